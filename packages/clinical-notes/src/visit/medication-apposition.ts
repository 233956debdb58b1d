// A medication named again by its class, beside it ("diclofenac, which is an anti-inflammatory
// painkiller, fifty milligrams three times a day"; "some anti-sickness tablets, prochlorperazine"):
// one medication, not three. The class is no item of its own, and the dosing said after the
// class is the medication's.
import type { Lang } from '../language';
import type { Mention, ReadSentence } from './read-sentences';
import dosingEn from '../../rules/en/dosing.json';
import dosingFr from '../../rules/fr/dosing.json';

/** Words that may lie between them, where the tagger gives no part of speech: rules/<lang>/dosing.json `apposition`. */
const BETWEEN_WORDS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(dosingEn.apposition.words),
  fr: new Set(dosingFr.apposition.words),
};

/** How many tokens may lie between a medication and its class said beside it ("diclofenac | , which is an | anti-inflammatory"). */
const APPOSITION_REACH = 5;
/** Parts of speech that may lie between them: punctuation, "which", "is", "an", "the". No verb, no "and", no "or", no "than". */
const BETWEEN_POS = new Set(['PUNCT', 'PRON', 'AUX', 'DET', 'ADJ']);

function besideEachOther(s: ReadSentence, a: Mention, b: Mention, lang: Lang): boolean {
  const [first, second] = a.from < b.from ? [a, b] : [b, a];
  if (second.from < first.to || second.from - first.to > APPOSITION_REACH) return false;
  return s.tokens
    .slice(first.to, second.from)
    .every((t) => t.skip || !/[\p{L}\p{N}]/u.test(t.text) || BETWEEN_POS.has(t.pos ?? '') || BETWEEN_WORDS[lang].has(t.text.toLowerCase()));
}

/** The mentions of a sentence's medications, each class said beside a medication of it mapped to that medication. */
export function classesInApposition(s: ReadSentence, meds: readonly Mention[], lang: Lang): Map<Mention, Mention> {
  const named = new Map<Mention, Mention>();
  const sorted = [...meds].sort((a, b) => a.from - b.from);
  for (const member of sorted) {
    if (named.has(member)) continue;
    // Chained: "diclofenac, which is an anti-inflammatory | painkiller": each class beside the last one taken.
    for (const direction of [1, -1] as const) {
      let last = member;
      const line = direction === 1 ? sorted.filter((m) => m.from > member.from) : sorted.filter((m) => m.from < member.from).reverse();
      for (const other of line) {
        if (named.has(other) || !member.concept.classes?.includes(other.concept.id) || !besideEachOther(s, last, other, lang)) break;
        named.set(other, member);
        last = other;
      }
    }
  }
  return named;
}

/** Where the words naming a medication end, its class said after it included ("diclofenac, which is an anti-inflammatory painkiller"). */
export function namedTo(member: Mention, apposed: ReadonlyMap<Mention, Mention>): number {
  let to = member.to;
  for (const [klass, of] of apposed) if (of === member && klass.from > member.from) to = Math.max(to, klass.to);
  return to;
}
