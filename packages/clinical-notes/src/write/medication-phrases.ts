// How the offline writer reads a medication said in a sentence: its dose, route, how often, for
// how long. The words are data (rules/<lang>/medication-phrases.json), each class with the
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
const lasting = `(?:${any(forEn.amounts)}) (?:${any([...forEn.units, ...forFr.units])})`;

export const MEDICATION_PHRASES = {
  /** A dose: its number and its unit. */
  DOSE: new RegExp(`${amount}\\s*(${units})(?![a-z])`, 'i'),
  /** How it is taken or given. */
  ROUTE: new RegExp(`\\b(${any([...phrasesEn.routes.words, ...phrasesFr.routes.words])})\\b`, 'i'),
  /** How often: a count per period, or a phrase. */
  FREQUENCY: new RegExp(`\\b(${often})\\b`, 'i'),
  /** For how long, said after it. */
  DURATION_AFTER: new RegExp(`\\b${lead}(${lasting})\\b`, 'i'),
};
