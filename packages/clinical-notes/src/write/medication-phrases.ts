// How the offline writer reads a medication said in a sentence: its dose, route, how often, for
// how long, whether it is started, changed, stopped or taken now; and how an allergy is said
// (what it does, a common allergen, no allergy, allergic to what). The words are data
// (rules/<lang>/medication-phrases.json), each class with the sentence it serves; each is one
// expression built from its lists, English words first, then French.
import phrasesEn from '../../rules/en/medication-phrases.json';
import phrasesFr from '../../rules/fr/medication-phrases.json';

const any = (words: readonly string[]) => words.join('|');

const { frequency: oftenEn, duration: forEn } = phrasesEn;
const { frequency: oftenFr, duration: forFr } = phrasesFr;

/** A number, or two ("5/325"). */
const amount = '(\\d+(?:\\.\\d+)?(?:\\/\\d+(?:\\.\\d+)?)?)';
const units = any([...phrasesEn['dose-units'].words, ...phrasesFr['dose-units'].words]);
const counted = `(?:${any(oftenEn.counts)}) (?:${any(oftenEn.per)}) (?:${any(oftenEn.periods)})`;
const countedFr = `(?:${any(oftenFr.counts)}) fois par (?:${any(oftenFr.periods)})`;
const often = `${counted}|${any(oftenEn.words)}|${countedFr}|${any(oftenFr.words)}`;
const lead = `(?:${any([...forEn.leads, ...forFr.leads])}) (?:the next |another |a total of )?`;
/** Words of one class, English then French, as one expression of whole words. */
const words = (en: readonly string[], fr: readonly string[]) => new RegExp(`\\b(${any([...en, ...fr])})\\b`, 'i');
const { status: doneEn } = phrasesEn;
const { status: doneFr } = phrasesFr;
const lasting = `(?:${any(forEn.amounts)}) (?:${any([...forEn.units, ...forFr.units])})`;
/** One of the words (each written with the space after it) or none. */
const optional = (words: readonly string[]) => `(?:${any(words)})?`;
const { 'no-allergy': noneEn, 'allergic-to': toEn } = phrasesEn;
const { 'no-allergy': noneFr, 'allergic-to': toFr } = phrasesFr;
const denied = `\\b(${any(noneEn.leads)}) ${optional(noneEn.qualifiers)}${optional(noneEn.kinds)}allergies\\b`;
const noneSaid = [...noneEn.phrases, ...noneFr.phrases].map((phrase) => `\\b${phrase}\\b`);
/** An allergen said after "allergic to", and a second one joined to it ("penicillin and sulfa"). */
const allergens = `((?:[\\p{L}-]+)(?:\\s+(?:${any([...toEn.joins, ...toFr.joins])})\\s+[\\p{L}-]+)?)`;

/** What is done with a medication, as the status words say it. */
export type MedicationAction = 'stop' | 'change' | 'start' | 'current';
const ACTIONS: readonly MedicationAction[] = ['stop', 'change', 'start', 'current'];

export const MEDICATION_PHRASES = {
  /** A dose: its number and its unit. */
  DOSE: new RegExp(`${amount}\\s*(${units})(?![a-z])`, 'i'),
  /** How it is taken or given. */
  ROUTE: words(phrasesEn.routes.words, phrasesFr.routes.words),
  /** How often: a count per period, or a phrase. */
  FREQUENCY: new RegExp(`\\b(${often})\\b`, 'i'),
  /** For how long, said after it. */
  DURATION_AFTER: new RegExp(`\\b${lead}(${lasting})\\b`, 'i'),
  /** What is done with it, in the order tried: stopped, changed, started, taken now. */
  STATUS: ACTIONS.map((action): readonly [MedicationAction, RegExp] => [action, words(doneEn[action].words, doneFr[action].words)]),
  /** What an allergy does. */
  REACTIONS: words(phrasesEn.reactions.words, phrasesFr.reactions.words),
  /** A common allergen, the whole word: "peanuts" in "a peanuts allergy". */
  ALLERGEN: new RegExp(`^(${any(phrasesEn.allergens.words)})$`, 'i'),
  /** No allergy at all: "no known drug allergies", "nkda", "aucune allergie". */
  NO_ALLERGY: new RegExp([denied, ...noneSaid].join('|')),
  /** Allergic to what: the allergen (and one joined to it) is the first group, past a French article ("à la", "à l'"). Global: read with matchAll. */
  ALLERGIC_TO: new RegExp(`\\b(?:${any([...toEn.leads, ...toFr.leads])})\\s+(?:l['’])?${allergens}`, 'giu'),
};
