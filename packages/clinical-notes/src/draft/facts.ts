// Structured facts found in one cleaned sentence (numbers already in digits): medications
// with dose, route, frequency and duration; allergies and reactions;
// durations; laterality; follow-up. Every value is a piece of the sentence itself: nothing
// is inferred, so a fact is never more than what was said.
import { findMedications } from '../lexicon/terms/medications';
import { BODY_PARTS, type Side } from '../lexicon/terms/symptoms';
import { MEDICATION_PHRASES } from '../write/medication-phrases';
import { TIME_PHRASES } from '../write/time-phrases';

export type MedicationStatus = 'current' | 'start' | 'change' | 'stop' | 'mentioned';

export interface MedicationMention {
  name: string;
  dose?: string;
  route?: string;
  frequency?: string;
  duration?: string;
  status: MedicationStatus;
}

const { DOSE, ROUTE, FREQUENCY, DURATION_AFTER, STATUS, REACTIONS, ALLERGEN, NO_ALLERGY, ALLERGIC_TO } = MEDICATION_PHRASES;

const UNIT_WORDS: Array<[RegExp, string]> = [
  [/^milligrams?$|^milligrammes?$/i, 'mg'],
  [/^micrograms?$/i, 'mcg'],
  [/^grams?$/i, 'g'],
  [/^milliliters?$/i, 'mL'],
  [/^international units$|^iu$|^ui$/i, 'IU'],
];

/** "40 milligrams" → "40 mg". */
export function shortDose(amount: string, unit: string): string {
  const short = UNIT_WORDS.find(([p]) => p.test(unit))?.[1] ?? unit.toLowerCase();
  return short === '%' ? `${amount}%` : `${amount} ${short}`;
}

/** Medications named in a sentence, each with what the sentence says about it. */
export function medicationMentions(text: string): MedicationMention[] {
  const found = findMedications(text);
  const mentions = found.map((m, k): MedicationMention => {
    const end = k + 1 < found.length ? found[k + 1].index : text.length;
    const after = text.slice(m.index + m.name.length, Math.min(end, m.index + m.name.length + 90));
    const beforeStart = k > 0 ? found[k - 1].index + found[k - 1].name.length : 0;
    const before = text.slice(Math.max(beforeStart, m.index - 45), m.index);
    const doseAfter = DOSE.exec(after);
    const doseBefore = /(\d+(?:\.\d+)?)\s*(mg|milligrams?|mcg|micrograms?|grams?|units?|iu)\s+(?:of\s+)?(?:the\s+)?$/i.exec(before);
    const dose = doseAfter ? shortDose(doseAfter[1], doseAfter[2]) : doseBefore ? shortDose(doseBefore[1], doseBefore[2]) : undefined;
    const route = ROUTE.exec(after)?.[1] ?? /\b(topical|inhaled|nasal|eye|ear)\s*$/i.exec(before)?.[1];
    const freqAfter = FREQUENCY.exec(after)?.[1];
    const frequency = freqAfter ? (/^(a|per) day$/i.test(freqAfter) ? 'daily' : freqAfter) : undefined;
    const duration = DURATION_AFTER.exec(after)?.[1];
    // What is said after it up to the next medication's clause belongs to that one ("a cortisone injection, and i would avoid the dexamethasone").
    const window = after.slice(0, 40);
    const ownAfter =
      k + 1 < found.length && after.length <= 40 ? window.replace(/(?:,|;|\band\b|\bbut\b)(?:(?!,|;|\band\b|\bbut\b)[^])*$/i, '') : window;
    const context = `${before} ${ownAfter}`;
    const status = STATUS.find(([, p]) => p.test(context))?.[0] ?? 'mentioned';
    return {
      name: m.name,
      dose,
      route: route?.toLowerCase(),
      frequency: frequency?.toLowerCase(),
      duration: duration?.toLowerCase(),
      status,
    };
  });
  // "I take ibuprofen 400 mg and lisinopril 10 mg": the verb before the first covers the list.
  for (let k = 1; k < mentions.length; k++) if (mentions[k].status === 'mentioned') mentions[k].status = mentions[k - 1].status;
  return mentions;
}

/** The medications a sentence mentions, except those it names as allergens ("Allergies: penicillin"). */
export function medicationsTaken(text: string): MedicationMention[] {
  const allergens = allergyMentions(text).map((a) => a.allergen);
  return medicationMentions(text).filter(
    (m) => !allergens.some((allergen) => allergen === m.name || allergen.split(/\s+/).includes(m.name)),
  );
}

/** "lisinopril 40 mg daily" as a note writes it. */
export function medicationText(m: MedicationMention): string {
  return [m.name, m.dose, m.route, m.frequency, m.duration ? `for ${m.duration}` : undefined].filter(Boolean).join(' ');
}

export interface AllergyMention {
  allergen: string;
  reaction?: string;
  none: boolean;
}

/** Allergies a sentence states ("allergic to penicillin, I get hives"; "no known allergies"). */
export function allergyMentions(text: string): AllergyMention[] {
  const t = text.toLowerCase();
  if (NO_ALLERGY.test(t)) return [{ allergen: '', none: true }];
  const out: AllergyMention[] = [];
  for (const m of t.matchAll(ALLERGIC_TO)) {
    const allergen = m[1].replace(/\b(and|or|et|ou)\b.*$/, '').trim();
    // A pronoun, or the kind of thing asked about ("any allergies to medicines?"), names no allergen.
    if (
      /^(?:anything|any|it|that|this|them|something|what|(?:any )?(?:medicines?|medications?|drugs?|foods?|médicaments?))$/.test(allergen)
    )
      continue;
    // "you're not allergic to penicillin", "je ne suis pas allergique à ...": no allergy.
    if (/\b(?:not|n't|never|no longer|pas|plus)\s+(?:\w+\s+)?$/.test(t.slice(Math.max(0, (m.index ?? 0) - 24), m.index))) continue;
    const reaction = REACTIONS.exec(t.slice(m.index ?? 0))?.[1];
    out.push({ allergen, reaction, none: false });
  }
  // A form's field: "Allergies: penicillin, sulfa (hives)"; "Allergies : aucune". Each item
  // is an allergen of at most three words (a sentence is read by the patterns above).
  const field = out.length === 0 ? /^\s*(?:known |drug )*(?:allerg(?:y|ies)|allergies? connues?)\s*[:–-]\s*(.+)$/iu.exec(t) : null;
  if (field) {
    const value = field[1].replace(/[.\s]+$/, '');
    if (/^(none|nil|no|no known(?: allergies)?|nkda|nka|n\/a|aucune?|non|néant)$/.test(value)) return [{ allergen: '', none: true }];
    for (const part of value.split(/\s*(?:,|;|\/|\band\b|\bet\b)\s*/)) {
      const allergen = part.replace(/\(.*?\)|[-–:].*$/g, '').trim();
      if (!/^[\p{L}-]+(?:\s+[\p{L}-]+){0,2}$/u.test(allergen) || out.some((a) => a.allergen === allergen)) continue;
      out.push({ allergen, reaction: REACTIONS.exec(part)?.[1], none: false });
    }
  }
  for (const m of t.matchAll(/\b([\p{L}-]+) allerg(?:y|ies)\b/giu)) {
    const allergen = m[1];
    if (!ALLERGEN.test(allergen) && findMedications(allergen).length === 0) continue;
    if (out.some((a) => a.allergen === allergen)) continue;
    out.push({ allergen, reaction: REACTIONS.exec(t)?.[1], none: false });
  }
  return out;
}

const { DURATION, FOLLOW_UP } = TIME_PHRASES;

/** The duration a sentence states ("for 4 days", "2 weeks ago"), as said. */
export function durationMention(text: string): string | undefined {
  const m = DURATION.exec(text);
  if (!m) return undefined;
  return m[0].trim();
}

export interface LateralityMention {
  side: Side;
  part: string;
  /** The phrase as said ("right knee"). */
  text: string;
}

const SIDE_EN = '(left|right|bilateral|both)';
const QUALIFIER = '(?:(?:upper|lower|inner|outer|medial|lateral|middle|index|ring|big|little|pinky|front|back)\\s+)?';

const LATERALITY = BODY_PARTS.map((part) => {
  const source = part.pattern.source.replace(/^\(\?<!\[\\p\{L\}\]\)/, '').replace(/\(\?!\[\\p\{L\}\]\)$/, '');
  return {
    part,
    en: new RegExp(`\\b${SIDE_EN}\\s+(?:side of (?:the |your |my |her |his )?)?${QUALIFIER}(${source})\\b`, 'iu'),
    fr: new RegExp(`\\b(${source})\\s+(gauche|droite?|des deux c[ôo]t[ée]s)\\b`, 'iu'),
  };
});

/** Body parts with a side ("left knee", "genou droit", "both knees"). */
export function lateralityMentions(text: string): LateralityMention[] {
  const out: LateralityMention[] = [];
  if (!/\b(left|right|bilateral|both|gauche|droite?|deux c[ôo]t[ée]s)\b/i.test(text)) return out;
  for (const { part, en, fr } of LATERALITY) {
    const m = en.exec(text);
    if (m) {
      const said = m[1].toLowerCase();
      const side: Side = said === 'both' || said === 'bilateral' ? 'bilateral' : (said as Side);
      out.push({ side, part: part.en, text: m[0] });
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

/** The follow-up a sentence plans ("follow up in 2 weeks", "see you back in 3 months"). */
export function followUpMention(text: string): string | undefined {
  const m = FOLLOW_UP.exec(text);
  return m ? m[1] : undefined;
}
