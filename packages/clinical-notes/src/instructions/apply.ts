// An instruction applied to a note, offline: the note's sections in, the revised sections out,
// or the reason it was not applied. Every medication and number of the note is kept (only
// removing a section, as asked, may take some away); a change that would lose one is refused.
// Changing the note's language needs the writer (it writes the note again from the session):
// the answer says so, and the caller does it or says it cannot.
import { escapeRegExp } from '../text/phrases';
import type { Lang } from '../language';
import { asSentence, factsLost, factsOf, sectionIndex, sentencesOf, type InstructionItem, type InstructionSection } from './note-parts';
import { parseInstruction } from './parse';
import type { Instruction, NoteLayout } from './phrases';
import { shortenNote, type SentenceSupport } from './shorten';

/** Why an instruction was not applied. */
export type InstructionRefusal =
  'too-long' | 'unknown' | 'every-section' | 'no-section' | 'no-sentence' | 'several-sentences' | 'no-term' | 'keeps-facts' | 'no-change';

export type InstructionOutcome =
  | { status: 'applied'; instruction: Instruction; language: Lang; sections: InstructionSection[] }
  | { status: 'language'; instruction: Instruction & { kind: 'language' }; language: Lang }
  | { status: 'refused'; reason: InstructionRefusal; values?: Record<string, string> };

type Step = InstructionSection[] | { reason: InstructionRefusal; values?: Record<string, string> };

const refuse = (reason: InstructionRefusal, values?: Record<string, string>): Step => ({ reason, values });
const headings = (sections: readonly InstructionSection[]) => sections.map((s) => s.title).join(', ');
const noSection = (sections: readonly InstructionSection[], name: string) =>
  refuse('no-section', { section: name, sections: headings(sections) });
const NUMBERED = /^\d{1,2}[.)]\s+/;

/** The items of a section as sentences, one item each (a label stays on its first sentence). */
function asItems(content: readonly InstructionItem[]): InstructionItem[] {
  return content.flatMap((item) =>
    sentencesOf(item.body.replace(NUMBERED, '')).map((text, i) => ({
      title: i === 0 ? item.title : '',
      body: text,
    })),
  );
}

function laidOut(content: readonly InstructionItem[], layout: NoteLayout): InstructionItem[] {
  if (layout === 'prose') {
    const text = content
      .map((item) => asSentence(`${item.title ? `${item.title}: ` : ''}${item.body.replace(NUMBERED, '')}`))
      .filter(Boolean)
      .join(' ');
    return text ? [{ title: '', body: text }] : [];
  }
  const items = asItems(content);
  // A number comes first: a label is written after it, in the item's text ("1. Follow-up: ...").
  const labelled = (item: InstructionItem) => (item.title ? `${item.title}: ${item.body}` : item.body);
  return layout === 'numbered' ? items.map((item, i) => ({ title: '', body: `${i + 1}. ${labelled(item)}` })) : items;
}

/** `term` (and its plural) replaced by `by` everywhere, in the case it was written in. */
function replaceTerm(text: string, term: string, by: string): string {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(${term === 'patient' ? 'e?' : ''}s?)(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, (found: string, tail: string) => {
    const plural = tail.endsWith('s') && !/\s/.test(by) ? 's' : '';
    if (found.length > 1 && found === found.toLocaleUpperCase() && found !== found.toLocaleLowerCase())
      return `${by}${plural}`.toLocaleUpperCase();
    const capital = found[0] !== found[0].toLocaleLowerCase() && by[0] === by[0].toLocaleLowerCase();
    return `${capital ? by[0].toLocaleUpperCase() + by.slice(1) : by}${plural}`;
  });
}

function replaceEverywhere(sections: readonly InstructionSection[], from: string, to: string): Step {
  if (factsOf(from).size > 0) return refuse('keeps-facts');
  const swap = (text: string) => replaceTerm(text, from, to);
  const next = sections.map((s) => ({
    title: swap(s.title),
    items: s.items.map((c) => ({ title: swap(c.title), body: swap(c.body) })),
  }));
  return JSON.stringify(next) === JSON.stringify(sections) ? refuse('no-term', { term: from }) : next;
}

function moveSentence(sections: readonly InstructionSection[], sentence: string, to: string): Step {
  const target = sectionIndex(sections, to);
  if (target < 0) return noSection(sections, to);
  const wanted = sentence.toLocaleLowerCase();
  const found = sections.flatMap((section, s) =>
    section.items.flatMap((item, i) =>
      sentencesOf(item.body).flatMap((text) => (text.toLocaleLowerCase().includes(wanted) ? [{ s, i, text }] : [])),
    ),
  );
  if (found.length === 0) return refuse('no-sentence', { text: sentence });
  if (found.length > 1) return refuse('several-sentences', { text: sentence });
  const [{ s, i, text }] = found;
  if (s === target) return refuse('no-change');
  return sections.map((section, k) => {
    if (k === target) return { ...section, items: [...section.items, { title: '', body: text.replace(NUMBERED, '') }] };
    if (k !== s) return section;
    const content = section.items.flatMap((item, j) => {
      if (j !== i) return [item];
      const rest = sentencesOf(item.body)
        .filter((t) => t !== text)
        .join(' ');
      return rest ? [{ ...item, body: rest }] : [];
    });
    return { ...section, items: content };
  });
}

/** What the caller knows of the note: the evidence check's verdict on each sentence (shorten drops the unsupported first). */
export interface InstructionContext {
  support?: SentenceSupport;
}

function step(sections: readonly InstructionSection[], instruction: Instruction, lang: Lang, context: InstructionContext): Step {
  switch (instruction.kind) {
    case 'shorten':
      return shortenNote(sections, lang, context.support) ?? refuse('no-change');
    case 'layout': {
      const only = instruction.section === null ? null : sectionIndex(sections, instruction.section);
      if (only === -1) return noSection(sections, instruction.section ?? '');
      return sections.map((s, k) => (only === null || k === only ? { ...s, items: laidOut(s.items, instruction.layout) } : s));
    }
    case 'replace':
      return replaceEverywhere(sections, instruction.from, instruction.to);
    case 'remove-section': {
      const gone = instruction.sections.map((name) => ({ name, at: sectionIndex(sections, name) }));
      const missing = gone.find((g) => g.at < 0);
      if (missing) return noSection(sections, missing.name);
      const left = sections.filter((_, k) => !gone.some((g) => g.at === k));
      return left.length === 0 ? refuse('every-section') : left;
    }
    case 'rename-section': {
      const at = sectionIndex(sections, instruction.section);
      if (at < 0) return noSection(sections, instruction.section);
      const old = sections[at].title;
      const title =
        old === old.toLocaleUpperCase() && old !== old.toLocaleLowerCase() ? instruction.to.toLocaleUpperCase() : instruction.to;
      return sections.map((s, k) => (k === at ? { ...s, title } : s));
    }
    case 'move':
      return moveSentence(sections, instruction.sentence, instruction.section);
    case 'add': {
      const at = sectionIndex(sections, instruction.section);
      if (at < 0) return noSection(sections, instruction.section);
      const item = { title: '', body: asSentence(instruction.text) };
      return sections.map((s, k) => (k === at ? { ...s, items: [...s.items, item] } : s));
    }
    case 'language':
      return refuse('unknown');
  }
}

/** `text`, an instruction typed under a note written in `lang`, applied to its sections. */
export function applyInstruction(
  sections: readonly InstructionSection[],
  text: string,
  lang: Lang,
  context: InstructionContext = {},
): InstructionOutcome {
  const parsed = parseInstruction(text);
  if (!parsed.ok) return { status: 'refused', reason: parsed.reason };
  return applyParsed(sections, parsed.instruction, lang, parsed.language, context);
}

/** An instruction already read (a standing rule is one) applied to a note written in `lang`. */
export function applyParsed(
  sections: readonly InstructionSection[],
  instruction: Instruction,
  lang: Lang,
  language: Lang = lang,
  context: InstructionContext = {},
): InstructionOutcome {
  if (instruction.kind === 'language') {
    return instruction.language === lang ? { status: 'refused', reason: 'no-change' } : { status: 'language', instruction, language };
  }
  const result = step(sections, instruction, lang, context);
  if (!Array.isArray(result)) return { status: 'refused', ...result };
  if (JSON.stringify(result) === JSON.stringify(sections)) return { status: 'refused', reason: 'no-change' };
  if (instruction.kind !== 'remove-section' && factsLost(sections, result).length > 0) return { status: 'refused', reason: 'keeps-facts' };
  return { status: 'applied', instruction, language, sections: result };
}
