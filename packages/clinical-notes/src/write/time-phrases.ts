// How the offline writer reads when a sentence says something happened or will: for how long
// ("for the past 3 days", "2 weeks ago", "depuis 3 jours", "il y a 2 semaines") and when the
// patient is seen again ("follow up in 2 weeks", "revoir dans deux semaines"). The words are
// data (rules/<lang>/time-phrases.json), each class with the sentence it serves; each is one
// expression built from its lists, English words first, then French.
import timeEn from '../../rules/en/time-phrases.json';
import timeFr from '../../rules/fr/time-phrases.json';

const any = (words: readonly string[]) => words.join('|');
/** One of the words (each written with the space after it) or none. */
const optional = (words: readonly string[]) => `(?:${any(words)})?`;
/** An amount and its unit, with spaces between: "3 days", "a couple of weeks". */
const amountOf = (amounts: readonly string[], units: readonly string[]) => `(?:${any(amounts)})\\s+(?:${any(units)})`;

const { duration: forEn, ago: agoEn, 'follow-up': againEn } = timeEn;
const { duration: forFr, ago: agoFr, 'follow-up': againFr } = timeFr;

/** "for the past 3 days", "depuis 3 jours": the amount and its unit are the first group. */
const lasted = `\\b(?:${any([...forEn.leads, ...forFr.leads])})\\s+${optional([...forEn.before, ...forFr.before])}`;
const lasting = `(${amountOf(forEn.amounts, [...forEn.units, ...forFr.units])})\\b`;
/** "2 weeks ago" (the second group); "il y a 2 semaines" (the third). */
const pastEn = `\\b(${amountOf(agoEn.amounts, agoEn.units)})\\s+${agoEn.word}\\b`;
const pastFr = `\\b${agoFr.word}\\s+(${amountOf(agoFr.amounts, agoFr.units)})`;

const cue = `\\b(?:${any([...againEn.cues, ...againFr.cues])})\\b`;
const amount = `(?:${any([...againEn.amounts, ...againFr.amounts])})\\s*(?:to \\d+\\s*)?`;
const when = `(?:${any([...againEn.leads, ...againFr.leads])})\\s+${amount}(?:${any([...againEn.units, ...againFr.units])})`;

export const TIME_PHRASES = {
  /** For how long something has lasted, or how long ago it started: all the expression matches. */
  DURATION: new RegExp([`${lasted}${lasting}`, pastEn, pastFr].join('|'), 'i'),
  /** When the patient is seen again: "in 2 weeks" after "follow up" is the first group. */
  FOLLOW_UP: new RegExp(`${cue}[^.?!]{0,40}?\\b(${when})\\b`, 'i'),
};
