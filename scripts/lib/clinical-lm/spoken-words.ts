// Written clinical text as the words a speaker says: lower case, numbers, units and signs
// spelled out ("50-year-old" → "fifty year old", "120/80" → "one hundred twenty over
// eighty", "10 mg" → "ten milligrams"), split contractions joined ("do n't" → "don't").
// The clinical language model is built from these words, and the engine benchmark speaks
// them and scores against them. Node's modules only (scripts load this file transpiled).

const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const ORDINAL: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** A whole number (0 to 999,999,999) in words: 2019 → "two thousand nineteen". */
export function numberWords(n: number): string {
  if (n < 20) return ONES[n];
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;
  for (const [size, name] of [
    [1e6, 'million'],
    [1e3, 'thousand'],
    [100, 'hundred'],
  ] as const) {
    if (n >= size) {
      const rest = n % size;
      return `${numberWords(Math.floor(n / size))} ${name}${rest ? ` ${numberWords(rest)}` : ''}`;
    }
  }
  return String(n);
}

/** "twenty one" → "twenty first". */
function ordinalWords(n: number): string {
  const words = numberWords(n).split(' ');
  const last = words.pop()!;
  const ordinal = ORDINAL[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words, ordinal].join(' ');
}

/** A number as written ("3", "0.5", "1,200", "2nd") in words; null when it is not one. */
function spokenNumber(token: string): string | null {
  let match = /^(\d{1,9})(st|nd|rd|th)$/.exec(token);
  if (match) return ordinalWords(Number(match[1]));
  match = /^(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,4}))?$/.exec(token);
  if (!match) return null;
  const whole = numberWords(Number(match[1].replace(/,/g, '')));
  if (!match[2]) return whole;
  return `${whole} point ${[...match[2]].map((d) => ONES[Number(d)]).join(' ')}`;
}

const UNITS: Record<string, string> = {
  mg: 'milligrams',
  mcg: 'micrograms',
  kg: 'kilograms',
  ml: 'milliliters',
  cc: 'c c',
  lbs: 'pounds',
  lb: 'pounds',
  bpm: 'beats per minute',
  mmhg: 'millimeters of mercury',
};

/** The sentences of a text as spoken words, one string per sentence (split at . ? ! and line ends). */
export function spokenSentences(text: string): string[] {
  return text
    .split(/[.?!;:]+(?=\s|$)|\n+/)
    .map(spokenWords)
    .filter((words) => words.length > 0);
}

/** A text's spoken words, joined by single spaces. */
export function spokenWords(text: string): string {
  const prepared = text
    .toLowerCase()
    .replace(/\[(doctor|patient|patient_guest|doctor_guest|guest_family|guest_clinician)[^\]]*\]/g, ' ')
    .replace(/[’‘]/g, "'")
    .replace(/\s+(n't|'s|'re|'ve|'ll|'m|'d)\b/g, '$1')
    .replace(/(\d)\s*\/\s*(\d)/g, '$1 over $2')
    .replace(/(\d)\s*%/g, '$1 percent')
    .replace(/(\d)-(?=\d)/g, '$1 to ')
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/(\d)(?!(?:st|nd|rd|th)\b)([a-z])/g, '$1 $2')
    .replace(/[^a-z0-9'.,\s-]+/g, ' ')
    .replace(/(\D)[.,]|[.,](\D|$)/g, '$1 $2')
    .replace(/-/g, ' ');
  const words: string[] = [];
  for (const raw of prepared.split(/\s+/)) {
    const token = raw.replace(/^'+|'+$/g, '');
    if (!token) continue;
    const number = spokenNumber(token);
    if (number) words.push(number);
    else if (UNITS[token] && /\d|point|\b(one|two|three|four|five|six|seven|eight|nine|ten|hundred)$/.test(words[words.length - 1] ?? ''))
      words.push(UNITS[token]);
    else if (/^[a-z][a-z']*$/.test(token)) words.push(token);
    else if (/\d/.test(token))
      words.push(
        ...token
          .split(/(\d+)/)
          .filter(Boolean)
          .map((part) => spokenNumber(part) ?? part),
      );
  }
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

/** Hesitations ("uh", "um", "mm hmm"): a transcript leaves them out, so the model does not predict them. */
export const FILLERS: ReadonlySet<string> = new Set(['uh', 'um', 'umm', 'uhm', 'mm', 'mmm', 'hmm', 'mhm', 'hm']);

/** Spoken words without hesitations. */
export function withoutFillers(words: string): string {
  return words
    .split(' ')
    .filter((word) => word && !FILLERS.has(word))
    .join(' ');
}
