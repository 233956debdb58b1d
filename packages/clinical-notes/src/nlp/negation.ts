// Whether a term of a sentence is said to be absent ("no fever", "denies chest pain", "pas de
// fièvre"): a negation cue shortly before it, not undone by "but" or "now" in between. Used by
// the offline generator (symptoms stated present or absent) and by the evidence check (a
// source that negates what the note affirms is not its support).

import { phrasePattern } from '../text/phrases';
import negationEn from '../../rules/en/negation.json';
import negationFr from '../../rules/fr/negation.json';

/** The cues, English then French (a sentence of either language is read the same way). */
const NEGATION_CUE = phrasePattern([...negationEn.cues.words, ...negationFr.cues.words], 'gi');

/** Length of a leading "no" or "yes" that answers the question before ("No, I ..."). */
export function answerOpening(lower: string): number {
  return /^(?:no|yes|yeah|nope|non|oui)\b[\s,]*/.exec(lower)?.[0].length ?? 0;
}

/** Whether the term at `index` of a lower-case sentence is negated. A leading answer word does not negate what follows. */
export function negatedAt(lower: string, index: number): boolean {
  const before = lower.slice(Math.max(answerOpening(lower), index - 45), index);
  const cues = [...before.matchAll(NEGATION_CUE)];
  const lastCue = cues[cues.length - 1];
  if (!lastCue) return false;
  const between = before.slice((lastCue.index ?? 0) + lastCue[0].length);
  return (
    !/\b(but|and now|now i|except|mais)\b/.test(between) &&
    !/\b(no longer|not sure|not bad|not too|not that bad)\b/.test(before.slice(lastCue.index ?? 0))
  );
}

/** Whether any negation cue is said before `index` of a lower-case sentence, a leading "no" included ("No recreational drug use."). */
export function negationBefore(lower: string, index: number): boolean {
  return [...lower.slice(0, index).matchAll(NEGATION_CUE)].length > 0;
}
