// Sorts the statements of a problem's plan as a clinician's assessment and plan reads: the
// reasoning (what it is and how it is going), the tests ordered, the treatment, and what the
// patient was told. English and French cue words; a statement goes to the first that fits.
import { findMedications } from '../lexicon/medications';
import type { Lang } from './phrases';

export type PlanCategory = 'reasoning' | 'testing' | 'treatment' | 'education';

export const PLAN_CATEGORIES: readonly PlanCategory[] = ['reasoning', 'testing', 'treatment', 'education'];

export const PLAN_CATEGORY_TITLES: Record<PlanCategory, Record<Lang, string>> = {
  reasoning: { en: 'Medical Reasoning', fr: 'Raisonnement médical' },
  testing: { en: 'Additional Testing', fr: 'Examens complémentaires' },
  treatment: { en: 'Medical Treatment', fr: 'Traitement' },
  education: { en: 'Patient Education and Counseling', fr: 'Éducation et conseils au patient' },
};

const TESTING =
  /\b(?:x-?rays?|mri|ct|cat scan|ultrasound|echo(?:cardiogram)?|ekg|ecg|blood ?work|blood tests?|labs?|lab work|panel|cbc|a1c|hemoglobin a1c|cultures?|biops\w+|tests?|testing|scans?|imaging|colonoscopy|endoscopy|mammogram|stress test|sleep study|urinalysis|urine sample|swab|nerve conduction|emg|holter|monitor|radiographie|échographie|prise de sang|bilan|analyses?|irm|scanner)\b/i;
const TREATMENT =
  /\b(?:prescri\w+|start\w*|continu\w+|increas\w+|decreas\w+|refill\w*|dose|mg|physical therapy|physiotherapy|therapy|surgery|surgical|injections?|inject\w*|shot|brace|splint|sling|boot|cast|crutches|inhaler|cream|ointment|refer\w*|procedure|medications?|medicines?|stop\w*|switch\w*|wean\w*|taper\w*|dressing|suture\w*|prescri\w+|traitement|médicament\w*|augment\w+|diminu\w+|arrêt\w*|kinésithérapie|physiothérapie)\b/i;
const EDUCATION =
  /\b(?:should|recommend\w*|advis\w*|encourag\w*|discuss\w*|explain\w*|educat\w*|counsel\w*|avoid\w*|diet|exercis\w*|ice|elevat\w*|rest|call|return|reach out|let (?:us|me) know|if (?:she|he|they|it|the)|make sure|important|hydrat\w*|fluids|weight loss|lose weight|conseill\w*|recommand\w*|éviter|doit|devrait)\b/i;

/** The category a plan statement belongs to, from its own words (the spoken sentence, lower-cased). */
export function planCategory(lower: string): PlanCategory {
  if (TESTING.test(lower) && /\b(?:order|get|obtain|schedule|repeat|check|send|do|draw|redo|refer|will|prescri|demand|prévoir|faire)\w*\b/i.test(lower)) return 'testing';
  if (findMedications(lower).length > 0 || TREATMENT.test(lower)) return 'treatment';
  if (EDUCATION.test(lower)) return 'education';
  return 'reasoning';
}
