// The clinician's note library (favorites, hidden notes, edited built-ins, custom
// templates): what is stored per user in users/{uid}/noteTemplates, and how the stored
// documents and the built-in templates make the list the site shows and the server
// generates from. Pure: no SDK, so both sides use the same reading.
//
// Storage, one document per template the clinician touched:
// - a built-in's preferences and edits: document id = the built-in id, `custom: false`;
//   `title`, `sections` and `prompt` are there only after the clinician edited it, and
//   "reset to default" removes them;
// - a custom template: a generated document id, `custom: true`, with its full content and
//   `basedOn` (the built-in it was copied from, or null).
// firestore.rules enforces the same shapes and limits (kept in step by the rules test).
import { z } from 'zod';
import { NOTE_TEMPLATES, NOTE_TEMPLATE_IDS, isNoteTemplateId, type NoteTemplateId, type NoteTemplateLanguage } from './note-templates';

/** Size limits of a template's content (the rules enforce the same numbers). */
export const NOTE_LIBRARY_LIMITS = {
  titleMax: 120,
  sectionsMin: 1,
  sectionsMax: 20,
  sectionMax: 80,
  promptMax: 20000,
} as const;

/** Document ids of custom templates: generated, 8 to 64 of A-Z a-z 0-9 _ -, never a built-in id. */
export const CUSTOM_TEMPLATE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Whether `id` may name a custom template. */
export function isCustomTemplateId(id: string): boolean {
  return CUSTOM_TEMPLATE_ID_PATTERN.test(id) && !isNoteTemplateId(id);
}

const { titleMax, sectionsMin, sectionsMax, sectionMax, promptMax } = NOTE_LIBRARY_LIMITS;
const millis = z.number().int().nonnegative();

/** A template's title: 1 to 120 characters, not only spaces. */
export const templateTitleSchema = z
  .string()
  .max(titleMax)
  .refine((s) => s.trim().length > 0, 'Required');
/** A section heading: 1 to 80 characters, not only spaces. */
export const sectionHeadingSchema = z
  .string()
  .max(sectionMax)
  .refine((s) => s.trim().length > 0, 'Required');
/** The headings of a template, in order: 1 to 20. */
export const templateSectionsSchema = z.array(sectionHeadingSchema).min(sectionsMin).max(sectionsMax);
/** The instruction a language model gets: at most 20000 characters, not only spaces. */
export const templatePromptSchema = z
  .string()
  .max(promptMax)
  .refine((s) => s.trim().length > 0, 'Required');

/** What the clinician writes in the edit form: title, headings and prompt. */
export const templateContentSchema = z.object({
  title: templateTitleSchema,
  sections: templateSectionsSchema,
  prompt: templatePromptSchema,
});

/** users/{uid}/noteTemplates/{builtInId}: preferences and edits of a built-in template. */
export const builtInOverrideDocSchema = z
  .object({
    custom: z.literal(false),
    favorite: z.boolean(),
    hidden: z.boolean(),
    title: templateTitleSchema.optional(),
    sections: templateSectionsSchema.optional(),
    prompt: templatePromptSchema.optional(),
    updatedAt: millis,
  })
  .strict();

/** users/{uid}/noteTemplates/{generatedId}: a template the clinician made. */
export const customTemplateDocSchema = z
  .object({
    custom: z.literal(true),
    title: templateTitleSchema,
    sections: templateSectionsSchema,
    prompt: templatePromptSchema,
    favorite: z.boolean(),
    hidden: z.boolean(),
    basedOn: z.enum(NOTE_TEMPLATE_IDS).nullable(),
    createdAt: millis,
    updatedAt: millis,
  })
  .strict();

export type TemplateContent = z.infer<typeof templateContentSchema>;
export type BuiltInOverrideDoc = z.infer<typeof builtInOverrideDocSchema>;
export type CustomTemplateDoc = z.infer<typeof customTemplateDocSchema>;
export type NoteTemplateDoc = BuiltInOverrideDoc | CustomTemplateDoc;

/** A stored document with its id, as read from users/{uid}/noteTemplates. */
export interface StoredTemplateDoc {
  id: string;
  data: unknown;
}

/**
 * The document stored under `id` if it is valid for that id (a built-in override under a
 * built-in id, a custom template under any other allowed id); null otherwise.
 */
export function parseTemplateDoc(id: string, data: unknown): NoteTemplateDoc | null {
  if (isNoteTemplateId(id)) {
    const parsed = builtInOverrideDocSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  }
  if (!isCustomTemplateId(id)) return null;
  const parsed = customTemplateDocSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** One template of the clinician's library, as the site shows it and the server uses it. */
export interface LibraryTemplate {
  id: string;
  /** A built-in template (possibly edited), not one the clinician made. */
  builtIn: boolean;
  /** A built-in whose title, sections or prompt the clinician changed. */
  edited: boolean;
  title: string;
  /** Section headings, in order. */
  sections: string[];
  prompt: string;
  favorite: boolean;
  hidden: boolean;
  /** For a custom template copied from a built-in: that built-in's id; else null. */
  basedOn: NoteTemplateId | null;
}

/**
 * The clinician's library: every built-in (in NOTE_TEMPLATE_IDS order) merged with its
 * stored override, then every custom template (in the order given). Built-ins are written
 * in `language`; the clinician's own text is kept as written. Documents that are not
 * valid for their id are ignored, so a bad document never hides a built-in.
 */
export function resolveLibrary(docs: readonly StoredTemplateDoc[], language: NoteTemplateLanguage): LibraryTemplate[] {
  const overrides = new Map<string, BuiltInOverrideDoc>();
  const customs: LibraryTemplate[] = [];
  for (const { id, data } of docs) {
    const doc = parseTemplateDoc(id, data);
    if (!doc) continue;
    if (doc.custom) {
      customs.push({
        id,
        builtIn: false,
        edited: false,
        title: doc.title,
        sections: [...doc.sections],
        prompt: doc.prompt,
        favorite: doc.favorite,
        hidden: doc.hidden,
        basedOn: doc.basedOn,
      });
    } else {
      overrides.set(id, doc);
    }
  }
  const builtIns = NOTE_TEMPLATES.map((template): LibraryTemplate => {
    const override = overrides.get(template.id);
    return {
      id: template.id,
      builtIn: true,
      edited: override !== undefined && (override.title !== undefined || override.sections !== undefined || override.prompt !== undefined),
      title: override?.title ?? template.title[language],
      sections: override?.sections ? [...override.sections] : template.sections.map((section) => section.title[language]),
      prompt: override?.prompt ?? template.prompt[language],
      favorite: override?.favorite ?? false,
      hidden: override?.hidden ?? false,
      basedOn: null,
    };
  });
  return [...builtIns, ...customs];
}

const builtInRank = (id: string) => (NOTE_TEMPLATE_IDS as readonly string[]).indexOf(id);

/** Orders templates: favorites first; within each group built-ins in their order, then customs by title. */
export function compareTemplates(a: LibraryTemplate, b: LibraryTemplate): number {
  if (a.favorite !== b.favorite) return a.favorite ? -1 : 1;
  if (a.builtIn !== b.builtIn) return a.builtIn ? -1 : 1;
  if (a.builtIn) return builtInRank(a.id) - builtInRank(b.id);
  return a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
}

/** The templates that are not hidden, favorites first (see compareTemplates). */
export function visibleTemplates(list: readonly LibraryTemplate[]): LibraryTemplate[] {
  return list.filter((t) => !t.hidden).sort(compareTemplates);
}

/** The hidden templates, in the same order. */
export function hiddenTemplates(list: readonly LibraryTemplate[]): LibraryTemplate[] {
  return list.filter((t) => t.hidden).sort(compareTemplates);
}

/**
 * At least one template stays visible: true when hiding, deleting or resetting `id` would
 * leave no visible template (the action must then be refused with 'Cannot delete, reset or
 * hide the last visible note template').
 */
export function lastVisibleGuard(list: readonly LibraryTemplate[], id: string): boolean {
  return !list.some((t) => !t.hidden && t.id !== id);
}

/** A change the clinician makes to one template. */
export type TemplateChange =
  | { kind: 'favorite'; favorite: boolean }
  | { kind: 'hidden'; hidden: boolean }
  /** `language`: the one the form showed the built-in in (see nextTemplateDoc). */
  | { kind: 'edit'; content: TemplateContent; language: NoteTemplateLanguage }
  | { kind: 'reset' };

/** Trims the clinician's text: title and headings trimmed, empty headings dropped, prompt trimmed. */
export function cleanContent(content: TemplateContent): TemplateContent {
  return {
    title: content.title.trim(),
    sections: content.sections.map((s) => s.trim()).filter((s) => s.length > 0),
    prompt: content.prompt.trim(),
  };
}

/**
 * A built-in's edited content as its override keeps it: only the fields that differ from
 * the built-in in `language`, so a title-only edit leaves the sections and prompt following
 * the note language. An edit back to the default removes the field.
 */
function builtInEdit(id: NoteTemplateId, content: TemplateContent, language: NoteTemplateLanguage): Partial<TemplateContent> {
  const template = NOTE_TEMPLATES.find((t) => t.id === id);
  const clean = cleanContent(content);
  if (!template) return clean;
  const defaults = template.sections.map((section) => section.title[language]);
  const sameSections = clean.sections.length === defaults.length && clean.sections.every((s, i) => s === defaults[i]);
  return {
    ...(clean.title === template.title[language] ? {} : { title: clean.title }),
    ...(sameSections ? {} : { sections: clean.sections }),
    ...(clean.prompt === template.prompt[language] ? {} : { prompt: clean.prompt }),
  };
}

/**
 * The document to store for template `id` after `change`, from the stored one (undefined
 * for a built-in never touched). Resetting a custom template is not a thing: it throws,
 * as does any change to a custom template that is not stored.
 */
export function nextTemplateDoc(
  id: string,
  stored: NoteTemplateDoc | null | undefined,
  change: TemplateChange,
  now: number,
): NoteTemplateDoc {
  if (isNoteTemplateId(id)) {
    const base: BuiltInOverrideDoc = stored && !stored.custom ? stored : { custom: false, favorite: false, hidden: false, updatedAt: now };
    switch (change.kind) {
      case 'favorite':
        return { ...base, favorite: change.favorite, updatedAt: now };
      case 'hidden':
        return { ...base, hidden: change.hidden, updatedAt: now };
      case 'edit':
        return {
          custom: false,
          favorite: base.favorite,
          hidden: base.hidden,
          ...builtInEdit(id, change.content, change.language),
          updatedAt: now,
        };
      case 'reset':
        return { custom: false, favorite: base.favorite, hidden: base.hidden, updatedAt: now };
    }
  }
  if (!stored || !stored.custom) throw new Error(`No custom template ${id}`);
  switch (change.kind) {
    case 'favorite':
      return { ...stored, favorite: change.favorite, updatedAt: now };
    case 'hidden':
      return { ...stored, hidden: change.hidden, updatedAt: now };
    case 'edit':
      return { ...stored, ...cleanContent(change.content), updatedAt: now };
    case 'reset':
      throw new Error('A custom template has no default to reset to');
  }
}

/** A new custom template: from scratch, from an uploaded note, or a copy of a built-in (`basedOn`). */
export function newCustomTemplateDoc(content: TemplateContent, basedOn: NoteTemplateId | null, now: number): CustomTemplateDoc {
  return { custom: true, ...cleanContent(content), favorite: false, hidden: false, basedOn, createdAt: now, updatedAt: now };
}

/**
 * Content proposed from outside (an uploaded note's answer) cut to the limits, so the edit
 * form opens with something it can save: title and headings trimmed and shortened, at most
 * 20 non-empty headings, the prompt shortened.
 */
export function fitContent(content: TemplateContent): TemplateContent {
  const cut = (s: string, max: number) => s.trim().slice(0, max).trim();
  return {
    title: cut(content.title, titleMax),
    sections: content.sections
      .map((s) => cut(s, sectionMax))
      .filter((s) => s.length > 0)
      .slice(0, sectionsMax),
    prompt: cut(content.prompt, promptMax),
  };
}

/** The id of a template in the clinician's library: a built-in id or a custom template's id. */
export const libraryTemplateIdSchema = z.string().refine((id) => isNoteTemplateId(id) || isCustomTemplateId(id), 'Unknown note template');
