// Diagnosis codes (ICD-10-CM) of a note: what the server suggests, what a clinician accepts,
// and the requests that carry them. The code set's release is named with every answer.
import { z } from 'zod';

/** At most this many codes are saved with a note. */
export const MAX_NOTE_CODES = 12;
/** The longest search a clinician may type. */
export const MAX_CODE_QUERY = 100;

const code = z.string().trim().min(3).max(9);

export const codeSuggestSchema = z.object({ sessionId: z.string().min(1).max(128), noteId: z.string().min(1).max(128) });
export const codeSearchSchema = z.object({ q: z.string().trim().min(1).max(MAX_CODE_QUERY), billableOnly: z.coerce.boolean().optional() });
export const codesAcceptSchema = z.object({
  sessionId: z.string().min(1).max(128),
  noteId: z.string().min(1).max(128),
  /** In the order the claim lists them; an empty list removes the note's codes. */
  codes: z.array(z.object({ code, origin: z.enum(['suggested', 'added']) })).max(MAX_NOTE_CODES),
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
  confirmedBy: string;
  confirmedAt: number;
}
