// Plan cues as data (rules/<lang>/plan.json): a phrase and the kind of plan item it says.
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
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
  /** An order's reach: how many words after it what it orders may be said (a dictation's "Plan ..." heads a list). */
  reach?: number;
}
const RULES: Record<Lang, PlanRule[]> = { en: planEn as PlanRule[], fr: planFr as PlanRule[] };
export const planRules = (lang: Lang): readonly PlanRule[] => RULES[lang];

export const planIndex = indexPerLanguage((lang) => RULES[lang].map((rule) => [rule.literal, rule] as const));
