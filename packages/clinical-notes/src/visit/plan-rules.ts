// Plan cues as data (rules/<lang>/plan.json): a phrase and the kind of plan item it says.
import type { Lang } from '../language';
import { PhraseIndex } from '../lexicon/phrase-index';
import type { MedicationAction, PlanKind } from './model';
import planEn from '../../rules/en/plan.json';
import planFr from '../../rules/fr/plan.json';

export interface PlanRule {
  literal: string;
  kind: PlanKind;
  example: string;
  /** The sentence a note writes for it, where one fits every saying ("Drink plenty of fluids."). */
  write?: string;
  /** What a medication cue does to the medication it names (stop, continue, increase ...). */
  action?: MedicationAction;
  /** The cue opens advice: the words after it are the instruction ("I want you to | weigh yourself daily"). */
  opens?: boolean;
}
const RULES: Record<Lang, PlanRule[]> = { en: planEn as PlanRule[], fr: planFr as PlanRule[] };
export const planRules = (lang: Lang): readonly PlanRule[] => RULES[lang];

const indexes = new Map<Lang, PhraseIndex<PlanRule>>();
export function planIndex(lang: Lang): PhraseIndex<PlanRule> {
  let index = indexes.get(lang);
  if (!index) {
    index = new PhraseIndex<PlanRule>(lang);
    for (const rule of RULES[lang]) index.add(rule.literal, rule);
    indexes.set(lang, index);
  }
  return index;
}
