// A note as plain text, the one way the product writes it: the site's copy and .txt download,
// the text the exports send to a clinic's system, and the offline writer's text (command line,
// benchmarks). The title in capitals and a blank line, then each heading with its items under
// it ("Label: text" when an item has a label, "- " before each item unless asked otherwise), a
// blank line between sections. A French note follows French typography: a space before : ; ! ?
// and inside « » (an ordinary space, as the notes are written; one already there is kept).
// When the clinician accepted diagnosis codes, a last section lists them ("Diagnoses", one
// "code — description" a line, in the order accepted; the descriptions stay in the code set's English).
import type { NoteItem, NoteSection } from './notes';

/** One item as the renderer reads it: an optional label and its text (the note's item, ./notes.ts). */
export type NoteTextItem = NoteItem;

/** One section as the renderer reads it: the note's section, its items read only. */
export type NoteTextSection = Omit<NoteSection, 'items'> & { items: ReadonlyArray<NoteTextItem> };

export type NoteTextLanguage = 'en' | 'fr';

export interface NoteTextOptions {
  /** The first line, written in capitals; without it the text opens with the first heading. */
  title?: string;
  /** The note's language: 'fr' writes French punctuation. English when absent. */
  language?: NoteTextLanguage;
  /** "- " before each item (the default); false writes the items as bare lines. */
  bullets?: boolean;
  /** The diagnosis codes the clinician accepted: written as a last "Diagnoses" section. */
  codes?: ReadonlyArray<NoteTextCode>;
}

/** A diagnosis code as the renderer writes it. */
export interface NoteTextCode {
  code: string;
  description: string;
}

/** The heading of the accepted codes' section. */
export const DIAGNOSES_HEADING: Record<NoteTextLanguage, string> = { en: 'Diagnoses', fr: 'Diagnostics' };

/** The note's sections, followed by a "Diagnoses" section when codes were accepted ("K52.9 — Noninfective gastroenteritis..."). */
export function withDiagnoses(
  sections: ReadonlyArray<NoteTextSection>,
  codes: ReadonlyArray<NoteTextCode> | undefined,
  language: NoteTextLanguage = 'en',
): NoteTextSection[] {
  if (!codes?.length) return [...sections];
  const content = codes.map((c) => ({ title: '', body: `${c.code} — ${c.description}` }));
  return [...sections, { title: DIAGNOSES_HEADING[language], items: content }];
}

/**
 * French punctuation: a space before ; : ! ? that close a word (not inside 10:30 or https://)
 * and inside « ». Spaces already there, ordinary or non-breaking, are kept as they are.
 */
export function frenchPunctuation(text: string): string {
  return text
    .replace(/([^\s;:!?«([])([;:!?]+)(?=\s|$|[»)\]])/gu, '$1 $2')
    .replace(/«(?=\S)/gu, '« ')
    .replace(/(?<=\S)»/gu, ' »');
}

/** What is written between an item's label and its text: ": ", or " : " in French. */
/** The list number before an item's text ("1. ", "2) "): layout, as a bullet is, not something the note states. */
export const listNumberLength = (body: string): number => /^\s*\d{1,2}[.)]\s+/.exec(body)?.[0].length ?? 0;

/** True when every item of a section is numbered: the list is drawn without bullets (the numbers are the items' own). */
export const isNumberedList = (bodies: readonly string[]): boolean =>
  bodies.length > 0 && bodies.every((body) => listNumberLength(body) > 0);

export const labelSeparator = (language: NoteTextLanguage = 'en') => (language === 'fr' ? ' : ' : ': ');

/** One item as a line of text, without its bullet: "Label: text", or the text alone. */
export function noteItemText(item: NoteTextItem, language: NoteTextLanguage = 'en'): string {
  const line = `${item.title ? `${item.title}${labelSeparator(language)}` : ''}${item.body}`.trimEnd();
  return language === 'fr' ? frenchPunctuation(line) : line;
}

/** One section's items, one line each ("- " before each unless `bullets` is false), without its heading. */
export function noteSectionText(section: NoteTextSection, options: Pick<NoteTextOptions, 'language' | 'bullets'> = {}): string {
  const bullet = options.bullets === false ? '' : '- ';
  return section.items.map((item) => `${bullet}${noteItemText(item, options.language)}`).join('\n');
}

/** The note as plain text, ending with one newline. */
export function noteText(sections: ReadonlyArray<NoteTextSection>, options: NoteTextOptions = {}): string {
  const language = options.language ?? 'en';
  const lines: string[] = [];
  const title = options.title?.trim();
  if (title) lines.push((language === 'fr' ? frenchPunctuation(title) : title).toLocaleUpperCase(language), '');
  for (const section of withDiagnoses(sections, options.codes, language)) {
    lines.push(language === 'fr' ? frenchPunctuation(section.title) : section.title);
    if (section.items.length) lines.push(noteSectionText(section, options));
    lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}

/** Several notes, each with its title, one after the other with a blank line between. */
export function notesText(
  notes: ReadonlyArray<{
    sections: ReadonlyArray<NoteTextSection>;
    title: string;
    language?: NoteTextLanguage;
    codes?: ReadonlyArray<NoteTextCode>;
  }>,
  options: Pick<NoteTextOptions, 'bullets'> = {},
): string {
  return notes
    .map((note) => noteText(note.sections, { ...options, title: note.title, language: note.language, codes: note.codes }))
    .join('\n');
}
