// The clinical concepts of a sentence, in a form that does not depend on wording or
// language: medications by name, problems and symptoms by their canonical English term,
// body parts and their side, each with whether the sentence negates it, and the numbers it
// states. "High blood pressure" in the transcript and "hypertension" in the note are one
// concept; "tension élevée" too.
import { findConditions } from '../lexicon/terms/conditions';
import { findMedications } from '../lexicon/terms/medications';
import { BODY_PARTS, findSymptoms, type Side } from '../lexicon/terms/symptoms';
import { negatedAt } from '../nlp/negation';
import { numericValues, spokenNumbersToDigits } from '../nlp/numbers';
import { unicodeWords } from '../text/word-boundary';

/** 'social': a habit of the social history (smoking, alcohol, recreational drugs: evidence/social.ts). */
export type ConceptKind = 'medication' | 'problem' | 'symptom' | 'body-part' | 'side' | 'social';

export interface Concept {
  kind: ConceptKind;
  /** Canonical key: "medication:lisinopril", "problem:hypertension", "side:knee:left". */
  key: string;
  /** For sides, the body part alone ("side:knee"): two sides of one part conflict. */
  part?: string;
  /** The words of the sentence that name it. */
  text: string;
  index: number;
  negated: boolean;
  /** Asserted neither way (a medication, a test or an impression of the visit model; a note's possibility): agrees with either polarity. */
  neutral?: boolean;
  /** A fact of the visit model on the passage it was first said in. */
  told?: boolean;
}

/**
 * Words of notes for what a visit says plainly, where the shared lexicons know only one side:
 * "hematochezia" and "melena" for blood in the stool, "a blood pressure pill" for hypertension.
 */
const CLINICAL_WORDS: Array<{ pattern: RegExp; kind: ConceptKind; key: string }> = [
  {
    pattern: unicodeWords(/\b(?:hematochezia|melena|h[ée]matoch[ée]zie|m[ée]l[ée]na)\b/g),
    kind: 'symptom',
    key: 'symptom:blood in the stool',
  },
  {
    pattern: /\b(?:dark|tarry|black)(?:,? (?:or )?(?:dark|tarry|black))* stools?\b|\bstools? (?:look )?(?:dark|tarry|black)\b/g,
    kind: 'symptom',
    key: 'symptom:blood in the stool',
  },
  { pattern: /\bblood pressure (?:pills?|medications?|medicines?|meds)\b/g, kind: 'problem', key: 'problem:hypertension' },
];

/** Whether a text may hold one of them at all: most do not, and concepts are read for every sentence. */
const CLINICAL_CUE = /stool|blood pressure|h[ée]mato|m[ée]l[ée]n/;

/** A sentence opening that negates its whole list ("Denies fever, chills or cough."). */
const DENIES_LIST = /^\s*(?:(?:the )?(?:patient|client|she|he|they)\s+)?(?:denies|denied|no|negative for|nie|aucune?|pas de)\b/i;
const UNDONE = /\b(but|however|reports|endorses|although|mais|rapporte)\b/i;

function negated(lower: string, index: number): boolean {
  if (negatedAt(lower, index)) return true;
  return DENIES_LIST.test(lower) && !UNDONE.test(lower.slice(0, index));
}

/** The concepts a sentence names. */
export function conceptsOf(text: string): Concept[] {
  const lower = text.toLowerCase();
  const out: Concept[] = [];
  for (const m of findMedications(lower))
    out.push({
      kind: 'medication',
      key: `medication:${m.name}`,
      text: text.slice(m.index, m.index + m.name.length),
      index: m.index,
      negated: false,
    });
  for (const c of findConditions(lower))
    out.push({
      kind: 'problem',
      key: `problem:${c.term.en}`,
      text: text.slice(c.index, c.index + c.length),
      index: c.index,
      negated: negated(lower, c.index),
    });
  for (const s of findSymptoms(lower))
    out.push({
      kind: 'symptom',
      key: `symptom:${s.term.en}`,
      text: text.slice(s.index, s.index + s.length),
      index: s.index,
      negated: negated(lower, s.index),
    });
  if (CLINICAL_CUE.test(lower))
    for (const t of CLINICAL_WORDS) {
      for (const m of lower.matchAll(t.pattern)) {
        const index = m.index ?? 0;
        if (out.some((c) => c.key === t.key && c.index === index)) continue;
        out.push({
          kind: t.kind,
          key: t.key,
          text: text.slice(index, index + m[0].length),
          index,
          negated: t.kind === 'problem' ? false : negated(lower, index),
        });
      }
    }
  for (const p of BODY_PARTS) {
    const m = p.pattern.exec(text);
    if (m) out.push({ kind: 'body-part', key: `body-part:${p.en}`, text: m[0], index: m.index, negated: false });
  }
  for (const l of sidesSaid(text)) {
    const index = Math.max(0, lower.indexOf(l.text.toLowerCase()));
    out.push({ kind: 'side', key: `side:${l.part}:${l.side}`, part: `side:${l.part}`, text: l.text, index, negated: false });
  }
  return out;
}

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

const TENS: Record<string, number> = {
  ten: 10,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Hundreds said as their digits: "one thirty three over seventy" is 133/70, "one oh five" 105. */
const SPOKEN_UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].join('|');
const SPOKEN_HUNDREDS = new RegExp(
  `\\b(one|two) (?:(${Object.keys(TENS).join('|')})(?:[ -](${SPOKEN_UNITS}))?|(?:oh|o) (${SPOKEN_UNITS}))\\b`,
  'gi',
);

/** An article before a unit of time, in English and French ("in a week", "an hour", "dans une semaine"). */
const ONE_OF_A_TIME = unicodeWords(/\b(?:a|an|une?)\s+(?:day|week|month|year|hour|fortnight|jour|semaine|mois|an|année|heure)s?\b/i);

/** Every value a source text states, spoken or in digits ("two point five", "twelve and a half", "point zero five"). */
export function sourceNumbers(text: string): Set<number> {
  const digits = spokenNumbersToDigits(text);
  const values = numericValues(digits);
  for (const v of numericValues(text)) values.add(v);
  for (const m of digits.matchAll(/\b(\d+) and a half\b/gi)) values.add(Number(m[1]) + 0.5);
  for (const m of digits.matchAll(/\bpoint((?:\s+(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d+))+)/gi)) {
    const decimals = m[1]
      .trim()
      .split(/\s+/)
      .map((w) => DIGIT_WORDS[w.toLowerCase()] ?? w)
      .join('');
    values.add(Number(`0.${decimals}`));
  }
  if (/\ba half\b/i.test(text)) values.add(0.5);
  // One of a unit of time said with an article: "see you again in a week" says 1 week.
  if (ONE_OF_A_TIME.test(text)) values.add(1);
  for (const m of text.matchAll(SPOKEN_HUNDREDS)) {
    const digit = (w?: string) => (w ? Number(DIGIT_WORDS[w.toLowerCase()]) : 0);
    values.add(100 * digit(m[1]) + (m[2] ? TENS[m[2].toLowerCase()] : 0) + digit(m[3]) + digit(m[4]));
  }
  return values;
}

/** The numbers a note sentence states in digits, with where they are ("140/90" gives 140 and 90). */
export function statedNumbers(text: string): Array<{ text: string; value: number; index: number }> {
  // Ordinals and list markers ("1.", "2)") at the start of an item are not facts.
  const body = text.replace(/^\s*\d+[.)]\s+/, (m) => ' '.repeat(m.length));
  // Digits inside a name ("A1c", "B12", "COVID-19", "D3") are part of the name, not a value.
  return [...body.matchAll(/(?<![\p{L}\d]-?|\d:)\d+(?:[.,]\d+)?(?![\p{L}\d])/gu)].map((m) => ({
    text: m[0],
    value: Number(m[0].replace(',', '.')),
    index: m.index ?? 0,
  }));
}

const SIDE_EN = '(left|right|bilateral|both)';
const QUALIFIER = '(?:(?:upper|lower|inner|outer|medial|lateral|middle|index|ring|big|little|pinky|front|back)\\s+)?';
/** Each body part said with a side before it (English) or after it (French). */
const SIDED_PARTS = BODY_PARTS.map((part) => {
  const source = part.pattern.source.replace(/^\(\?<!\[\\p\{L\}\]\)/, '').replace(/\(\?!\[\\p\{L\}\]\)$/, '');
  return {
    part,
    en: unicodeWords(new RegExp(`\\b${SIDE_EN}\\s+(?:side of (?:the |your |my |her |his )?)?${QUALIFIER}(${source})\\b`, 'iu')),
    fr: unicodeWords(new RegExp(`\\b(${source})\\s+(gauche|droite?|des deux c[ôo]t[ée]s)\\b`, 'iu')),
  };
});

/** Body parts said with a side ("left knee", "genou droit", "both knees"), for a sentence's concepts. */
/** A word that says a side, in English or French. */
const SIDE_WORD = unicodeWords(/\b(left|right|bilateral|both|gauche|droite?|deux c[ôo]t[ée]s)\b/i);

function sidesSaid(text: string): Array<{ side: Side; part: string; text: string }> {
  const out: Array<{ side: Side; part: string; text: string }> = [];
  if (!SIDE_WORD.test(text)) return out;
  for (const { part, en, fr } of SIDED_PARTS) {
    const m = en.exec(text);
    if (m) {
      const said = m[1].toLowerCase();
      out.push({ side: said === 'both' || said === 'bilateral' ? 'bilateral' : (said as Side), part: part.en, text: m[0] });
      continue;
    }
    const f = fr.exec(text);
    if (f) {
      const said = f[2].toLowerCase();
      out.push({ side: said.startsWith('gauche') ? 'left' : said.startsWith('droit') ? 'right' : 'bilateral', part: part.en, text: f[0] });
    }
  }
  return out;
}
