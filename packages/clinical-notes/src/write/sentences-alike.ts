// The plan rules' sentences for one piece of advice in each language (rules/plan-sentences-alike.json):
// "Boire abondamment." of a French visit is "Drink plenty of fluids." in an English note.
import type { Lang } from '../language';
import alike from '../../rules/plan-sentences-alike.json';

const PAIRS: ReadonlyArray<Record<Lang, string>> = alike.pairs;

/** A plan rule's sentence of language `from` as the rules of `to` write it; undefined where no pair holds it. */
export function sentenceIn(text: string, from: Lang, to: Lang): string | undefined {
  return PAIRS.find((pair) => pair[from] === text)?.[to];
}
