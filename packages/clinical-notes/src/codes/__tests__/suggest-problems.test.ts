// Which facts of a visit are the patient's problems and in what order they are coded: someone
// else's condition is none, a symptom the clinician takes up in the assessment comes before the
// others said, and the lay names of conditions the lexicon holds reach their codes. Each test
// names the sentence it serves.
import { extractVisit } from '../../visit/extract';
import { statedAt } from '../assessment-terms';
import { loadCodeSet } from '../code-set';
import { finalCode, suggestCodes } from '../suggest';

const codes = loadCodeSet();
const suggest = (lines: string[]) => suggestCodes(extractVisit(lines.join('\n'), 'en'), codes, lines.join('\n'));
const categories = (lines: string[]) => suggest(lines).map((s) => s.code.slice(0, 3));
const statedIn = (sentence: string, words: string) => statedAt(sentence, sentence.indexOf(words));

test("'there are many reasons why people can have elevated liver enzymes' states no diagnosis of the patient", () => {
  expect(statedIn('there are many reasons why people can have elevated liver enzymes', 'elevated liver enzymes')).toBe(false);
  expect(statedIn('and then they would have a heart attack at 50', 'heart attack')).toBe(false);
  expect(statedIn('your coworker has a thyroid issue too', 'thyroid issue')).toBe(false);
  // The patient's own stays stated.
  expect(statedIn('i think you have elevated liver enzymes', 'elevated liver enzymes')).toBe(true);
});

test("'they would have a heart attack at 50' is not coded as the patient's heart attack", () => {
  const lines = [
    '[doctor] How are the injections going?',
    '[patient] Good. Could we increase the dose?',
    '[doctor] On exam you look well. Your levels are high already.',
    '[doctor] People used to take huge doses at the gym, and then they would have a heart attack at 50.',
  ];
  expect(categories(lines)).not.toContain('I21');
});

test("with no diagnosis stated, a symptom the clinician takes up ('I think you're constipated') comes before others only recalled", () => {
  const lines = [
    '[doctor] What brings you in today?',
    '[patient] My stomach hurts. I also have anxiety and depression, and sometimes a headache.',
    '[doctor] Anything else?',
    '[patient] I have been constipated for two weeks.',
    '[doctor] On exam your abdomen is soft, with some stool felt in the lower colon.',
    "[doctor] I think you're constipated because of certain foods you eat, so let's start a fiber supplement.",
  ];
  const ids = suggest(lines).map((s) => s.concept.id);
  expect(ids.indexOf('constipation')).toBeGreaterThanOrEqual(0);
  expect(ids.indexOf('constipation')).toBeLessThan(3);
  expect(ids.indexOf('constipation')).toBeLessThan(ids.indexOf('anxiety'));
});

test.each([
  ['these are what we call transient tics, and they go away on their own', 'F95'],
  ['you do have hepatitis C, and we will check your viral load', 'B19'],
  ['your recurrent lung infections come from the hay you move', 'J22'],
  ['this is glandular fever, so rest and fluids', 'B27'],
  ['you have a cold sore on your lip', 'B00'],
  ['this is hand foot and mouth, it is a virus', 'B08'],
  ['it looks like a fungal nail infection', 'B35'],
])("the lay name in '%s' is coded %s", (said, category) => {
  const lines = ['[doctor] What brings you in?', '[patient] I came to see what this is.', `[doctor] Well, ${said}.`];
  expect(categories(lines)).toContain(category);
});

test("after a stated diagnosis, a symptom the clinician takes up ('for the knee pain, ice and rest') comes before a past condition taken up", () => {
  const lines = [
    '[doctor] What brings you in?',
    '[patient] I have been feeling low, and my knee hurts. I had asthma as a kid.',
    '[doctor] On exam your knee is not swollen.',
    '[doctor] I think you have depression, so we will start therapy.',
    '[doctor] For the knee pain, ice and rest.',
    '[doctor] And the asthma you had needs nothing now.',
  ];
  const transcript = lines.join('\n');
  const visit = extractVisit(transcript, 'en');
  // The asthma as the visit model holds a past condition the clinician names again in the assessment.
  const mention = (from: number, role: 'patient' | 'clinician', sentence: number) => {
    const start = transcript.indexOf('asthma', from);
    return { start, end: start + 'asthma'.length, sentence, role };
  };
  const said = mention(0, 'patient', 1);
  visit.impressions = visit.impressions.filter((i) => i.concept.id === 'depression');
  visit.history = [
    {
      concept: { kind: 'condition', id: 'asthma', name: 'asthma' },
      assertion: 'present',
      attributes: {},
      evidence: [said, mention(said.end, 'clinician', 5)],
      basis: 'told',
      settled: true,
    },
  ];
  const ids = suggestCodes(visit, codes, transcript).map((s) => s.concept.id);
  expect(ids[0]).toBe('depression');
  expect(ids.indexOf('knee-pain')).toBeGreaterThan(0);
  expect(ids.indexOf('knee-pain')).toBeLessThan(ids.indexOf('asthma'));
});

test("with no complication said, the code under a category is the one without ('Varicella without complication', not 'Varicella myelitis')", () => {
  const under = (category: string) => finalCode(codes.get(category)!, codes, undefined).code.display;
  expect(under('B01')).toBe('B01.9');
  expect(under('A37.9')).toBe('A37.90');
  expect(under('G44.00')).toBe('G44.009');
});
