// The pronoun the clinician's own words give the patient, for a draft whose session sets
// none: "a 50-year-old female", "this gentleman", "Mrs. Jones". Only the clinician's words
// about the patient count (a patient's "she" is often someone else); without a clear sign
// the draft keeps the session's default.
import { PATIENT_NAMED_IN } from '../write/introduction';
import type { Pronoun } from './types';
import type { Conversation } from './analyse';

/** "she" or "he" when the clinician's words say it clearly; undefined otherwise. */
export function pronounFromConversation(conv: Conversation): Pronoun | undefined {
  // How a clinician names the patient: "a 50-year-old female", "this pleasant gentleman", "Mrs. Jones", "Bonjour madame".
  const { female: FEMALE, male: MALE } = PATIENT_NAMED_IN[conv.language];
  let female = 0;
  let male = 0;
  for (const u of conv.utterances) {
    if (u.role === 'patient' || u.source.origin !== 'transcript') continue;
    female += (u.lower.match(FEMALE) ?? []).length;
    male += (u.lower.match(MALE) ?? []).length;
  }
  if (female > male) return 'she';
  if (male > female) return 'he';
  return undefined;
}
