// The evidence of one note of a session, as the notes panel shows it (POST /notes/evidence,
// its request schema in ./notes.ts): the engine's report (./evidence.ts) with each sentence
// placed in the note's items, the sentences the clinician typed that no source supports
// told apart, and the omissions the clinician dismissed left out. No schema library here:
// the notes panel loads this module.
import type { NoteSentenceState } from '@clinicscribe/clinical-notes';

export type { NoteEvidence, NoteSentenceEvidence, NoteSentencePlace, NoteSentenceState } from '@clinicscribe/clinical-notes';

/** POST /notes/evidence: one note of a session. */
export interface NoteEvidenceRequest {
  sessionId: string;
  noteId: string;
}

/** 'added': a sentence the clinician typed that no source supports (theirs to vouch for, not an error). */
export const NOTE_SENTENCE_STATES = [
  'supported',
  'partial',
  'unsupported',
  'contradicted',
  'added',
] as const satisfies readonly NoteSentenceState[];
