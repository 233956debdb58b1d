// The parts of a note an instruction names: a section by its heading (as the clinician says
// it: "the plan", "ROS", "l'évaluation"), the sentences of its items, and what a note states
// that no instruction but removing a section may lose (its medications and numbers).
import { escapeRegExp } from '../text/phrases';
import { findMedications } from '../lexicon/terms/medications';
import { fold } from '../text/fold';
import { splitSentences } from '../transcript/parse';

/** One item of a section: an optional label and its text (the app's note shape: NoteItem in functions/src/shared/notes.ts). */
export interface InstructionItem {
  title: string;
  body: string;
}

/** One section of a note under its heading. */
export interface InstructionSection {
  title: string;
  items: InstructionItem[];
}

/** Short names clinicians give sections, and the words of the heading they mean. */
const ALIASES: Record<string, string> = {
  ros: 'review of systems',
  hpi: 'history of present illness',
  pmh: 'past medical history',
  'a&p': 'assessment and plan',
  'a/p': 'assessment and plan',
  cc: 'chief complaint',
  exam: 'examination',
  examen: 'examen',
  hma: 'histoire de la maladie actuelle',
};

const ARTICLES = /^(?:the|le|la|les|l'|du|de la|des|au|aux|a la|a l'|dans la|dans le)\s*/;

/** A heading or a name of one, compared: folded, without article or the word "section". */
export function headingKey(text: string): string {
  const plain = fold(text)
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}&/' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(ARTICLES, '')
    .replace(/^section\s+|\s+section$/g, '')
    .trim();
  return ALIASES[plain] ?? plain;
}

/** The index of the section `name` names: the heading said in full, or the only one holding its words; -1 when none or several. */
export function sectionIndex(sections: readonly InstructionSection[], name: string): number {
  const key = headingKey(name);
  if (!key) return -1;
  const keys = sections.map((s) => headingKey(s.title));
  const exact = keys.indexOf(key);
  if (exact >= 0) return exact;
  const words = new RegExp(`(?:^|\\s)${escapeRegExp(key)}(?:\\s|$)`);
  const holding = keys.flatMap((k, i) => (words.test(k) ? [i] : []));
  return holding.length === 1 ? holding[0] : -1;
}

/** The sentences of a text, in order. */
export const sentencesOf = (text: string): string[] => splitSentences(text).map((s) => text.slice(s.start, s.end));

/** The text of a note, every heading, label and item, for the checks. */
export const noteWords = (sections: readonly InstructionSection[]): string =>
  sections.map((s) => [s.title, ...s.items.map((c) => `${c.title} ${c.body}`)].join('\n')).join('\n');

/** The medications (lower case) and numbers a text states. */
export function factsOf(text: string): Set<string> {
  const facts = new Set<string>();
  for (const m of findMedications(text)) facts.add(`med:${m.name.toLowerCase()}`);
  for (const n of text.matchAll(/\d+(?:[.,]\d+)?/g)) facts.add(`num:${n[0].replace(',', '.')}`);
  return facts;
}

/** The facts of `before` missing from `after` (none: every medication and number is kept). */
export function factsLost(before: readonly InstructionSection[], after: readonly InstructionSection[]): string[] {
  const kept = factsOf(noteWords(after));
  return [...factsOf(noteWords(before))].filter((f) => !kept.has(f));
}

/** A sentence as a note writes it: a capital first, a full stop last. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed[0].toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?…»)]$/.test(capital) ? capital : `${capital}.`;
}
