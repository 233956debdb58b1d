// How the offline writer reads a vital sign's value after its name ("oxygen saturation is 98%").
// The names are data (rules/<lang>/vital-signs.json), each class with the sentence it serves;
// each is one expression built from its list, English words first, then French.
import vitalsEn from '../../rules/en/vital-signs.json';
import vitalsFr from '../../rules/fr/vital-signs.json';

const any = (words: readonly string[]) => words.join('|');
const oxygen = any([...vitalsEn['oxygen-saturation'].words, ...vitalsFr['oxygen-saturation'].words]);

export const VITAL_SIGNS = {
  /** Oxygen saturation: its value in percent, within 30 characters of its name, is the first group. */
  OXYGEN_SATURATION: new RegExp(`\\b(?:${oxygen})\\b[^.?!\\d]{0,30}?\\b(\\d{2,3})\\s*%?`, 'i'),
};
