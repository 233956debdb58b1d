// A note whose plan was written as a numbered list is checked as the same sentences: the list
// numbers are layout (as bullets are), neither sentences of their own nor numbers to support,
// and each sentence's place in its item starts after its number.
import { applyInstruction } from '@clinicscribe/clinical-notes';
import type { SessionNote } from '../../../shared/notes';
import type { SessionContents } from '../../../shared/sessions';
import { noteEvidence } from '../../evidence/evidence';

const TRANSCRIPT = [
  '[doctor] What brings you in today?',
  "[patient] I've had diarrhoea for three days.",
  '[doctor] Drink plenty of fluids. Take loperamide 2 mg after each loose stool. I will see you in one week.',
].join('\n');
const contents: SessionContents = { transcript: TRANSCRIPT, ownNotes: '', context: '', participants: [] };
const sections = [
  { title: 'Subjective', items: [{ title: '', body: 'The patient has had diarrhea for 3 days.' }] },
  {
    title: 'Plan',
    items: [
      { title: '', body: 'Drink plenty of fluids.' },
      { title: '', body: 'Loperamide 2 mg after each loose stool.' },
      { title: 'Follow-up', body: 'Review in 1 week.' },
    ],
  },
];
const noteOf = (written: typeof sections): SessionNote => ({
  noteId: 'soap',
  sections: written,
  generated: sections,
  generator: 'offline',
  label: 'Offline draft',
  language: 'en',
  createdAt: 0,
  facts: [],
});

describe('the evidence of a numbered list', () => {
  it('reads the same sentences with the same states, placed after each number', () => {
    const outcome = applyInstruction(sections, 'write the plan as a numbered list', 'en');
    if (outcome.status !== 'applied') throw new Error(outcome.status);
    const plain = noteEvidence(contents, noteOf(sections));
    const numbered = noteEvidence(contents, noteOf(outcome.sections));
    expect(numbered.sentences.map((s) => s.text)).toEqual(plain.sentences.map((s) => s.text));
    expect(numbered.sentences.map((s) => s.state)).toEqual(plain.sentences.map((s) => s.state));
    const fluids = numbered.sentences.find((s) => s.text === 'Drink plenty of fluids.');
    expect(fluids?.place).toEqual({ section: 1, item: 0, start: 3, end: 26 });
    expect(outcome.sections[1].items[0].body.slice(3, 26)).toBe('Drink plenty of fluids.');
  });
});
