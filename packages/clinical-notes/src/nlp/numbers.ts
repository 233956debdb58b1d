// Numbers in speech and in notes: spoken number words (English and French) to values,
// rewriting them as digits where a note would ("five hundred milligrams" → "500 milligrams",
// "one thirty over eighty" → "130/80"), and the set of values a text contains, so that a
// note's numbers can be checked against its transcript whichever way each one is written.
import { wordClass } from '../text/phrases';
import unitsEn from '../../lexicon/en/units.json';
import unitsFr from '../../lexicon/fr/units.json';

const EN_UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const EN_TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const EN_TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

const FR_UNITS: Record<string, number> = {
  zéro: 0,
  zero: 0,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
};
const FR_TEENS: Record<string, number> = {
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
};
const FR_TENS: Record<string, number> = { vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60 };

type Kind = 'unit' | 'teen' | 'tens' | 'hundred' | 'thousand';

/** Every number word with its kind and value; English first where both languages have a word. */
const NUMBER_WORDS = new Map<string, { kind: Kind; value: number }>();
const addWords = (words: Record<string, number>, kind: Kind) => {
  for (const [w, value] of Object.entries(words)) if (!NUMBER_WORDS.has(w)) NUMBER_WORDS.set(w, { kind, value });
};
addWords(EN_UNITS, 'unit');
addWords(EN_TEENS, 'teen');
addWords(EN_TENS, 'tens');
addWords({ hundred: 100, cent: 100, cents: 100 }, 'hundred');
addWords({ thousand: 1000, mille: 1000 }, 'thousand');
addWords(FR_UNITS, 'unit');
addWords(FR_TEENS, 'teen');
addWords(FR_TENS, 'tens');

function wordKind(word: string): { kind: Kind; value: number } | null {
  return NUMBER_WORDS.get(word.toLowerCase()) ?? null;
}

/** A run of number words read as one value: how many words it spans. */
export interface SpokenNumber {
  value: number;
  words: number;
}

/**
 * Reads the number spoken by words[at...], if any. Handles compounds ("one hundred and
 * twenty", "quatre-vingt-dix", "twenty-five" split on hyphens beforehand), decimals
 * ("ninety eight point six") and the spoken vitals shorthand "one thirty" (130).
 */
export function readSpokenNumber(words: readonly string[], at: number): SpokenNumber | null {
  let total = 0;
  let current = 0;
  let last: Kind | 'and' | null = null;
  let used = 0;
  let i = at;
  if (/^(a|an)$/i.test(words[i] ?? '') && /^(hundred|thousand)$/i.test(words[i + 1] ?? '')) {
    current = 1;
    last = 'unit';
    i++;
    used++;
  }
  for (; i < words.length; i++) {
    const w = words[i].toLowerCase();
    if ((w === 'and' || w === 'et') && (last === 'hundred' || last === 'thousand' || last === 'tens') && wordKind(words[i + 1] ?? '')) {
      last = 'and';
      used++;
      continue;
    }
    const k = wordKind(w);
    if (!k) break;
    const fresh = last === null || last === 'hundred' || last === 'thousand' || last === 'and';
    if (k.kind === 'unit') {
      if (fresh) current += k.value;
      else if (last === 'tens' && current % 10 === 0) current += k.value;
      // "dix-sept" to "dix-neuf", "soixante-dix-huit", "quatre-vingt-dix-neuf": the French 17 to 19 after a ten.
      else if (last === 'teen' && words[i - 1].toLowerCase() === 'dix' && k.value >= 7) current += k.value;
      else break;
    } else if (k.kind === 'teen') {
      if (fresh || (last === 'tens' && (current % 100 === 60 || current % 100 === 80))) current += k.value;
      else if (last === 'unit' && current < 10 && current > 0) current = current * 100 + k.value;
      else break;
    } else if (k.kind === 'tens') {
      if (k.value === 20 && last === 'unit' && current % 100 === 4 && /^vingts?$/.test(w)) current += 76;
      else if (fresh) current += k.value;
      else if (last === 'unit' && current < 10 && current > 0) current = current * 100 + k.value;
      else break;
    } else if (k.kind === 'hundred') {
      if (last === null) current = 100;
      else if ((last === 'unit' || last === 'teen' || last === 'tens') && current < 100) current *= 100;
      else break;
    } else {
      if (last === 'thousand') break;
      total += (current || 1) * 1000;
      current = 0;
    }
    last = k.kind;
    used++;
  }
  if (used === 0 || last === 'and') return null;
  let value = total + current;
  if ((words[at + used] ?? '').toLowerCase() === 'point' || (words[at + used] ?? '').toLowerCase() === 'virgule') {
    const digits: number[] = [];
    let j = at + used + 1;
    while (j < words.length) {
      const k = wordKind(words[j]);
      if (!k || k.kind !== 'unit') break;
      digits.push(k.value);
      j++;
    }
    if (digits.length > 0) {
      value = Number(`${value}.${digits.join('')}`);
      used = j - at;
    }
  }
  return { value, words: used };
}

/** Words after which a number reads as a quantity ("5 days", "2 mg"), and before which as a value ("grade 3", "type 2"). */
const UNIT_AFTER = wordClass([...unitsEn.after.words, ...unitsFr.after.words]);
const UNIT_BEFORE = wordClass([...unitsEn.before.words, ...unitsFr.before.words]);

/** The words a compound number joins with hyphens: units, "dix" and tens of both languages, and the French "et". */
const NUMBER_WORD = `(?:${[
  ...new Set([
    ...Object.keys(EN_UNITS).filter((w) => w !== 'zero'),
    ...Object.keys(EN_TENS),
    ...Object.keys(FR_UNITS).filter((w) => FR_UNITS[w] > 0 && w !== 'une'),
    'dix',
    ...Object.keys(FR_TENS).filter((w) => w !== 'vingts'),
    'et',
  ]),
].join('|')})`;
/** Hyphens inside compound number words ("twenty-five", "quatre-vingt-dix") become spaces. */
const COMPOUND_HYPHEN = new RegExp(`\\b(${NUMBER_WORD})-(?=${NUMBER_WORD}\\b)`, 'gi');

/** The words of one digit, zero to nine, of both languages. */
const DIGIT_WORD = `(?:${[...Object.keys(EN_UNITS), ...Object.keys(FR_UNITS)].filter((w) => (EN_UNITS[w] ?? FR_UNITS[w]) < 10).join('|')})`;
/** Digits said one by one, joined by hyphens: a number said as its digits ("call one-one-one", "nine-nine-nine"). */
const DIGIT_RUN = new RegExp(`\\b${DIGIT_WORD}(?:-${DIGIT_WORD}){2,}\\b`, 'gi');
/** Three digits or more said with spaces between. */
const SPACED_DIGITS = new RegExp(`\\b${DIGIT_WORD}(?: ${DIGIT_WORD}){2,}\\b`, 'gi');

/**
 * Three digits or more said with spaces between, one of them twice running, written as their number: a number said as its
 * digits ("call nine nine nine" -> "call 999", "the Samaritans on one one six" -> "116"). Without a digit said twice
 * ("one two three") the words are left as they are.
 */
export const sameDigitRunsToNumbers = (text: string): string =>
  text.replace(SPACED_DIGITS, (run) => {
    const digits = run.split(' ').map((w) => String(wordKind(w)?.value ?? ''));
    return digits.some((d, i) => i > 0 && d === digits[i - 1]) ? digits.join('') : run;
  });

/** Whether a word is a digit's, zero to nine, of either language ("nine", "neuf"). */
export const isDigitWord = (word: string): boolean => (EN_UNITS[word.toLowerCase()] ?? FR_UNITS[word.toLowerCase()] ?? 10) < 10;

/** Rewrites spoken numbers as digits where a note would; leaves "one of them" alone. */
/** Words counting how many times, after a number said on its own ("three times a day", "trois fois par jour"). */
const TIMES = new Set(['times', 'fois']);

export function spokenNumbersToDigits(text: string): string {
  const words = sameDigitRunsToNumbers(
    text.replace(DIGIT_RUN, (run) =>
      run
        .split('-')
        .map((w) => String(wordKind(w)?.value ?? ''))
        .join(''),
    ),
  )
    .replace(COMPOUND_HYPHEN, '$1 ')
    .replace(COMPOUND_HYPHEN, '$1 ')
    .split(/\s+/)
    .filter(Boolean);
  const strip = (x: string) => x.replace(/[,.;:!?]+$/, '');
  const out: string[] = [];
  for (let w = 0; w < words.length;) {
    const first = strip(words[w]);
    const dash = first.indexOf('-');
    const suffix = dash > 0 && wordKind(first.slice(0, dash)) ? first.slice(dash) : '';
    // Most words start no number: no need to read ahead from them.
    if (!suffix && !wordKind(first) && !/^an?$/i.test(first)) {
      out.push(words[w]);
      w++;
      continue;
    }
    const probe = suffix ? [first.slice(0, dash)] : words.slice(w, w + 12).map(strip);
    // A number that ends inside a word ("twenty five-year-old") takes that word's suffix.
    let spoken = readSpokenNumber(probe, 0);
    // Said on past a comma, a number goes on ("three hundred, twenty-five milligrams") unless what follows counts times:
    // "four hundred, three times a day" is 400, then 3.
    const comma = words.slice(w, w + (spoken?.words ?? 0) - 1).findIndex((x) => /,$/.test(x));
    if (spoken && !suffix && comma >= 0 && TIMES.has(strip(words[w + spoken.words] ?? '').toLowerCase()))
      spoken = readSpokenNumber(probe.slice(0, comma + 1), 0);
    let tail = suffix;
    if (spoken && !suffix) {
      const lastIn = words[w + spoken.words - 1];
      const after = strip(words[w + spoken.words] ?? '');
      const d = after.indexOf('-');
      if (d > 0 && wordKind(after.slice(0, d)) && lastIn === strip(lastIn)) {
        const longer = readSpokenNumber([...probe.slice(0, spoken.words), after.slice(0, d)], 0);
        if (longer && longer.words === spoken.words + 1) {
          spoken = longer;
          tail = after.slice(d);
        }
      }
    }
    if (!spoken) {
      out.push(words[w]);
      w++;
      continue;
    }
    const span = spoken.words;
    const lastWord = words[w + span - 1];
    const trailing = /[,.;:!?]+$/.exec(lastWord)?.[0] ?? '';
    const next = (tail ? tail.slice(1).split('-')[0] : strip(words[w + span] ?? '')).toLowerCase();
    const prev = strip(words[w - 1] ?? '').toLowerCase();
    const single = first.toLowerCase();
    const multiword = span > 1 || tail !== '';
    const unitAfter = UNIT_AFTER.has(next);
    const quantity = spoken.value >= 10 || unitAfter || (UNIT_BEFORE.has(prev) && spoken.value > 1) || !Number.isInteger(spoken.value);
    const loneOne = !multiword && /^(one|un|une)$/.test(single) && !unitAfter;
    if (quantity && !loneOne) out.push(`${spoken.value}${tail}${trailing}`);
    else out.push(...words.slice(w, w + span));
    w += span;
  }
  return out
    .join(' ')
    .replace(/\b(\d{2,3}) over (\d{2,3})\b/g, '$1/$2')
    .replace(/\b(\d+(?:\.\d+)?) ?(?:percent|%)/gi, '$1%')
    .replace(/\b(\d+(?:\.\d+)?) pour ?cent\b/gi, '$1 %');
}

/** Every numeric value a text states, in digits or in words. */
export function numericValues(text: string): Set<number> {
  const values = new Set<number>();
  for (const m of text.matchAll(/\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:[.,]\d+)?/g)) {
    if (/^\d{1,3}(?:,\d{3})+$/.test(m[0])) values.add(Number(m[0].replace(/,/g, '')));
    values.add(Number(m[0].replace(',', '.')));
    for (const part of m[0].split(/[.,]/)) values.add(Number(part));
  }
  const words = text
    .toLowerCase()
    .replace(/[^a-zà-ÿ0-9]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const spoken = readSpokenNumber(words, i);
    if (!spoken) continue;
    values.add(spoken.value);
    // "one thirty" may also be two numbers; both readings are stated.
    for (let j = i; j < i + spoken.words; j++) {
      const k = wordKind(words[j]);
      if (k) values.add(k.value);
    }
  }
  // A number said as its digits ("call nine one one"): its value too.
  for (const m of sameDigitRunsToNumbers(text.toLowerCase()).matchAll(/\d{3,}/g)) values.add(Number(m[0]));
  if (/\b(once|une fois)\b/.test(text.toLowerCase())) values.add(1);
  if (/\b(twice|deux fois)\b/.test(text.toLowerCase())) values.add(2);
  return values;
}

/** Numbers written with digits in a text (as the note states them). */
export function digitNumbers(text: string): Array<{ text: string; value: number; index: number }> {
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => ({ text: m[0], value: Number(m[0]), index: m.index ?? 0 }));
}
