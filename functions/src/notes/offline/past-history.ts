// The patient's past medical history: the conditions the conversation says the patient has
// had or lives with ("a history of kidney stones", "you have hypertension", "I was diagnosed
// with asthma"), never one denied or a relative's.
import { findConditions, type ConditionTerm } from '@clinicscribe/clinical-notes';
import type { Conversation, Utterance } from './analyse';

export interface PastCondition {
  term: ConditionTerm;
  utterance: Utterance;
}

/** A sentence that states a condition as the patient's history or an ongoing diagnosis. */
const HISTORY_CUE =
  /\b(?:history of|past medical history|diagnosed with|(?:you|i|she|he|they) (?:have|has|had) (?:a |an )?(?:history|known)?|(?:your|my|her|his|their) (?:known )?(?=\w+ (?:is|are|has|have|was|seems)\b)|ant[ée]c[ée]dents? d|diagnostiqu[ée]e? (?:avec|pour))/;
/** Negation, relatives and questions take the sentence out. */
const NOT_OWN =
  /\b(?:no|not|never|denies|without|don't|doesn't|didn't|mother|father|mom|dad|sister|brother|family|grandmother|grandfather|son|daughter|wife|husband|aunt|uncle|cousin|friend|pas|jamais|mère|père|famille|sœur|frère)\b/;

/** Injuries of the day, not history. */
const ACUTE = /\b(?:strain|sprain|fracture)\b/;

/** The conditions of the patient's history, in the order first said, one per condition. */
export function pastConditions(conv: Conversation): PastCondition[] {
  const found = new Map<string, PastCondition>();
  for (const u of conv.utterances) {
    if (u.source.origin !== 'transcript' || u.isQuestion || u.phase === 'plan' || !HISTORY_CUE.test(u.lower) || NOT_OWN.test(u.lower))
      continue;
    for (const { term } of findConditions(u.lower))
      if (!found.has(term.en) && !ACUTE.test(term.en)) found.set(term.en, { term, utterance: u });
  }
  return [...found.values()];
}
