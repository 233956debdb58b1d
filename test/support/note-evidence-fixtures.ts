// The note evidence the notes panel's tests render: a note item of two sentences (one partly
// supported by the transcript, one typed by the clinician) and an omitted plan sentence.
import type { Omission } from '../../functions/src/shared/evidence';
import type { NoteEvidence, NoteSentenceEvidence } from '../../functions/src/shared/note-evidence';

export const BODY = 'Takes naproxen 750 mg twice a day. Plays the violin.';
export const sentence = (change: Partial<NoteSentenceEvidence>): NoteSentenceEvidence => ({
  text: '',
  section: 'Subjective',
  state: 'supported',
  typed: false,
  sources: [],
  unsupported: [],
  conflicts: [],
  place: { section: 0, item: 0, start: 0, end: 0 },
  ...change,
});
export const REPORT: NoteEvidence = {
  sentences: [
    sentence({
      text: 'Medications: Takes naproxen 750 mg twice a day.',
      state: 'partial',
      unsupported: ['750'],
      sources: [{ kind: 'transcript', start: 40, end: 76, text: 'i take naproxen 500 mg twice a day.', utterance: 1 }],
      place: { section: 0, item: 0, start: 0, end: 34 },
    }),
    sentence({ text: 'Plays the violin.', state: 'added', typed: true, place: { section: 0, item: 0, start: 35, end: 52 } }),
  ],
  omissions: [],
};
export const XRAY: Omission = {
  text: 'Order an x-ray of the left knee.',
  kind: 'plan',
  section: 'Plan',
  source: { kind: 'transcript', start: 0, end: 20, text: 'we will order an x-ray', utterance: 4 },
};
