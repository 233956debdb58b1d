// Diagnosis codes (ICD-10-CM) of a note: what the server suggests, what a clinician accepts,
// and the requests that carry them. The code set's release is named with every answer.
import { z } from 'zod';

/** At most this many codes are saved with a note. */
export const MAX_NOTE_CODES = 12;
/** The longest search a clinician may type. */
export const MAX_CODE_QUERY = 100;
/** At most this many rejected suggestions are kept with a note. */
export const MAX_REJECTED_CODES = 30;

const code = z.string().trim().min(3).max(9);

export const codeSuggestSchema = z.object({ sessionId: z.string().min(1).max(128), noteId: z.string().min(1).max(128) });
/** GET /codes/search: `billableOnly` is a query string, read as the words true and false (a string "false" is not true). */
export const codeSearchSchema = z.object({
  q: z.string().trim().min(1).max(MAX_CODE_QUERY),
  billableOnly: z
    .enum(['true', 'false'])
    .transform((flag) => flag === 'true')
    .optional(),
});
export const codesAcceptSchema = z.object({
  sessionId: z.string().min(1).max(128),
  noteId: z.string().min(1).max(128),
  /** In the order the claim lists them; an empty list removes the note's codes. */
  codes: z.array(z.object({ code, origin: z.enum(['suggested', 'added']) })).max(MAX_NOTE_CODES),
  /** The suggestions the clinician rejected: kept with the note so they stay set aside. */
  rejected: z.array(code).max(MAX_REJECTED_CODES).optional(),
  /** When the codes this list replaces were saved, as the clinician saw them (0: none were). */
  seenAt: z.number().int().min(0),
});
export type CodesAcceptRequest = z.infer<typeof codesAcceptSchema>;

/** A code accepted by the clinician, saved with the note. */
export interface AcceptedCode {
  /** With its dot: K52.9. */
  code: string;
  description: string;
  origin: 'suggested' | 'added';
}

/** The codes a note carries, confirmed by the clinician who saved them. */
export interface NoteCodes {
  /** "ICD-10-CM FY2021". */
  release: string;
  items: AcceptedCode[];
  /** Suggestions the clinician rejected (with dots). */
  rejected?: string[];
  confirmedBy: string;
  confirmedAt: number;
}

/** A code chosen by answering a suggestion's question ("Which side?"). */
export interface CodeOption {
  code: string;
  description: string;
  /** What the option answers: "right", "left", "bilateral", "initial encounter"... */
  label: string;
}

/**
 * Why a code was chosen over its neighbours: what turned the visit's words into a code, then
 * how the billable code was chosen under it; a model's proposal says what the model proposed and
 * which fact of the visit supports it, or that none does. Each is a key the interface says in
 * its language (codes.reasons.<key>), with values in the code set's language (codes,
 * descriptions, the visit's words).
 */
export const CODE_REASON_KEYS = [
  'said',
  'site',
  'conceptMap',
  'searched',
  'billable',
  'noBillable',
  'needsSide',
  'needsEpisode',
  'sideSaid',
  'mostGeneral',
  'onlyCode',
  'modelProposed',
  'modelSupported',
  'modelUnsupported',
  'modelUncertain',
  'saidWithDoubt',
  'modelNearest',
  'modelUnknown',
] as const;
export type CodeReasonKey = (typeof CODE_REASON_KEYS)[number];
export interface CodeReason {
  key: CodeReasonKey;
  values: Record<string, string | number>;
}

/** One suggestion as the Codes panel shows it: the code, why it was chosen, and the words that justify it. */
export interface SuggestedCode {
  /** With its dot; the category while a detail is asked. */
  code: string;
  description: string;
  billable: boolean;
  /** The code says "unspecified": a detail more precise codes need was not said. */
  unspecified: boolean;
  /** The clinician's diagnosis, a presenting symptom (no diagnosis was stated), or the past history. */
  basis: 'diagnosis' | 'symptom' | 'history';
  concept: { id: string; name: string };
  /** The words of the transcript that say it (offsets). */
  evidence: { start: number; end: number };
  /** The transcript's sentence holding those words, and where it starts and ends in the transcript. */
  passage: { text: string; start: number; end: number };
  /** The note sentence that states it, when the note does. */
  noteSentence: string | null;
  /** Why this code rather than its neighbours, for the interface to say in its language. */
  reasons: CodeReason[];
  /**
   * A detail to ask before the code is final, with the code each answer gives; an answer whose
   * code still depends on the episode of care (an injury's seventh character) asks it next.
   */
  question?: { detail: 'side' | 'episode'; options: Array<CodeOption & { then?: { detail: 'episode'; options: CodeOption[] } }> };
  /** Other suggestions this one must not be accepted with (excludes1). */
  excludes: string[];
  /** The configured language model proposed it too (and a fact of the visit supports it). */
  proposedByModel?: boolean;
}

/**
 * The codes a suggestion stands for: its own, those its question's answers give, and the
 * episodes of care those answers lead to (the server and the panel count the same codes).
 */
export const codesOf = (s: Pick<SuggestedCode, 'code' | 'question'>): string[] => [
  s.code,
  ...(s.question?.options.flatMap((o) => [o.code, ...(o.then?.options.map((e) => e.code) ?? [])]) ?? []),
];

/** A code the language model proposed that no fact of the visit supports (or the code set does not hold): shown, never accepted by default. */
export interface UnsupportedCode {
  code: string;
  /** Empty when the code set does not hold the code. */
  description: string;
  billable: boolean;
  reasons: CodeReason[];
}

/** What the configured language model proposed: its name, whether it answered, and the proposals the visit does not support. */
export interface ModelCodeProposals {
  label: string;
  failed: boolean;
  unsupported: UnsupportedCode[];
}

/** POST /codes/suggest: the release, the suggestions, and the codes saved with the note. */
export interface NoteCodeSuggestions {
  release: string;
  suggestions: SuggestedCode[];
  saved: NoteCodes | null;
  /** Only when a language model is configured. */
  model?: ModelCodeProposals;
}

/** One code a search found. */
export interface CodeHit {
  code: string;
  description: string;
  billable: boolean;
  /** The description or inclusion term the words matched. */
  matched: string;
}

/** GET /codes/search. */
export interface CodeSearchAnswer {
  release: string;
  hits: CodeHit[];
}

/** POST /codes/accepted: the codes saved; `overwrote` when another save came after the one the clinician saw. */
export interface CodesAcceptAnswer {
  saved: NoteCodes;
  overwrote: boolean;
}

/** The Firestore document naming the code set an admin imported (no client reads or writes it); none: the release built into the product. */
export const CODE_SET_DOC = 'codeSets/current';
/** What codeSets/current holds: the uploaded CMS file in the uploads store, its release's year, who imported it and when. */
export const codeSetDocSchema = z.object({
  key: z.string(),
  fileName: z.string(),
  fiscalYear: z.string(),
  importedBy: z.string(),
  importedAt: z.string(),
});
export type CodeSetDoc = z.infer<typeof codeSetDocSchema>;
/** Where the uploaded CMS files are kept in the uploads store. */
export const CODE_SET_PREFIX = 'code-sets/';
/** The largest CMS file an admin may upload (the CMS zip of a release is about 15 MB; its order file about 25 MB). */
export const MAX_CODE_SET_FILE = 60 * 1024 * 1024;

/** POST /codes/release/upload: where the admin's browser sends the CMS file (a presigned PUT). */
export const codeSetUploadSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(5)
    .max(200)
    .regex(/^[\w.() -]+\.(?:zip|txt)$/i),
  size: z.number().int().min(1).max(MAX_CODE_SET_FILE),
});
export type CodeSetUploadRequest = z.infer<typeof codeSetUploadSchema>;
export interface CodeSetUploadAnswer {
  key: string;
  url: string;
  headers: Record<string, string>;
  expiresIn: number;
}

/** POST /codes/release/import: the uploaded file, checked and made the code set every server loads. */
export const codeSetImportSchema = z.object({
  key: z
    .string()
    .max(300)
    .regex(/^code-sets\/[0-9a-f-]{36}\/[\w.() -]+\.(?:zip|txt)$/i),
});
export type CodeSetImportRequest = z.infer<typeof codeSetImportSchema>;

/** The code set in use, as the admin console and the Codes panel name it. */
export interface CodeSetState {
  /** "ICD-10-CM FY2022". */
  release: string;
  fiscalYear: string;
  codes: number;
  billable: number;
  /** Where the files came from, in words. */
  source: string;
  importedAt: string;
  /** The release built into the product (no admin import in use). */
  builtIn: boolean;
}
