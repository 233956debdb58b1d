// The sentences of a note, each under the heading of its section: from a note as the app
// holds it (sections and items) or as it exports it in plain text (a heading line, a blank
// line, then one item per line, "- " before each in the bullet style).
import type { NoteHeadings, NoteSection, NoteSectionId } from '../draft/types';
import { BODY_SYSTEM_TITLES } from '../lexicon/terms/symptoms';
import { splitSentences } from '../transcript/parse';

export interface NoteSentence {
  text: string;
  section: string;
  /** The template's section id when the heading is one of the templates' ("" otherwise). */
  sectionId: NoteSectionId | '';
}

export interface ReadSection {
  title: string;
  sectionId: NoteSectionId | '';
}

export interface ReadNote {
  sections: ReadSection[];
  sentences: NoteSentence[];
  /** Lines that title the items after them ("Depression", "Pelvic"), not checked as sentences: they still name what they title. */
  titles?: NoteSentence[];
}

const fold = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[:\s]+$/, '');

/** The headings of each list of templates, in both languages, with their section ids: built once a list. */
const knownHeadings = new WeakMap<NoteHeadings, Map<string, NoteSectionId>>();

/** Headings of every template, in both languages, with their section ids. */
function headingsOf(templates: NoteHeadings): Map<string, NoteSectionId> {
  let known = knownHeadings.get(templates);
  if (!known) {
    known = new Map<string, NoteSectionId>();
    for (const t of templates) for (const s of t.sections) for (const title of [s.title.en, s.title.fr]) known.set(fold(title), s.id);
    knownHeadings.set(templates, known);
  }
  return known;
}

/** The section id a heading names, if one of the templates has it. */
export function sectionIdOf(title: string, templates: NoteHeadings): NoteSectionId | '' {
  return headingsOf(templates).get(fold(title)) ?? '';
}

function sentencesOf(line: string, section: string, templates: NoteHeadings): NoteSentence[] {
  const sectionId = sectionIdOf(section, templates);
  return splitSentences(line).map((s) => ({ text: line.slice(s.start, s.end), section, sectionId }));
}

/** The body systems' names. */
const SYSTEM_TITLES = new Set(Object.values(BODY_SYSTEM_TITLES).flatMap((t) => [fold(t.en), fold(t.fr)]));
/** A body system's name, or one capitalised word without a full stop ("Pelvic", "Surgical"), titles the items after it. */
const isSystemTitle = (line: string) => SYSTEM_TITLES.has(fold(line)) || /^\s*\p{Lu}[\p{L}-]+\s*$/u.test(line);

/** Whether a line of an exported note is a heading. */
function isHeading(line: string, next: string | undefined, templates: NoteHeadings): boolean {
  const t = line.trim();
  if (t === '' || /^[-•*]\s/.test(t) || t.length > 60) return false;
  if (headingsOf(templates).has(fold(t))) return true;
  const letters = t.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 3 && letters === letters.toUpperCase() && t.split(/\s+/).length <= 8 && !/[.]$/.test(t)) return true;
  // "Plan:" alone on its line, or a short title-case line followed by a blank line.
  if (/^[\p{Lu}][^.:!?]{1,40}:$/u.test(t)) return true;
  return next !== undefined && next.trim() === '' && /^[\p{Lu}][\p{L} /&'’-]{1,40}$/u.test(t) && t.split(/\s+/).length <= 5;
}

/** A note exported as plain text, read back into sections and sentences (its headings by the templates'). */
export function readNoteText(text: string, templates: NoteHeadings): ReadNote {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const sections: ReadSection[] = [];
  const sentences: NoteSentence[] = [];
  const titles: NoteSentence[] = [];
  let section = '';
  lines.forEach((line, i) => {
    if (isHeading(line, lines[i + 1], templates)) {
      section = line.trim().replace(/\s*:$/, '');
      sections.push({ title: section, sectionId: sectionIdOf(section, templates) });
      return;
    }
    const item = line.replace(/^\s*(?:[-•*]|\d+[.)])\s+/, '');
    if (item.trim() === '') return;
    if (isSystemTitle(item)) titles.push({ text: item.trim(), section, sectionId: sectionIdOf(section, templates) });
    else sentences.push(...sentencesOf(item, section, templates));
  });
  return { sections, sentences, titles };
}

/** The length of a list number opening an item's text ("1. "), as the note's text writes it; 0 without one. */
export const listNumberLength = (body: string): number => /^\s*\d{1,2}[.)]\s+/.exec(body)?.[0].length ?? 0;

/** A note as the app holds it, read into sections and sentences (its headings by the templates'). */
export function readNoteSections(sections: readonly NoteSection[], templates: NoteHeadings, language: 'en' | 'fr' = 'en'): ReadNote {
  const colon = language === 'fr' ? ' : ' : ': ';
  return {
    sections: sections.map((s) => ({ title: s.title, sectionId: sectionIdOf(s.title, templates) })),
    sentences: sections.flatMap((s) =>
      s.items.flatMap((c) => {
        const body = c.body.slice(listNumberLength(c.body));
        return sentencesOf(c.title ? `${c.title}${colon}${body}` : body, s.title, templates);
      }),
    ),
  };
}
