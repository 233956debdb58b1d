// How a medication is to be taken, said after its name ("meloxicam 15 milligrams once a day",
// "paracetamol, two tablets up to four times a day", "lisinopril to 20 mg daily"): the run of
// dose, unit, route and frequency words (lexicon/<lang>/dosing.json, one word each) and numbers, with the
// small words between them, from the name to the last such word of the clause.
import type { Lang } from '../language';
import { phraseKeys } from '../nlp/analyse';
import { spokenText, type Sentence } from '../nlp/tokens';
import dosingEn from '../../lexicon/en/dosing.json';
import dosingFr from '../../lexicon/fr/dosing.json';

const WORDS: Record<Lang, { words: string[]; numbers: string[]; leads: string[] }> = { en: dosingEn, fr: dosingFr };
/** Words the run may pass over between two dosing words ("two tablets up to four times"). */
const GAP = 2;

const keyed = new Map<Lang, { words: Set<string>; numbers: Set<string>; leads: Set<string> }>();
function keysOf(lang: Lang) {
  let k = keyed.get(lang);
  if (!k) {
    k = { words: new Set(WORDS[lang].words.flatMap((w) => phraseKeys(w, lang))), numbers: new Set(WORDS[lang].numbers.flatMap((w) => phraseKeys(w, lang))), leads: new Set(WORDS[lang].leads.flatMap((w) => phraseKeys(w, lang))) };
    keyed.set(lang, k);
  }
  return k;
}

const isNumber = (text: string) => /^\d+(?:[.,]\d+)?$/.test(text);

/** The dosing said from token `from` up to `to` (a clause's end), as said; undefined when none is. */
export function dosingAfter(s: Sentence, lang: Lang, from: number, to: number): string | undefined {
  const { words, numbers, leads } = keysOf(lang);
  const unit = (i: number) => words.has(s.tokens[i].key);
  const dosing = (i: number) => unit(i) || isNumber(s.tokens[i].text) || numbers.has(s.tokens[i].key);
  let start = from;
  // Punctuation and lead words may come first ("paracetamol, two tablets", "lisinopril to 20 mg").
  while (start < to && (s.tokens[start].skip || s.tokens[start].pos === 'PUNCT' || /^[,:;-]$/.test(s.tokens[start].text) || leads.has(s.tokens[start].key)) && !dosing(start)) start += 1;
  if (start >= to || !dosing(start)) return undefined;
  let last = start;
  let units = unit(start) ? 1 : 0;
  for (let i = start + 1; i < to && i - last <= GAP + 1; i += 1) {
    if (!dosing(i)) continue;
    last = i;
    if (unit(i)) units += 1;
  }
  // A number alone ("two") is no dosing: it needs a unit or a frequency.
  if (units === 0) return undefined;
  // Lead words before the run stay ("to 20 mg daily").
  let lead = start;
  while (lead > from && leads.has(s.tokens[lead - 1].key)) lead -= 1;
  return spokenText(s, lead, last + 1);
}
