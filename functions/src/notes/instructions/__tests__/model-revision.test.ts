// A free instruction answered by a language model (the OpenAI-compatible adapter against its
// local stand-in): the revision comes back as the note's sections, with the headings it left
// out, the medications and numbers it dropped, and the sentences it wrote that the session
// does not support, for the clinician to see before accepting it.
import { OpenAiChatModel } from '../../../providers/notes/openai-chat';
import { OpenAiChatStandIn } from '../../../providers/notes/__tests__/stand-ins/openai-chat-stand-in';
import type { SessionNote } from '../../../shared/notes';
import type { SessionContents } from '../../../shared/sessions';
import { proposeRevision } from '../model-revision';

jest.setTimeout(20_000);

const TRANSCRIPT = [
  '[doctor] What brings you in today?',
  "[patient] I've had diarrhoea for three days.",
  '[doctor] Your temperature is normal. Drink plenty of fluids, take loperamide 2 mg after each loose stool, and I will see you in one week.',
].join('\n');
const contents: SessionContents = { transcript: TRANSCRIPT, ownNotes: '', context: '', participants: [] };
const item = (body: string) => ({ title: '', body });
const sections = [
  { title: 'Subjective', items: [item('The patient has had diarrhea for 3 days.')] },
  { title: 'Objective', items: [item('Temperature is normal.')] },
  { title: 'Assessment', items: [item('Diarrhea.')] },
  {
    title: 'Plan',
    items: [item('Drink plenty of fluids.'), item('Loperamide 2 mg after each loose stool.'), item('Review in 1 week.')],
  },
];
const note: SessionNote = {
  noteId: 'soap',
  sections,
  generated: sections,
  generator: 'offline',
  label: '',
  language: 'en',
  createdAt: 1,
  facts: [],
};

const ANSWER = [
  'Subjective',
  '- The patient has had diarrhea for 3 days.',
  '**Assessment**',
  '- Diarrhea.',
  'Plan:',
  '- Drink plenty of fluids.',
  '- Start amoxicillin 500 mg three times a day.',
  '- Review in 1 week.',
].join('\n');

let standIn: OpenAiChatStandIn;
afterEach(() => standIn?.stop());

describe('a revision by a language model', () => {
  it('is read into the sections and shown with the section it dropped, the facts it lost and the sentence the session does not support', async () => {
    standIn = new OpenAiChatStandIn({ answer: ANSWER, apiKey: 'sk-test' });
    const model = new OpenAiChatModel({ apiKey: 'sk-test', baseURL: await standIn.start(), model: 'gpt-4o-mini' });
    const proposal = await proposeRevision(model, contents, note, 'Jane Roe', 'make the plan friendlier');

    expect(proposal.instruction).toBe('make the plan friendlier');
    expect(proposal.sections.map((s) => s.title)).toEqual(['Subjective', 'Assessment', 'Plan']);
    expect(proposal.sections[2].items.map((c) => c.body)).toContain('Start amoxicillin 500 mg three times a day.');
    expect(proposal.missingSections).toEqual(['Objective']);
    expect(proposal.lostFacts).toEqual(expect.arrayContaining(['med:loperamide', 'num:2']));
    expect(proposal.flagged).toEqual([{ text: 'Start amoxicillin 500 mg three times a day.', section: 'Plan', state: 'unsupported' }]);

    // The model was given the note as text and the instruction.
    const messages = standIn.requests[0].body?.messages as Array<{ role: string; content: string }>;
    expect(messages[0].role).toBe('system');
    expect(messages.at(-1)?.content).toContain('- Loperamide 2 mg after each loose stool.');
    expect(messages.at(-1)?.content).toMatch(/Instruction: make the plan friendlier$/);
  });
});
