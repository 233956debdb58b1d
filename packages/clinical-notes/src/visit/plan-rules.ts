// Plan cues as data (rules/<lang>/plan.json): a phrase (with groups: "keep (you|him) on") and the kind of plan item it says.
import { perLanguage, type Lang } from '../language';
import { PhraseIndex } from '../lexicon/phrase-index';
import { expandPhrase } from '../text/phrases';
import type { MedicationChange, PlanKind } from './model';
import planEn from '../../rules/en/plan.json';
import planFr from '../../rules/fr/plan.json';

export interface PlanRule {
  literal: string;
  kind: PlanKind;
  example: string;
  /** The sentence a note writes for it, where one fits every saying ("Drink plenty of fluids."). */
  write?: string;
  /** The sentence a note writes for it said on a condition ("I'll do you a fit note if you need one"): "A fit note is offered if needed." */
  writeIfNeeded?: string;
  /** What the cue does to a medication said after it ("stop the ibuprofen", "increase your lisinopril"). */
  action?: MedicationChange;
  /** An order's reach: how many words after it what it orders may be said (a dictation's "Plan ..." heads a list). */
  reach?: number;
  /** An in-person examination's cue said of many things ("checked out"): an item only with a part of the body said with it. */
  needsPart?: boolean;
  /** Written as said where no lead shapes the item: an exercise's sets and repetitions ("Calf raises, three sets of fifteen, twice a day."). */
  asSaid?: boolean;
  /** Words that, said right after it, make it none: "rest of your day", "rest your arm on the table". */
  notFollowedBy?: string[];
  /** A sentence where such a word follows it: no item. */
  notExample?: string;
  /** Words that, said as its subject just before it (modal verbs between), make it none: "it can come back" is the illness's. */
  notAfter?: string[];
  notAfterExample?: string;
  /** Auxiliaries (by their lemma) that, said just before it, tell it happened, no item: "your HbA1c ... has come back at sixty-two". */
  notAfterAux?: string[];
  notAfterAuxExample?: string;
  /**
   * Counts only said on a condition ("if it gets worse, ..."): said as how things are, no condition before it, it tells
   * the course of the illness and is no item ("it's getting worse rather than better"). With that sentence.
   */
  onlyOnCondition?: { example: string };
  /** Matched as written only, not by its lemmas: "checked out" (get your ear checked out) is no "check out" (I'll check out your heart now). */
  asWritten?: boolean;
}
const RULES: Record<Lang, PlanRule[]> = { en: planEn as PlanRule[], fr: planFr as PlanRule[] };
export const planRules = (lang: Lang): readonly PlanRule[] => RULES[lang];

export const planIndex = perLanguage((lang) => {
  const index = new PhraseIndex<PlanRule>(lang);
  for (const rule of RULES[lang]) {
    // A literal with groups ("keep (you|him) on") stands for each of its phrases.
    for (const literal of expandPhrase(rule.literal)) {
      if (rule.asWritten) index.addWritten(literal, rule);
      else index.add(literal, rule);
    }
  }
  return index;
});
