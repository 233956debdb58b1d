// French "de" elided before a vowel or a mute h: "d'ibuprofène", "d'asthme", "de paracétamol";
// and "de", "à" contracted with "le", "les" ("des poumons", "au genou"). One list of the letters
// that elide it, for a sentence written whole and for a name put after "de".
import { unicodeWords } from './word-boundary';

/** The letters a word starts with that elide a "de" before it. */
export const ELIDING_LETTERS = '[aeiouyhéèêëàâîïôûœ]';
const ELIDES = new RegExp(`^${ELIDING_LETTERS}`, 'i');
const DE_BEFORE_ELIDING = unicodeWords(new RegExp(`\\bde (?=${ELIDING_LETTERS})`, 'gi'));

/** "de" and a name, elided where the name asks it. */
export const deBefore = (name: string): string => (ELIDES.test(name) ? `d'${name}` : `de ${name}`);

/** Every "de" of a French text elided where the next word asks it. */
export const elideDe = (text: string): string => text.replace(DE_BEFORE_ELIDING, "d'");

const CONTRACTED = {
  deLes: unicodeWords(/\bde les\b/g),
  deLe: unicodeWords(/\bde le\b/g),
  aLes: unicodeWords(/\bà les\b/g),
  aLe: unicodeWords(/\bà le\b/g),
};

/** "de" and "à" before "le" and "les" contracted, as French writes them ("de les poumons" -> "des poumons", "à le" -> "au"). */
export const contractArticles = (text: string): string =>
  text.replace(CONTRACTED.deLes, 'des').replace(CONTRACTED.deLe, 'du').replace(CONTRACTED.aLes, 'aux').replace(CONTRACTED.aLe, 'au');
