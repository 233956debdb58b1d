// British spellings of the lexicons' words (lexicon/en/spellings.json: "diarrhoea", "oedema",
// "anaemia", ...): a term said or typed the British way is the same term. Each lexicon's
// variants gain the British form of every American word they match whole, singular and plural.
import { escapeRegExp } from '../../text/phrases';
import spellings from '../../../lexicon/en/spellings.json';

/** `variants` (pattern fragments of one term) with the British spellings of the words they match. */
export function withBritishSpellings(variants: readonly string[]): string[] {
  const whole = new RegExp(`^(?:${variants.join('|')})$`, 'iu');
  const british: string[] = [];
  for (const [uk, us] of Object.entries(spellings as Record<string, string>)) {
    for (const plural of ['', 's']) {
      if (whole.test(us + plural) && !whole.test(uk + plural)) british.push(escapeRegExp(uk + plural));
    }
  }
  return [...variants, ...british];
}
