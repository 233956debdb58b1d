// Codes proposed by a language model (the OpenAI-compatible adapter against its local stand-in):
// the codes read from its answer, each checked against the code set and the visit's facts (a
// code the visit supports kept with its evidence, one it does not set apart as unsupported),
// asked once per note and transcript, and a model that fails leaves the visit's own suggestions.
import { extractVisit, loadCodeSet } from '@clinicscribe/clinical-notes';
import { OpenAiChatModel } from '../../../providers/notes/openai-chat';
import { OpenAiChatStandIn } from '../../../providers/notes/__tests__/stand-ins/openai-chat-stand-in';
import type { SessionNote } from '../../../shared/notes';
import { codesInAnswer, modelProposals } from '../model-codes';

const TRANSCRIPT = [
  '[doctor] What brings you in today?',
  "[patient] I've had diarrhoea for three days, and some tummy cramps. I have asthma, I use an inhaler.",
  '[doctor] Your temperature is normal.',
  '[doctor] It seems like you have gastroenteritis. Drink plenty of fluids.',
].join('\n');
const item = (body: string) => ({ title: '', body });
const sections = [
  { title: 'Subjective', items: [item('Diarrhea for 3 days with abdominal cramps. Asthma, uses an inhaler.')] },
  { title: 'Assessment', items: [item('Gastroenteritis.')] },
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
const codes = loadCodeSet();
const visit = extractVisit(TRANSCRIPT, 'en');

let standIn: OpenAiChatStandIn;
afterEach(() => standIn?.stop());
const modelAt = async (answer: string) => {
  standIn = new OpenAiChatStandIn({ answer, apiKey: 'sk-test' });
  return new OpenAiChatModel({ apiKey: 'sk-test', baseURL: await standIn.start(), model: 'gpt-4o-mini', maxRetries: 0 });
};

test('reads the codes of an answer, one a line, in its order', () => {
  expect(codesInAnswer('1. A09 - Infectious gastroenteritis\n- j45.909: asthma\nNo code here\n* K52.9 — colitis\nA09 again')).toEqual([
    'A09',
    'J45.909',
    'K52.9',
  ]);
});

test("checks the model's codes: the supported kept with the visit's words, the unsupported apart; asked once per note", async () => {
  const model = await modelAt(
    'A09 - Infectious gastroenteritis and colitis, unspecified\nJ45.909 - Unspecified asthma\nI10 - Essential hypertension',
  );
  const proposals = await modelProposals(model, note, TRANSCRIPT, visit, codes);
  expect(proposals.failed).toBe(false);
  expect(proposals.supported.map((s) => [s.code, s.basis, s.concept.id])).toEqual([
    ['A09', 'diagnosis', 'gastroenteritis'],
    ['J45.909', 'history', 'asthma'],
  ]);
  expect(TRANSCRIPT.slice(proposals.supported[0].evidence.start, proposals.supported[0].evidence.end)).toBe('gastroenteritis');
  expect(proposals.unsupported.map((u) => [u.code, u.reasons.map((r) => r.key)])).toEqual([['I10', ['modelProposed', 'modelUnsupported']]]);
  expect(proposals.unsupported[0].reasons[0].values).toEqual({ model: 'gpt-4o-mini', code: 'I10' });

  // The model was given the note as text and the transcript.
  const messages = standIn.requests[0].body?.messages as Array<{ role: string; content: string }>;
  expect(messages[0].content).toMatch(/ICD-10-CM/);
  expect(messages.at(-1)?.content).toContain('Gastroenteritis.');
  expect(messages.at(-1)?.content).toContain("I've had diarrhoea for three days");
  await modelProposals(model, note, TRANSCRIPT, visit, codes);
  expect(standIn.requests).toHaveLength(1);
});

test('a model that fails leaves no proposal and says so', async () => {
  const model = await modelAt('A09');
  standIn.next({ kind: 'fail', status: 400 }, 1);
  const other = { ...note, sections: [{ title: 'Assessment', items: [item('Gastroenteritis, mild.')] }] };
  expect(await modelProposals(model, other, TRANSCRIPT, visit, codes)).toEqual({ supported: [], unsupported: [], failed: true });
});
