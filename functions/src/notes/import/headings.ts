// The structure of an uploaded note: its title and its section headings, in order.
//
// Headings are found in tiers, from the most explicit to the most guessed:
//   1. the file's own structure: Word heading styles (h1–h6), markdown '#', PDF lines in a
//      larger font than the body text;
//   2. typographic conventions: bold-only paragraphs (Word, markdown **...**), ALL-CAPS lines,
//      lines ending with ':' ("History:", "Plan: ______"), numbered headings ("1. History"
//      followed by its text, not by the next numbered line);
//   3. short title-case lines followed by their text ("Plan" then a paragraph), bulleted
//      lines ending with ':';
//   4. inline labels at the start of a line ("Subjective: reports ...").
// The first tier that gives at least two sections is used together with the tiers above it
// (a Word file with heading styles is not also cut at its bold labels). Administrative fields
// ("Name:", "Date:", "Signature: ____") are not sections. The title (Word's Title style, or a
// first line that is clearly the title: followed directly by a heading, a higher heading
// level or larger font than the sections, or the file's own name) is not a section; when the
// document has no title line, its file name is the title. Sections are de-duplicated (case
// and accents aside) and kept in order, at most 20 (the deepest levels go first).
//
// Fallback: a document without recognisable headings gets the SOAP note's sections
// (the default template, SOAP: Subjective, Objective, Assessment, Plan; in French for a French
// document), and `found` is false.
import { detectLanguage } from '@clinicscribe/clinical-notes';
import { NOTE_IMPORT_MAX_SECTIONS, NOTE_IMPORT_SECTION_MAX_CHARS, NOTE_IMPORT_TITLE_MAX_CHARS } from '../../shared/note-import';
import { DEFAULT_NOTE_TEMPLATE, noteTemplate } from '../../shared/note-templates';
import type { TextBlock } from '../../providers/files/blocks';

export type NoteLanguage = 'en' | 'fr';
/** How the document's text is written: mostly bullet points, mostly sentences, or no telling. */
export type NoteWritingStyle = 'bullets' | 'prose' | 'mixed' | 'unknown';

export interface NoteStructure {
  title: string;
  sections: string[];
  /** False when the document had no headings: `sections` are then the SOAP note's. */
  found: boolean;
  language: NoteLanguage;
  style: NoteWritingStyle;
}

/** A PDF line at least this much larger than the body text reads as a heading. */
export const PDF_HEADING_SCALE = 1.15;

type Tier = 1 | 2 | 3 | 4;

interface Candidate {
  index: number;
  tier: Tier;
  /** The heading as written, without its markers (#, **, numbering, trailing colon). */
  text: string;
  /** Depth: Word or markdown heading level 1–6; 7–9 for the lesser tiers. */
  depth: number;
}

interface Markers {
  text: string;
  hashes: number;
  bold: boolean;
  bullet: boolean;
  numbered: boolean;
}

const SENTENCE_END = /[.!?;,]$/;
const BULLET = /^(?:[-*+•◦▪▫‣∙·–—]|\(?[a-z]\))\s+/u;
const NUMBERED = /^(?:\d{1,2}(?:\.\d{1,2})+\.?|(?:\d{1,2}|[IVXLivxl]{1,5}|[A-Za-z])[.)])\s+(?=\S)/;
const COLON_ENDED = /^([^:：]*?\S)\s*[:：]\s*(?:[_.…\-–]{2,}|\[\s*\]|\(\s*\))?\s*$/u;
const INLINE_LABEL = /^([^:：]{2,40}?)\s*[:：]\s+(\S.*)$/u;
const PAGE_NUMBER = /^(?:(?:page|p\.)\s*\d+(?:\s*(?:of|\/|de|sur)\s*\d+)?|\d{1,4}|[-–]\s*\d{1,4}\s*[-–])$/i;
const RULE_LINE = /^[\s_\-–—=*.·•]+$/u;

/** Field labels of a form's header or footer: not sections of the note. */
const ADMINISTRATIVE = new Set(
  [
    'name',
    'patient',
    'patient name',
    'client',
    'client name',
    'first name',
    'last name',
    'surname',
    'date',
    'date of birth',
    'dob',
    'd o b',
    'birth date',
    'age',
    'sex',
    'gender',
    'mrn',
    'id',
    'file number',
    'chart number',
    'health card',
    'health card number',
    'address',
    'phone',
    'telephone',
    'email',
    'e mail',
    'time',
    'date and time',
    'visit date',
    'provider',
    'clinician',
    'therapist',
    'physician',
    'doctor',
    'practitioner',
    'signature',
    'signed',
    'referred by',
    'insurance',
    'location',
    'nom',
    'prenom',
    'nom du patient',
    'date de naissance',
    'ddn',
    'age du patient',
    'sexe',
    'adresse',
    'telephone',
    'courriel',
    'heure',
    'medecin',
    'intervenant',
    'dossier',
    'no de dossier',
    'numero de dossier',
    'assurance maladie',
    'lieu',
  ].map(key),
);

/** Lower case, no accents, punctuation as spaces: how two headings are compared. */
function key(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const startsUpper = (text: string): boolean => /^[^\p{L}]*\p{Lu}/u.test(text);
const hasLetter = (text: string): boolean => /\p{L}/u.test(text);

/** No lower-case letter, and mostly letters (not "BP 120/80"). */
function isAllCaps(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const visible = text.replace(/\s/g, '').length;
  return letters >= 2 && !/\p{Ll}/u.test(text) && letters / visible >= 0.6;
}

/** Every word of four letters or more starts with a capital ("History of Present Illness"). */
function isTitleCase(text: string): boolean {
  return startsUpper(text) && text.split(/\s+/).every((word) => (word.match(/\p{L}/gu)?.length ?? 0) < 4 || startsUpper(word));
}

/** The line without its markdown heading marks, bold wrapper, bullet or numbering. */
function markers(raw: string): Markers {
  let text = raw.trim();
  let hashes = 0;
  let bold = false;
  let bullet = false;
  let numbered = false;
  const hash = /^(#{1,6})\s+(.*?)(?:\s+#+)?$/.exec(text);
  if (hash) {
    hashes = hash[1].length;
    text = hash[2];
  }
  if (BULLET.test(text)) {
    bullet = true;
    text = text.replace(BULLET, '');
  }
  const strong = /^(?:\*\*|__)(.+?)(?:\*\*|__)\s*([:：]?)\s*$/u.exec(text);
  if (strong && !/\*\*|__/.test(strong[1])) {
    bold = true;
    text = strong[1].trim() + strong[2];
  }
  if (NUMBERED.test(text)) {
    numbered = true;
    text = text.replace(NUMBERED, '');
  }
  return { text: text.trim(), hashes, bold, bullet, numbered };
}

/** A heading's text: markers and a trailing colon (with its blank to fill in) removed. */
function label(text: string): { label: string; colon: boolean } {
  const colon = COLON_ENDED.exec(text);
  return colon ? { label: colon[1].trim(), colon: true } : { label: text.replace(/\s*[-–—]\s*$/, '').trim(), colon: false };
}

function usable(text: string, maxWords: number): boolean {
  return hasLetter(text) && text.length <= NOTE_IMPORT_SECTION_MAX_CHARS && wordCount(text) <= maxWords;
}

/** Body text: a full sentence, a long line or a list item (what follows a heading). */
function isContent(block: TextBlock | undefined): boolean {
  if (!block) return false;
  const m = markers(block.text);
  return block.listItem === true || m.bullet || SENTENCE_END.test(m.text) || wordCount(m.text) >= 6 || /[:：]\s+\S/.test(m.text);
}

function classify(blocks: readonly TextBlock[], index: number): Candidate | null {
  const block = blocks[index];
  const m = markers(block.text);
  const { label: text, colon } = label(m.text);
  const next = blocks[index + 1];
  const administrative = ADMINISTRATIVE.has(key(text));
  const candidate = (tier: Tier, depth: number): Candidate => ({ index, tier, text, depth });

  if (usable(text, 12) && !SENTENCE_END.test(text)) {
    if (block.level) return candidate(1, block.level);
    if (m.hashes) return candidate(1, m.hashes);
    if ((block.scale ?? 1) >= PDF_HEADING_SCALE) return candidate(1, 6);
  }
  if (usable(text, 10) && !SENTENCE_END.test(text)) {
    if ((block.bold || m.bold) && !administrative) return candidate(2, 7);
    if (isAllCaps(text) && !(colon && administrative)) return candidate(2, 7);
    if (colon && !m.bullet && !block.listItem && wordCount(text) <= 8 && !administrative) return candidate(2, 7);
    if (m.numbered && !m.bullet && wordCount(text) <= 8 && startsUpper(text) && isContent(next) && !continuesList(block.text, next)) {
      return candidate(2, 7);
    }
  }
  if (usable(text, 6) && !SENTENCE_END.test(text) && !administrative) {
    if (colon && (m.bullet || block.listItem) && startsUpper(text)) return candidate(3, 8);
    const plain = !colon && !/[:：]/.test(text) && !m.bullet && !m.numbered && !block.listItem && text.length <= 60;
    if (plain && startsUpper(text) && (isTitleCase(text) || wordCount(text) <= 3) && isContent(next) && !classifyStrong(next))
      return candidate(3, 8);
  }
  const inline = INLINE_LABEL.exec(m.text);
  if (inline) {
    const name = inline[1].trim();
    if (usable(name, 5) && startsUpper(name) && !SENTENCE_END.test(name) && !ADMINISTRATIVE.has(key(name)))
      return { index, tier: 4, text: name, depth: 9 };
  }
  return null;
}

/** "1. Ibuprofen" then "2. ...": the next line carries on a numbered list (the first is an item, not a heading). */
function continuesList(line: string, next: TextBlock | undefined): boolean {
  const number = (text: string): number | null => {
    const match = /^\s*(\d{1,2})[.)]\s/.exec(text);
    return match ? Number(match[1]) : null;
  };
  const current = number(line);
  const following = next ? number(next.text) : null;
  if (current === null) return next !== undefined && markers(next.text).numbered;
  return following === current + 1;
}

/** Whether a block is a heading of tier 1 or 2 on its own look (for "followed by content"). */
function classifyStrong(block: TextBlock | undefined): boolean {
  if (!block) return false;
  const m = markers(block.text);
  const { label: text, colon } = label(m.text);
  if (!usable(text, 10) || SENTENCE_END.test(text)) return false;
  return Boolean(block.level || m.hashes || block.bold || m.bold || isAllCaps(text) || colon || (block.scale ?? 1) >= PDF_HEADING_SCALE);
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  return (space > max / 2 ? head.slice(0, space) : head).trim();
}

/** The file name as a title: no extension, separators as spaces. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const title = stem
    .replace(/[_]+/g, ' ')
    .replace(/\s+-\s+|(?<=\S)-(?=\S)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cut(title || 'Imported note', NOTE_IMPORT_TITLE_MAX_CHARS);
}

function writingStyle(blocks: readonly TextBlock[], headingIndexes: ReadonlySet<number>): NoteWritingStyle {
  const body = blocks.filter((_, index) => !headingIndexes.has(index));
  if (body.length < 3) return 'unknown';
  const bullets = body.filter((block) => block.listItem || markers(block.text).bullet || NUMBERED.test(block.text)).length;
  const share = bullets / body.length;
  return share >= 0.6 ? 'bullets' : share <= 0.2 ? 'prose' : 'mixed';
}

/** Which block is the title (-1: none) when the headings of tiers up to `tier` are used. */
function titleIndex(blocks: readonly TextBlock[], candidates: readonly Candidate[], fileName: string): number {
  const styled = blocks.findIndex((block) => block.title);
  if (styled >= 0) return styled;
  const first = blocks[0];
  const head = candidates.find((candidate) => candidate.index === 0);
  if (!head) {
    // A first line that is not a heading: the title when it reads like one.
    const text = markers(first.text).text;
    const fieldLike = INLINE_LABEL.test(text) || COLON_ENDED.test(text);
    return !fieldLike && hasLetter(text) && text.length <= NOTE_IMPORT_TITLE_MAX_CHARS && wordCount(text) <= 16 && !SENTENCE_END.test(text)
      ? 0
      : -1;
  }
  const others = candidates.filter((candidate) => candidate.index !== 0);
  if (others.length === 0) return -1;
  // Directly followed by a heading of the same rank or above (not by a sub-heading of its own).
  if (others[0].index === 1 && !isContent(blocks[1]) && others[0].depth <= head.depth) return 0;
  if (head.depth < Math.min(...others.map((candidate) => candidate.depth))) return 0;
  const scale = first.scale ?? 1;
  if (scale >= PDF_HEADING_SCALE && scale >= 1.1 * Math.max(...others.map((candidate) => blocks[candidate.index].scale ?? 1))) return 0;
  if (key(head.text) === key(titleFromFileName(fileName))) return 0;
  return -1;
}

/** The sections of `candidates`, de-duplicated, at most NOTE_IMPORT_MAX_SECTIONS (deepest levels dropped first). */
function sectionsOf(candidates: readonly Candidate[]): string[] {
  const seen = new Set<string>();
  let unique = candidates.filter((candidate) => {
    const k = key(candidate.text);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  while (unique.length > NOTE_IMPORT_MAX_SECTIONS) {
    const deepest = Math.max(...unique.map((candidate) => candidate.depth));
    if (unique.every((candidate) => candidate.depth === deepest)) break;
    unique = unique.filter((candidate) => candidate.depth !== deepest);
  }
  return unique.slice(0, NOTE_IMPORT_MAX_SECTIONS).map((candidate) => candidate.text);
}

/** The sections of the default note (SOAP), the fallback. */
export function fallbackSections(language: NoteLanguage): string[] {
  return noteTemplate(DEFAULT_NOTE_TEMPLATE).sections.map((section) => section.title[language]);
}

/** The title and sections of a document read by providers/files/extract-text.ts. */
export function findStructure(input: readonly TextBlock[], fileName: string): NoteStructure {
  const blocks = input.filter((block) => !PAGE_NUMBER.test(block.text.trim()) && !RULE_LINE.test(block.text));
  const language = detectLanguage(blocks.map((block) => block.text).join('\n'));
  const fallbackTitle = titleFromFileName(fileName);
  if (blocks.length === 0) {
    return { title: fallbackTitle, sections: fallbackSections(language), found: false, language, style: 'unknown' };
  }
  const all = blocks.map((_, index) => classify(blocks, index)).filter((candidate): candidate is Candidate => candidate !== null);

  let chosen: Candidate[] = [];
  let title = -1;
  for (const tier of [1, 2, 3, 4] as const) {
    const candidates = all.filter((candidate) => candidate.tier <= tier);
    const index = titleIndex(blocks, candidates, fileName);
    const sections = candidates.filter((candidate) => candidate.index !== index);
    if (sections.length >= 2 || (tier === 4 && sections.length > 0)) {
      chosen = sections;
      title = index;
      break;
    }
    if (tier === 4) title = index;
  }

  const titleText = title >= 0 ? label(markers(blocks[title].text).text).label : '';
  const sections = sectionsOf(chosen);
  const found = sections.length > 0;
  return {
    title: cut(titleText || fallbackTitle, NOTE_IMPORT_TITLE_MAX_CHARS),
    sections: found ? sections : fallbackSections(language),
    found,
    language,
    style: writingStyle(blocks, new Set([...chosen.map((candidate) => candidate.index), title])),
  };
}
