// Evidence for a note: each sentence of the note with the passages of the sources that
// support it, and the clinically relevant statements of the sources no sentence covers
// ("Not in the note"). The functions' shared module and the notes panel read these shapes.

/** Which source a passage is taken from. */
export const EVIDENCE_SOURCE_KINDS = ['transcript', 'own-notes', 'context', 'files'] as const;
export type EvidenceSourceKind = (typeof EVIDENCE_SOURCE_KINDS)[number];

/** How well the sources support a sentence. */
/** 'contradicted': the sentence denies what the session established, or affirms what the patient denied. */
export const EVIDENCE_STATES = ['supported', 'partial', 'unsupported', 'contradicted'] as const;
export type EvidenceState = (typeof EVIDENCE_STATES)[number];

/** Kinds of statements the note may have left out. */
export const OMISSION_KINDS = [
  'history',
  'medication',
  'symptom',
  'allergy',
  'social',
  'exam',
  'vital',
  'result',
  'diagnosis',
  'plan',
  'referral',
  'follow-up',
] as const;
export type OmissionKind = (typeof OMISSION_KINDS)[number];

/**
 * A passage of a source. start and end are character offsets into the source's text; for a
 * transcript given as utterances, into the text of utterance `utterance`.
 */
export interface EvidencePassage {
  kind: EvidenceSourceKind;
  start: number;
  end: number;
  text: string;
  /** Transcript only: index of the utterance (speaker turn) the passage is in. */
  utterance?: number;
  /** Transcript only: seconds into the recording, when the utterance has a time. */
  time?: number;
}

/** One sentence of the note and its evidence. */
export interface SentenceEvidence {
  text: string;
  /** The heading of the section the sentence is in ('' before the first heading). */
  section: string;
  state: EvidenceState;
  sources: EvidencePassage[];
  /** Words and numbers of the sentence that no source supports (to underline). */
  unsupported: string[];
  /** Why a source contradicts the sentence (a negation or a side that differs), if it does. */
  conflicts: string[];
}

/** A statement of the sources that no sentence of the note covers. */
export interface Omission {
  /** A short clinical sentence, ready to add to the note. */
  text: string;
  kind: OmissionKind;
  /** The heading of the note's section it belongs to. */
  section: string;
  source: EvidencePassage;
}

export interface EvidenceReport {
  sentences: SentenceEvidence[];
  omissions: Omission[];
}

/** An utterance of a recorded transcript, as the session stores it. */
export interface EvidenceUtterance {
  text: string;
  speaker?: string;
  /** Seconds into the recording. */
  time?: number;
}

/** What a note is checked against. */
export interface EvidenceSources {
  /** The transcript as text ([doctor]/[patient] tags, "Name: text" lines or plain) or as utterances. */
  transcript: string | readonly EvidenceUtterance[];
  ownNotes?: string;
  context?: string;
  /** Text read from the session's uploaded files. */
  files?: string;
  /** The patient's name as the session records it: a sentence naming the patient needs no other source for the name. */
  patientName?: string;
}

/** A sentence's state in a session's note: 'added', a sentence the clinician typed that no source supports (theirs to vouch for, not an error). */
export type NoteSentenceState = EvidenceState | 'added';

/** Where a sentence is in the note: its section and item, and its offsets in the item's text (its body). */
export interface NoteSentencePlace {
  section: number;
  item: number;
  start: number;
  end: number;
}

export interface NoteSentenceEvidence extends Omit<SentenceEvidence, 'state'> {
  state: NoteSentenceState;
  /** Typed by the clinician: not in the note as it was generated. */
  typed: boolean;
  place: NoteSentencePlace;
}

/** The evidence of one note of a session, as the notes panel shows it. */
export interface NoteEvidence {
  sentences: NoteSentenceEvidence[];
  omissions: Omission[];
}
