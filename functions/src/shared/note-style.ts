// Notes in the clinician's own style: the edits they keep making to drafts become standing
// rules every later draft of the same template follows. What the site sends and the server
// answers (/note-style), and the documents the server keeps in users/{uid}/styleRules (each
// rule or offer) and users/{uid}/styleEdits (what was changed in each exported note). The
// edits are the note engine's (packages/clinical-notes, src/style); the refusals are the
// catalogue's notesStyle* keys.
import { z } from 'zod';
import { sessionIdSchema } from './sessions';

/** users/{uid}/styleRules/{ruleId}: the rules and offers, written by the server only. */
export const STYLE_RULES_COLLECTION = 'styleRules';
/** users/{uid}/styleEdits/{sessionId_noteId}: the edits read from each exported note, written by the server only. */
export const STYLE_EDITS_COLLECTION = 'styleEdits';

/** Notes of one template the same edit is seen in before it is offered as a rule. */
export const STYLE_OFFER_AFTER_NOTES = 3;
/** Rules and offers kept per clinician; past it a new rule is refused with notesStyleTooMany. */
export const MAX_STYLE_RULES = 100;
/** Longest text of an example kept with a rule (characters). */
export const MAX_STYLE_EXAMPLE_CHARS = 240;

const term = z.string().trim().min(1).max(200);

/** One edit a rule repeats (the engine's StyleEdit): a term replaced, a section removed or renamed, a layout, a line added. */
export const styleEditSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('replace'), from: term, to: term }),
  z.object({ kind: z.literal('remove-section'), sections: z.array(term).min(1).max(10) }),
  z.object({ kind: z.literal('rename-section'), section: term, to: term }),
  z.object({ kind: z.literal('layout'), layout: z.enum(['bullets', 'numbered', 'prose']), section: term.nullable() }),
  z.object({ kind: z.literal('add'), section: term, text: z.string().trim().min(1).max(1000) }),
]);
export type StyleEditData = z.infer<typeof styleEditSchema>;
export type StyleEditKind = StyleEditData['kind'];

/** Where a rule stands: offered (waiting for the clinician), accepted (followed), paused, rejected (never offered again). */
export const STYLE_RULE_STATES = ['offered', 'accepted', 'paused', 'rejected'] as const;
export type StyleRuleState = (typeof STYLE_RULE_STATES)[number];

/** One note an offered rule's edit was seen in: the line as drafted and as the clinician kept it. */
export const styleExampleSchema = z.object({
  sessionId: z.string(),
  noteId: z.string(),
  at: z.number(),
  before: z.string(),
  after: z.string(),
});
export type StyleExample = z.infer<typeof styleExampleSchema>;

/** A rule or an offer as stored (users/{uid}/styleRules/{id}). */
export const styleRuleDocSchema = z.object({
  /** The template it applies to (a built-in id or one of the clinician's own). */
  template: z.string(),
  edit: styleEditSchema,
  state: z.enum(STYLE_RULE_STATES),
  /** 'offered': read from the clinician's exports; 'hand': written by the clinician. */
  origin: z.enum(['offered', 'hand']),
  /** The notes it was seen in (offers). */
  examples: z.array(styleExampleSchema),
  createdAt: z.number(),
  acceptedAt: z.number().optional(),
  /** Drafts it changed, and the last time. */
  applied: z.number(),
  lastAppliedAt: z.number().optional(),
  /** Why it is paused when the clinician did not pause it: its section is no longer in the template. */
  notice: z.literal('section-gone').optional(),
});
export type StyleRuleDoc = z.infer<typeof styleRuleDocSchema>;

/** What was changed in one exported note, as stored (users/{uid}/styleEdits/{sessionId_noteId}). */
export const styleEditsDocSchema = z.object({
  template: z.string(),
  sessionId: z.string(),
  noteId: z.string(),
  at: z.number(),
  edits: z.array(styleEditSchema),
  /** The line as drafted and as kept, for each edit (same order). */
  examples: z.array(z.object({ before: z.string(), after: z.string() })),
});
export type StyleEditsDoc = z.infer<typeof styleEditsDocSchema>;

/** A rule or an offer, as the API answers it (with its id). */
export interface StyleRuleView extends StyleRuleDoc {
  id: string;
  /** The accepted rule it would contradict (an offer, or a rule paused): which one wins is the clinician's choice. */
  conflictsWith?: { id: string; edit: StyleEditData };
}

/** GET /note-style: the rules (accepted and paused) and the offers waiting for an answer, newest first. */
export interface StyleRulesAnswer {
  rules: StyleRuleView[];
  offers: StyleRuleView[];
}

/** The clinician's choice when a rule contradicts an accepted one: the new one wins (the other is set aside) or is not kept. */
const winsSchema = z.enum(['new', 'existing']).optional();

/** POST /note-style/exported: notes of a session the clinician copied or downloaded (the server reads them from the session). */
export const styleExportedSchema = z.object({
  sessionId: sessionIdSchema,
  noteIds: z.array(z.string().min(1).max(64)).min(1).max(10),
});
export type StyleExportedRequest = z.infer<typeof styleExportedSchema>;
/** The answer to an export: the offers it made (shown after the export). */
export interface StyleExportedAnswer {
  offers: StyleRuleView[];
}

const ruleText = z.string().trim().min(1).max(500);
const templateId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** POST /note-style/rules: a rule written by hand, as an instruction the engine reads ("replace 'the patient' with 'Pt'"). */
export const styleRuleCreateSchema = z.object({ template: templateId, instruction: ruleText, wins: winsSchema });
export type StyleRuleCreate = z.infer<typeof styleRuleCreateSchema>;

/** PATCH /note-style/rules/{id}: the rule written again, or paused/resumed. */
export const styleRuleUpdateSchema = z
  .object({ instruction: ruleText.optional(), paused: z.boolean().optional(), wins: winsSchema })
  .refine((u) => u.instruction !== undefined || u.paused !== undefined, 'Nothing to change');
export type StyleRuleUpdate = z.infer<typeof styleRuleUpdateSchema>;

/** POST /note-style/offers/{id}/accept. */
export const styleOfferAcceptSchema = z.object({ wins: winsSchema });

/** A rule's or an offer's id in a path. */
export const styleRuleIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
