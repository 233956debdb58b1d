// The problems a clinician heads in the assessment and plan, and the order they give the codes:
// each test names the sentence it serves.
import { extractVisit } from '../../visit/extract';
import { loadCodeSet } from '../code-set';
import { problemHeadings } from '../problem-headings';
import { suggestCodes } from '../suggest';

const codes = loadCodeSet();
const suggest = (lines: string[]) => suggestCodes(extractVisit(lines.join('\n'), 'en'), codes, lines.join('\n'));
const named = (text: string, from = 0) => problemHeadings(text, from).map((h) => h.named.map((n) => n.concept.id));

test("'for your first problem, your reflux and your nausea and vomiting, ...' names three problems, up to the clause", () => {
  const text = '[doctor] So, for your first problem, um, your reflux and your nausea and vomiting, I want to get an ultrasound, okay?';
  expect(named(text)).toEqual([['heartburn', 'nausea', 'vomiting']]);
});

test("'your first problem, I think you have a lumbar strain' heads a problem whose name is the clinician's clause", () => {
  const text =
    '[doctor] For your first problem, I think you have a lumbar strain. For your next problem, your type 2 diabetes, continue metformin.';
  const headings = problemHeadings(text, 0);
  expect(headings.map((h) => h.named.map((n) => n.concept.id))).toEqual([[], ['type-2-diabetes']]);
  // Each heading's part of the assessment ends where the next heading starts.
  expect(headings[0].end).toBe(headings[1].at);
});

test("'the first problem of right ankle pain' names the pain of the body part said with it", () => {
  expect(named('[doctor] So for the first problem of right ankle pain your symptoms are consistent with a sprain.')).toEqual([
    ['ankle-pain'],
  ]);
});

test("'in terms of the asthma, I think we could try a daily medication' heads a problem in the assessment only", () => {
  const question = '[doctor] In terms of your asthma, how often do you use your inhaler?';
  const plan = '[doctor] In terms of the asthma, I think we could try a daily medication.';
  expect(named(question)).toEqual([]);
  const text = [question, '[patient] Every day.', plan].join('\n');
  expect(named(text, 0)).toEqual([['asthma']]);
  // Before the assessment's start a topic is what is asked about, not a problem assessed.
  expect(named(text, text.length)).toEqual([]);
});

test("'for your first problem, possible pneumonia' names no problem: a doubted heading is not a diagnosis", () => {
  expect(named('[doctor] For your first problem, possible pneumonia, we will get a chest x-ray.')).toEqual([[]]);
});

test('the problems headed rank first, in their order, before a diagnosis stated under a later heading', () => {
  const suggestions = suggest([
    '[doctor] How is your gout? Any flare ups?',
    '[patient] No. But I have been throwing up in the mornings and my reflux is bad.',
    '[doctor] On exam, your abdomen is soft, with some tenderness in the right upper quadrant.',
    '[doctor] So, for your first problem, your reflux and your nausea and vomiting, I want to get an ultrasound, okay?',
    '[doctor] For your second problem, your gout, it is well controlled. Continue the allopurinol.',
  ]);
  const categories = suggestions.map((s) => s.code.slice(0, 3));
  expect(categories.slice(0, 3)).toEqual(['R12', 'R11', 'M10']);
});

test("a diagnosis stated under a heading stands for its problem: 'first problem, your back pain, I think you are having a recurrence of your kidney stones'", () => {
  const suggestions = suggest([
    '[doctor] What brings you in?',
    '[patient] My back hurts on the right side, like before.',
    '[doctor] On exam, you have tenderness at the right flank.',
    "[doctor] For your first problem, your back pain, I think you're having a recurrence of your kidney stones.",
    '[doctor] For your next problem, your migraines, continue the Imitrex.',
  ]);
  // The back pain the heading names is no problem of its own: the next heading's problem comes before it.
  expect(suggestions.map((s) => s.concept.id).slice(0, 2)).toEqual(['kidney-stones', 'migraine']);
});

test("a past condition the clinician heads ('in terms of the asthma, we will add a daily controller') is the problem coded first", () => {
  const suggestions = suggest([
    '[doctor] Hi there, what brings you in today?',
    '[patient] I have been short of breath with a cough and some wheezing, and I have had asthma since I was a kid.',
    '[doctor] Alright. So in terms of the asthma, we will add a daily controller and see you back in six weeks.',
  ]);
  expect(suggestions[0]).toMatchObject({ concept: { id: 'asthma' }, basis: 'diagnosis' });
  expect(suggestions[0].code.slice(0, 3)).toBe('J45');
});
