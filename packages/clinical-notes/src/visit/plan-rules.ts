// Plan cues as data (rules/<lang>/plan.json): a phrase and the kind of plan item it says.
import type { Lang } from '../language';
import { PhraseIndex } from '../lexicon/phrase-index';
import type { MedicationChange, PlanKind } from './model';
import planEn from '../../rules/en/plan.json';
import planFr from '../../rules/fr/plan.json';

export interface PlanRule {
  literal: string;
  kind: PlanKind;
  example: string;
  /** The sentence a note writes for it, where one fits every saying ("Drink plenty of fluids."). */
  write?: string;
  /** What the cue does to a medication said after it ("stop the ibuprofen", "increase your lisinopril"). */
  action?: MedicationChange;
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
