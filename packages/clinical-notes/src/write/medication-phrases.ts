// How the offline writer reads a medication said in a sentence: its dose, route, how often, for
// how long, whether it is started, changed, stopped or taken now; and what an allergy does. The words are data (rules/<lang>/medication-phrases.json), each class with the
// sentence it serves; each is one expression built from its lists, English words first, then French.
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
};
