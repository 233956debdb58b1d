// A note sentence saying the patient has no allergies ("NKDA.", "Pas d'allergie connue."),
// checked against what the patient said: supported where they said they have none, and
// contradicted where they named one, the most dangerous thing a note can get wrong of them.
import type { VisitModel } from '../visit/model';
import { LANGUAGES } from '../language';
import { phrasePattern } from '../text/phrases';
import { templateOf } from '../write/templates';

/** The words saying no allergies, in either language ("no known allergies", "nkda", "pas d'allergie"). */
const NONE_SAID = phrasePattern(
  LANGUAGES.flatMap((lang) => templateOf(lang, 'no-allergies').markers ?? []),
  'i',
);

/** Whether a note sentence says the patient has no allergies. */
export const saysNoAllergies = (text: string): boolean => NONE_SAID.test(text);

/** What the visit holds against a sentence saying no allergies: the allergies named, or where none were said; null for neither. */
export function noAllergiesHeld(visit: VisitModel): { held: 'none' | 'named'; evidence: Array<{ start: number; end: number }> } | null {
  if (visit.allergies.length > 0) return { held: 'named', evidence: visit.allergies.map((a) => a.evidence) };
  return visit.noKnownAllergies ? { held: 'none', evidence: [visit.noKnownAllergies] } : null;
}
