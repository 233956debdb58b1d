// A medication a patient has as a thing (a lexicon entry marked countable: "inhaler") is named
// with its article in an English sentence ("an inhaler"), unless it was said with one or as many.
import type { Lang } from '../language';
import type { Concept } from '../lexicon/lexicon';

const SAID_WITH_ITS_OWN = /^(?:a|an|the|my|his|her|their|your|one|two)\s|s$/i;

/** The name as a sentence says it: with "a" or "an" before a countable thing in English. */
export function withArticle(name: string, concept: Pick<Concept, 'countable'>, lang: Lang): string {
  if (!concept.countable || lang !== 'en' || SAID_WITH_ITS_OWN.test(name)) return name;
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}
