// "Shorter": the sentences the note can do without are dropped, the least necessary first: a
// sentence whose clinical statements, medications and numbers other sentences of the note
// state as well (a restatement, small talk). The evidence check's reading of a note
// (./check/note-statements) says what each sentence states. A sentence of a plan-like section
// that states nothing the reader knows is kept (advice is not in the lexicon); a section keeps
// at least one sentence. When nothing can go, short items of a section are merged into one.
// Given the evidence check's verdict on each sentence, the ones it does not find supported go
// first, and a supported one goes only while the note's supported share does not fall.
import type { Lang } from '../language';
import { statementsOf } from '../check/note-statements';
import { fold } from '../text/fold';
import { factsOf, sentencesOf, type InstructionSection } from './note-parts';

/** Items shorter than this (characters) are merged when nothing can be dropped. */
const SHORT_ITEM = 90;
/** Headings of the sections whose unread sentences are kept (advice, next steps). */
const KEEP_UNREAD = /plan|next steps|prochaines|recommand|recommend|follow|suivi|request|demande|goals|objectifs|home/;

interface Sentence {
  section: number;
  item: number;
  text: string;
  /** What it states: concepts with their assertion, medications, numbers. */
  info: Set<string>;
  dropped: boolean;
  /** The evidence check found it supported (undefined: not known). */
  supported: boolean | undefined;
}

/** The evidence check's verdict on a sentence of the note: supported or not (undefined when not checked). */
export type SentenceSupport = (sentence: string) => boolean | undefined;

function readInfo(text: string, lang: Lang): Set<string> {
  const info = factsOf(text);
  for (const s of statementsOf(text, lang)) info.add(`${s.concept.id}:${s.assertion}`);
  return info;
}

/** The note without the sentences other sentences make unnecessary; null when none is. */
function dropRestatements(sections: readonly InstructionSection[], lang: Lang, support: SentenceSupport): InstructionSection[] | null {
  const sentences: Sentence[] = sections.flatMap((section, s) =>
    section.items.flatMap((item, i) =>
      // A labelled item ("Chief complaint: ...") is part of the template's shape: kept whole.
      item.title
        ? []
        : sentencesOf(item.body).map((text) => ({
            section: s,
            item: i,
            text,
            info: readInfo(text, lang),
            dropped: false,
            supported: support(text),
          })),
    ),
  );
  // The supported share of the note as it was, over every sentence (labelled items too).
  const all = sections.flatMap((section) => section.items.flatMap((item) => sentencesOf(item.body)));
  let count = all.length;
  let supported = all.filter((text) => support(text) === true).length;
  const share = count ? supported / count : 1;
  // Unsupported first, then least information first: a sentence stating little is the first to go.
  const order = [...sentences].sort((a, b) => Number(a.supported === true) - Number(b.supported === true) || a.info.size - b.info.size);
  for (const sentence of order) {
    if (sentence.supported === true && (count <= 1 || (supported - 1) / (count - 1) < share)) continue;
    const keepUnread = KEEP_UNREAD.test(fold(sections[sentence.section].title));
    if (sentence.info.size === 0 && keepUnread) continue;
    const left = sentences.filter((o) => o !== sentence && !o.dropped);
    if (!left.some((o) => o.section === sentence.section)) continue;
    const elsewhere = new Set(left.flatMap((o) => [...o.info]));
    if (![...sentence.info].every((i) => elsewhere.has(i))) continue;
    sentence.dropped = true;
    count -= 1;
    if (sentence.supported === true) supported -= 1;
  }
  if (!sentences.some((s) => s.dropped)) return null;
  return sections.map((section, s) => ({
    ...section,
    items: section.items.flatMap((item, i) => {
      if (item.title) return [item];
      const kept = sentences.filter((x) => x.section === s && x.item === i && !x.dropped).map((x) => x.text);
      return kept.length ? [{ ...item, body: kept.join(' ') }] : [];
    }),
  }));
}

/** Runs of short unlabelled items of a section merged into one; null when there are none. */
function mergeShort(sections: readonly InstructionSection[]): InstructionSection[] | null {
  let merged = false;
  const next = sections.map((section) => {
    const content: InstructionSection['items'] = [];
    for (const item of section.items) {
      const last = content[content.length - 1];
      const short = (text: string) => text.length < SHORT_ITEM;
      if (last && !last.title && !item.title && short(item.body) && short(last.body)) {
        content[content.length - 1] = { ...last, body: `${last.body} ${item.body}` };
        merged = true;
      } else content.push(item);
    }
    return { ...section, items: content };
  });
  return merged ? next : null;
}

/** The note made shorter, or null when there is nothing it can do without. */
export function shortenNote(
  sections: readonly InstructionSection[],
  lang: Lang,
  support: SentenceSupport = () => undefined,
): InstructionSection[] | null {
  return dropRestatements(sections, lang, support) ?? mergeShort(sections);
}
