// A clinician's note is written in shorthand ("3/7 hx of SOB", "PMH: HTN", "Imp: viral URTI",
// "Review in 1/52"): read as the words it stands for, so the note states what it names.
// Used to read a note only; the note shown keeps its own words. The shorthand is data:
// lexicon/<lang>/shorthand.json.
import type { Lang } from '../language';
import shorthandEn from '../../lexicon/en/shorthand.json';
import shorthandFr from '../../lexicon/fr/shorthand.json';

interface ShorthandTable {
  /** Shorthand written in capitals, matched as written ("MI", not "mi"). */
  capitals: Record<string, string>;
  /** Shorthand in any case ("sx", "Abx", "Imp"). */
  anyCase: Record<string, string>;
  /** "3/7", "2/52", "6/12": days, weeks and months as a clinician writes them. */
  periods: Record<string, string>;
  /** A time written with its unit's letter after the number ("3-5d", "1w", "2wks", "48hrs"). */
  units: Record<string, string>;
}
const TABLES: Record<Lang, ShorthandTable> = { en: shorthandEn, fr: shorthandFr };
const PERIOD = /\b(\d{1,2})\/(7|52|12|24)\b/g;
const UNIT = /\b(\d{1,3})(d|w|wks?|hrs?|h|j|sem)\b/g;
const TOKEN = /[\p{L}\p{N}]+(?:\/[\p{L}]+)?/gu;

/** What one word of a note stands for, when it is shorthand ("JVD": "jugular venous distention"); null otherwise. */
export function shorthandOf(word: string, lang: Lang): string | null {
  return TABLES[lang].capitals[word] ?? TABLES[lang].anyCase[word.toLowerCase()] ?? null;
}

/** The note's text with its shorthand written out. */
export function expandShorthand(text: string, lang: Lang): string {
  return text
    .replace(PERIOD, (m, n: string, unit: string) => `${n} ${TABLES[lang].periods[unit] ?? m}`)
    .replace(UNIT, (m, n: string, unit: string) => (TABLES[lang].units[unit] ? `${n} ${TABLES[lang].units[unit]}` : m))
    .replace(TOKEN, (token) => {
      const one = (word: string) => shorthandOf(word, lang);
      // "SOB/chest pain": each side of the slash is a word of its own, unless the whole is one ("N/V").
      return (
        one(token) ??
        token
          .split('/')
          .map((word) => one(word) ?? word)
          .join('/')
      );
    });
}
