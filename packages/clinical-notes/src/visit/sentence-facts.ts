// The facts some sentences state, each read on its own by the visit model's reader (the
// lexicon, the ConText rules, the dosing and duration words): the medications with their
// dosing, how long something has lasted, the body parts said with a side, the allergies. The
// "check before signing" panel lists them for a sentence of the note written in the
// clinician's words, and the evidence check reads a note's medications with them; a typed
// note's "Allergies: penicillin (hives)" is read here too.
import type { Lang } from '../language';
import { nameIn, partOfSymptom } from '../lexicon/lexicon';
import { spokenText } from '../nlp/tokens';
import { spokenNumbersToDigits } from '../nlp/numbers';
import { writtenNumbers } from '../speech/written-speech';
import { durationSpanIn } from './durations';
import { DOSING_RULES, doseBefore, dosingAfter } from './plan';
import { readTranscript, type Mention, type ReadSentence } from './read-sentences';
import { sideOfPart } from './symptom-side';
import type { SymptomAttributes } from './model';

export type Side = NonNullable<SymptomAttributes['side']>;

export interface SaidMedication {
  /** Its concept's id ("ibuprofen"), and its words as said ("Advil"). */
  id: string;
  said: string;
  /** What is said of how it is taken, numbers and doses as a note writes them ("500 mg by mouth twice a day"). */
  dosing?: string;
  /** The dose in it, a number and its unit ("500 mg"). */
  dose?: string;
  /** As a note lists it: the medication, then its dosing. */
  text: string;
}

export interface SaidSide {
  /** The body part's concept id ("knee") and its words with the side, in the order said ("right knee", "genou gauche"). */
  part: string;
  side: Side;
  text: string;
}

export interface SaidAllergy {
  /** What the patient is allergic to, as said ("penicillin"), and what it does ("hives"). */
  allergen: string;
  reaction?: string;
}

/** What one sentence states. */
export interface SentenceFacts {
  medications: SaidMedication[];
  /** How long, as said ("for 3 days", "2 weeks ago"). */
  durations: string[];
  sides: SaidSide[];
  allergies: SaidAllergy[];
}

/** The dose a dosing says: its first number said with a unit of dose ("500 mg" of "500 mg twice a day"). */
function doseIn(dosing: string, lang: Lang): string | undefined {
  const units = new Set(DOSING_RULES[lang].doseBefore.units.map((u) => u.toLowerCase()));
  const m = /(\d+(?:[.,]\d+)?)\s*([\p{L}µ]+)/gu;
  for (const [, amount, unit] of dosing.matchAll(m)) if (units.has(unit.toLowerCase())) return `${amount} ${unit}`;
  return undefined;
}

const isAllergen = (m: Mention) => (m.concept.kind === 'medication' || m.concept.kind === 'allergen') && m.categories.has('allergy');

/** The facts of one read sentence. */
function factsOf(s: ReadSentence, lang: Lang, into: SentenceFacts): void {
  const allergens = s.mentions.filter(isAllergen);
  const reaction = s.mentions
    .filter((m) => m.concept.kind === 'symptom')
    .map((m) => spokenText(s, m.from, m.to))
    .join(', ');
  for (const m of allergens)
    if (m.assertion !== 'absent' && !into.allergies.some((a) => a.allergen === spokenText(s, m.from, m.to).toLowerCase()))
      into.allergies.push({ allergen: spokenText(s, m.from, m.to).toLowerCase(), ...(reaction ? { reaction } : {}) });
  for (const m of s.mentions) {
    if (m.concept.kind === 'medication' && !isAllergen(m)) {
      const said = spokenText(s, m.from, m.to);
      const given = [doseBefore(s, m, lang), dosingAfter(s, m, lang)].filter(Boolean).join(' ');
      const dosing = given ? writtenNumbers(given) : undefined;
      const dose = dosing ? doseIn(dosing, lang) : undefined;
      into.medications.push({
        id: m.concept.id,
        said,
        ...(dosing ? { dosing } : {}),
        ...(dose ? { dose } : {}),
        text: dosing ? `${said} ${dosing}` : said,
      });
    }
    // A part said with a side, or a symptom of a part ("right knee pain", "douleur au genou gauche").
    const part = m.concept.kind === 'body-part' ? m.concept.id : partOfSymptom(m.concept)?.part;
    const side = part === undefined ? undefined : sideOfPart(s, m, lang);
    if (part !== undefined && side && !into.sides.some((x) => x.part === part && x.side === side.side)) {
      const name = m.concept.kind === 'body-part' ? spokenText(s, m.from, m.to) : nameIn(lang, { kind: 'body-part', id: part, name: '' });
      into.sides.push({ part, side: side.side, text: lang === 'fr' ? `${name} ${side.said}` : `${side.said} ${name}` });
    }
  }
  const duration = durationSpanIn(s, lang, 0, s.tokens.length, true)?.text;
  if (duration && !into.durations.includes(duration)) into.durations.push(writtenNumbers(duration));
}

/**
 * What each sentence states, read in one pass (the NLP library reads one document faster than
 * many): each sentence its own turn, so no rule's scope crosses from one into the next.
 */
export function sentenceFacts(sentences: readonly string[], lang: Lang): SentenceFacts[] {
  const out = sentences.map((): SentenceFacts => ({ medications: [], durations: [], sides: [], allergies: [] }));
  if (sentences.length === 0) return out;
  // Numbers as digits ("five hundred milligrams" is "500 milligrams"): a dose is read from its figures.
  const text = sentences.map((s) => `[note] ${spokenNumbersToDigits(s).replace(/\s+/g, ' ').trim() || '.'}`).join('\n');
  const read = readTranscript(text, lang);
  for (const s of read.sentences) if (out[s.turn]) factsOf(s, lang, out[s.turn]);
  return out;
}
