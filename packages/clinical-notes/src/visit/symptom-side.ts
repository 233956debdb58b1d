// The side a symptom of a body part is said on: a side word inside its words or just beside
// them, "my right knee has been hurting" (before the part in English), "j'ai mal au genou
// droit" (after it in French). The words and the side each names are rules/<lang>/exam.json
// `sides.sideOf`.
import { perLanguage, type Lang } from '../language';
import { partOfSymptom } from '../lexicon/lexicon';
import { fold } from '../text/fold';
import { capital } from '../text/words';
import type { SymptomAttributes } from './model';
import type { Mention, ReadSentence } from './read-sentences';
import examEn from '../../rules/en/exam.json';
import examFr from '../../rules/fr/exam.json';

type Side = NonNullable<SymptomAttributes['side']>;

const SIDE_WORDS: Record<Lang, Record<string, string>> = { en: examEn.sides.sideOf, fr: examFr.sides.sideOf };

const sideWords = perLanguage((lang) => new Map(Object.entries(SIDE_WORDS[lang]).map(([w, side]) => [fold(w), side as Side])));

/**
 * The side a mention of a symptom is said on, and the word it was said with: a side word beside
 * the part it is of, the part said nearest it in its sentence; none where no side word is there.
 */
export function sideOfMention(s: ReadSentence, m: Mention, lang: Lang): { side: Side; said: string } | undefined {
  const partId = partOfSymptom(m.concept)?.part;
  if (partId === undefined) return undefined;
  const distance = (p: Mention) => Math.abs(p.from - m.from);
  const part = s.mentions.filter((p) => p.concept.id === partId).sort((a, b) => distance(a) - distance(b))[0];
  return part ? sideOfPart(s, part, lang) : undefined;
}

/** The side a mention of a body part is said on: one side word beside it ("the left elbow", "genou droit"); none where both are. */
export function sideOfPart(s: ReadSentence, part: Mention, lang: Lang): { side: Side; said: string } | undefined {
  const words = sideWords(lang);
  const found = new Map<Side, string>();
  for (let i = Math.max(0, part.from - 1); i < Math.min(s.tokens.length, part.to + 1); i += 1) {
    const side = words.get(fold(s.tokens[i].text));
    if (side && !found.has(side)) found.set(side, s.tokens[i].text.toLowerCase());
  }
  // Both sides said around one part ("left or right knee"): which one it is, the words do not tell.
  if (found.size !== 1) return undefined;
  const [[side, said]] = [...found];
  return { side, said };
}

/**
 * A text naming a part on one side written with the side the visit holds instead: each side
 * word of another side than `side` is replaced by `said` ("Right knee pain." with the left side
 * said: "Left knee pain."), in the case it was written.
 */
export function withSide(text: string, side: Side, said: string, lang: Lang): string {
  const words = sideWords(lang);
  return text.replace(/\p{L}+/gu, (word) => {
    const other = words.get(fold(word));
    if (!other || other === side) return word;
    return word[0] === word[0].toUpperCase() ? capital(said) : said;
  });
}
