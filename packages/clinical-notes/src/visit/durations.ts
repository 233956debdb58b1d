// Durations said in a clause ("for the last 3 days", "in three to four days", "a fortnight"):
// a lead word, a number (or a range of two), a unit. The words are data per language.
import type { Lang } from '../language';
import type { Sentence } from '../nlp/tokens';
import { spokenText } from '../nlp/tokens';
import { phraseKeys } from '../nlp/analyse';
import durationsEn from '../../lexicon/en/durations.json';
import durationsFr from '../../lexicon/fr/durations.json';

interface DurationWords {
  numbers: string[];
  units: string[];
  leads: string[];
  /** Leads that make the phrase whole ("for", "in"); another is put before the rest ("the last three days"). */
  prepositions: string[];
  defaultPreposition: string;
}
const WORDS: Record<Lang, DurationWords> = { en: durationsEn, fr: durationsFr };
const RANGE = new Set(['to', 'or', '-', 'à', 'ou']);

/** The words as the tokens' keys ("trois" is keyed "troi", "days" "day"). */
const keyed = new Map<Lang, { numbers: Set<string>; units: Set<string>; leads: string[][] }>();
function keysOf(lang: Lang) {
  let k = keyed.get(lang);
  if (!k) {
    const words = WORDS[lang];
    k = {
      numbers: new Set(words.numbers.flatMap((w) => phraseKeys(w, lang))),
      units: new Set(words.units.flatMap((w) => phraseKeys(w, lang))),
      leads: words.leads.map((l) => phraseKeys(l, lang)),
    };
    keyed.set(lang, k);
  }
  return k;
}

/** A duration as a note writes it after a verb: "for the last three days", "in a week". */
export function durationPhrase(duration: string, lang: Lang): string {
  const words = WORDS[lang];
  const first = duration.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return words.prepositions.includes(first) ? duration : `${words.defaultPreposition} ${duration}`;
}

/** The first duration in tokens [from, to) of the sentence, as said; undefined when none. */
export function durationIn(sentence: Sentence, lang: Lang, from = 0, to = sentence.tokens.length): string | undefined {
  const words = keysOf(lang);
  const isNumber = (key: string) => /^\d+(\.\d+)?$/.test(key) || words.numbers.has(key);
  const t = sentence.tokens;
  for (let i = from; i < to; i += 1) {
    if (t[i].skip || !words.units.has(t[i].key)) continue;
    // Walk back over the number (or "three to four"), then a lead word if there is one.
    let start = i;
    if (start - 1 >= from && isNumber(t[start - 1].key)) start -= 1;
    else if (t[i].key !== 'fortnight') continue;
    // "four times a day" is how often, not how long.
    if (['time', 'per'].includes(t[start - 1]?.key ?? '')) continue;
    if (start - 2 >= from && RANGE.has(t[start - 1].key) && isNumber(t[start - 2].key)) start -= 2;
    const lead = words.leads.find((parts) => parts.every((p, k) => t[start - parts.length + k]?.key === p));
    if (lead) start -= lead.length;
    return spokenText(sentence, Math.max(from, start), i + 1);
  }
  return undefined;
}
