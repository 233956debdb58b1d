// Shapes of a drafted note (its sections and items, as a session's note list holds them), of
// the facts it states (for the "check before signing" panel), of the template it fills and of
// the options a draft takes. The functions' shared module names the same shapes by these.
import type { Lang } from '../language';
import type { SourceOrigin } from '../transcript/parse';

/** The patient's pronoun. */
export type Pronoun = 'they' | 'he' | 'she';

/**
 * Ids of the sections the built-in templates use. One id means one kind of content
 * wherever it appears, so the offline writer knows what to put in it.
 */
export type NoteSectionId =
  | 'chief-complaint'
  | 'history-of-present-illness'
  | 'review-of-systems'
  | 'physical-examination'
  | 'results'
  | 'assessment-and-plan'
  | 'subjective'
  | 'objective'
  | 'assessment'
  | 'plan'
  | 'reason-for-visit'
  | 'interval-history'
  | 'medications-and-allergies'
  | 'examination-and-results'
  | 'data'
  | 'behavior'
  | 'intervention'
  | 'response'
  | 'reason-for-referral'
  | 'relevant-history'
  | 'findings'
  | 'current-management'
  | 'request'
  | 'visit-reason-plain'
  | 'findings-plain'
  | 'medicines-plain'
  | 'next-steps-plain'
  | 'presenting-concerns'
  | 'session-content'
  | 'risk-assessment'
  | 'progress'
  | 'treatment-provided'
  | 'home-program'
  | 'goals'
  | 'letter-opening'
  | 'letter-body'
  | 'letter-closing';

/** A section of a template: its id and its heading in each language. */
export interface NoteSectionHeading {
  id: NoteSectionId;
  title: Readonly<Record<Lang, string>>;
}

/** The template a draft fills: its id and its sections, in order. */
export interface DraftTemplate<Id extends string = string> {
  id: Id;
  sections: readonly NoteSectionHeading[];
}

/** The templates whose headings a note is read by (a heading names its section id). */
export type NoteHeadings = readonly { sections: readonly NoteSectionHeading[] }[];

/** One item of a section: an optional label ("Medications") and its text. */
export interface NoteItem {
  title: string;
  body: string;
}

/** One section of a note, under its heading. */
export interface NoteSection {
  title: string;
  items: NoteItem[];
}

/** Why a fact is flagged. */
export const FACT_FLAG_REASONS = ['not-in-sources', 'dose-differs', 'side-differs', 'negation-differs'] as const;

/** A fact a note states, with the source sentence it came from (the check before signing). */
export interface NoteFact {
  kind: string;
  text: string;
  source: { origin: 'transcript' | 'own-notes' | 'context' | 'files'; text: string; start: number; end: number } | null;
  /** The note and its source disagree (a number, a side, a negation): the clinician must look. */
  flagged?: boolean;
  reason?: (typeof FACT_FLAG_REASONS)[number];
}

/** A note as the note list holds it. */
export interface GeneratedNote<Id extends string = string> {
  noteId: Id;
  sections: NoteSection[];
}

/** Kinds of facts the note states and the clinician checks before signing. */
export const FACT_KINDS = [
  'medication',
  'allergy',
  'vital',
  'score',
  'duration',
  'laterality',
  'negation',
  'symptom',
  'diagnosis',
  'follow-up',
  'number',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** A sentence of a source text, with its character offsets in that text. */
export interface SourceSpan {
  origin: SourceOrigin;
  /** The sentence as written in the source. */
  text: string;
  start: number;
  end: number;
}

/** A fact the note states, where it is in the note and where it came from. */
export interface ExtractedFact {
  kind: FactKind;
  /** The fact as the note writes it (e.g. "lisinopril 40 mg daily"). */
  text: string;
  /** The section of the note that states it. */
  sectionId: NoteSectionId;
  source: SourceSpan;
}

/** A note drafted without a language model, with the facts it states. */
export interface DraftNote<Id extends string = string> extends GeneratedNote<Id> {
  generator: 'offline';
  /** What the interface shows beside the note. */
  label: string;
  language: Lang;
  /** Language the transcript was detected in (quoted free text stays in it). */
  sourceLanguage: Lang;
  facts: ExtractedFact[];
}

export const NOTE_STYLE_NAMES = ['bullet', 'short', 'long'] as const;
export type NoteStyleName = (typeof NOTE_STYLE_NAMES)[number];

/** The options of one draft, as validated by whoever takes them from a request. */
export interface NoteOptions {
  style: NoteStyleName;
  language: Lang;
  /** The patient's pronoun; none given: the one the clinician's own words give the patient, else the default. */
  pronoun: Pronoun;
  patientTerm: 'Patient' | 'Client';
  /** The session's client or patient name, used in the opening sentence. */
  patientName: string;
  /** Vague conversation: keep more of what was said, even without clinical terms. */
  vague: boolean;
  /** Long summaries: a longer note. */
  longSummary: boolean;
  participants: { name: string; role: string }[];
  /** The clinician's own notes, typed during the session. */
  ownNotes: string;
  /** Context added after the session. */
  context: string;
  /** Text read from the session's uploaded documents and images. */
  files: string;
}

/** What a draft takes when an option is not given. */
export const NOTE_OPTION_DEFAULTS: Readonly<NoteOptions> = {
  style: 'bullet',
  language: 'en',
  pronoun: 'they',
  patientTerm: 'Patient',
  patientName: '',
  vague: false,
  longSummary: false,
  participants: [],
  ownNotes: '',
  context: '',
  files: '',
};
