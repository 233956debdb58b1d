// The body system an examination finding belongs to, from the words that say what was
// examined ("lungs are clear" → respiratory), so the examination reads system by system.
import type { BodySystem } from '../lexicon/symptoms';

const SYSTEM_WORDS: Array<[BodySystem, RegExp]> = [
  ['cardiovascular', /\b(heart|murmurs?|gallops?|rubs?|regular rate|rhythm|carotid|bruits?|pulses?|capillary refill|pitting edema|edema|jvd|c[œo]ur|souffle)\b/i],
  ['respiratory', /\b(lungs?|breath sounds|wheez\w*|crackles|rales|rhonchi|auscultation|respiratory|chest wall|poumons?)\b/i],
  ['gastrointestinal', /\b(abdomen|abdominal|bowel sounds|quadrant|liver|spleen|hepatomegaly|splenomegaly|rebound|guarding|ventre|abdominal)\b/i],
  ['ent', /\b(throat|tonsils?|oropharynx|pharynx|ears?|tympanic|nasal|nose|sinus\w*|mouth|neck|thyroid|lymph nodes?|lymphadenopathy|gorge|oreilles?|cou)\b/i],
  ['eyes', /\b(pupils?|eyes?|conjunctiva\w*|sclera|yeux|pupilles?)\b/i],
  ['neurological', /\b(reflexes|sensation|sensory|neuro\w*|cranial nerves|gait|romberg|tinel|phalen|numbness|motor|r[ée]flexes)\b/i],
  ['skin', /\b(skin|rash|lesions?|laceration|abrasion|bruising|ecchymosis|erythema|wound|incision|peau|[ée]ruption)\b/i],
  ['musculoskeletal', /\b(knee|shoulder|hip|ankle|wrist|elbow|back|spine|lumbar|cervical|thoracic|joint|range of motion|strength|tender\w*|swelling|effusion|palpation|flexion|extension|drawer|lachman|straight leg|foot|toe|hand|finger|leg|arm|genou|épaule|hanche|cheville|poignet|dos)\b/i],
];

/** The body system a finding is about, or undefined when its words do not say. */
export function examSystem(lower: string): BodySystem | undefined {
  return SYSTEM_WORDS.find(([, words]) => words.test(lower))?.[0];
}
