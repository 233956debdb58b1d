// The visit model: what a consultation established, extracted once from the transcript.
// The draft, the evidence check and "Not in the note" all read it. Every fact keeps the
// transcript span it came from and who said it.
import type { Lang } from '../language';
import type { Concept } from '../lexicon/lexicon';
import type { Factor } from './factors';
import type { Role } from '../transcript/turns';
import type { Assertion } from './assertion';

/** Where a fact was said: offsets in the transcript, its sentence and speaker. */
export interface Evidence {
  start: number;
  end: number;
  sentence: number;
  role: Role;
}

export interface SymptomAttributes {
  site?: string;
  side?: 'left' | 'right' | 'both';
  /** The side word as said, in the visit's language ("droite" agrees with its part). */
  sideSaid?: string;
  duration?: string;
  character?: string;
  /** Where a pain goes: 'none', or the part as said ("left leg"). */
  radiation?: string;
  severity?: string;
  /** What makes it worse or better, as the patient told it ("worst first thing in the morning", "eased by lying flat"). */
  factors?: Factor[];
  /** A family history's relatives ("mother", "sister"), as the family cues name them. */
  relatives?: string[];
  /** Past and over, as the patient said ("I had asthma as a kid but I grew out of it"). */
  resolved?: true;
}

/** A symptom or a condition the visit talked about, with its assertion. */
export interface Finding {
  concept: Concept;
  assertion: Assertion;
  attributes: SymptomAttributes;
  /** Every place it was said, first to last. */
  evidence: Evidence[];
  /** What decided the assertion: the patient's own words, their answer to a question, or only a clinician's statement. */
  basis: 'told' | 'answered' | 'stated';
  /** Whether it was said one way round only: every time as there (or in the past), or every time as absent. */
  settled: boolean;
}

/** What the clinician concluded: their impression, or a differential they raised. */
export interface Impression {
  concept: Concept;
  certainty: 'stated' | 'possible';
  differential: boolean;
  evidence: Evidence;
  /** The clinician's name for it where it says more than the concept's: with what was said beside it ("osteoarthritis of the knee"), or a term naming a diagnosis of its own ("biliary colic"). */
  said?: string;
}

export type MedicationStatus = 'current' | 'advised' | 'not-needed';
/** What the plan does to a medication: start it, keep it, change its dose, stop it. */
export const MEDICATION_CHANGES = ['start', 'continue', 'increase', 'decrease', 'stop'] as const;
export type MedicationChange = (typeof MEDICATION_CHANGES)[number];

export interface Medication {
  concept: Concept;
  /** The words the medication was said with. */
  said: string;
  status: MedicationStatus;
  dosing?: string;
  /** Prescribed to collect only if needed (a delayed or back-up prescription). */
  delayed?: true;
  /** How it is used, as said just after its name ("gel", "eye drops"): used, not taken. */
  form?: string;
  /** Where the dosing was said in a sentence of its own after the name ("... Ibuprofen. | That's 400 mg twice a day."). */
  dosingEvidence?: Evidence;
  /** An advised medication said as one that may be needed, not one to take ("you may need antibiotics", "it might be infected and need antibiotics"). */
  possible?: true;
  /** An advised medication: what the plan does to it, where a cue says ("stop the ibuprofen"). */
  change?: MedicationChange;
  /** An advised medication: the plan item as a note writes it, from the clause it was said in ("Increase the lisinopril to 40 milligrams a day."). */
  written?: string;
  evidence: Evidence;
}

/** 'medication' and 'order' are cues' kinds only: an item is a prescription or OTC product, or a test, by what the cue acts on. */
export const PLAN_KINDS = [
  'test',
  'order',
  'prescription',
  'otc',
  'medication',
  'self-care',
  'time-off',
  'referral',
  'examination',
  'follow-up',
  'safety-net',
  'advice',
  'not-needed',
] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** One thing to be done, as the clinician said it (fillers and false starts left out). */
export interface PlanItem {
  kind: PlanKind;
  text: string;
  /** "in three to four days", "two to three days". */
  timing?: string;
  /** Concepts it acts on (a test, a medication). */
  concepts: Concept[];
  /** Said under a condition ("if it's not better in three days ..."). */
  conditional: boolean;
  /** How a note writes it, where its cue's rule says (rules/<lang>/plan.json "write"). */
  write?: string;
  /** How a note writes it from the clause it was said in ("Order an echocardiogram."; plan-writer.ts), where the clause gives one. */
  written?: string;
  /** A safety net: what the patient is to call or come back for, as a note writes it ("Call if the swelling gets worse."). */
  callIf?: string;
  /** The symptoms and conditions what to call for names ("if you get a fever"): what may happen, not what the patient has. */
  callOf?: Concept[];
  /** Found by the words leading into it ("I want you to ..."), an imperative or a decision, not by a cue of the plan's rules. */
  led?: boolean;
  evidence: Evidence;
}

/** What the patient's life holds that bears on their health, by topic. */
export const SOCIAL_TOPICS = ['smoking', 'vaping', 'alcohol', 'drugs', 'work', 'living', 'activity', 'travel'] as const;
export type SocialTopic = (typeof SOCIAL_TOPICS)[number];

export interface SocialFact {
  topic: SocialTopic;
  /** As a note writes it ("Non-smoker.", "Works as a teacher."). */
  text: string;
  /** How the habit is, where the text is the topic's own sentence for it (rules/<lang>/social.json `write`): it can be written in the other language. */
  manner?: string;
  evidence: Evidence;
}

/** A side of the body a part or a finding is said on. */
export type Side = 'right' | 'left';

/**
 * What a finding said of a part is, by the examination rules' keys (the English rules' names), so a
 * note in the other language can write it: the part and the side said with it, the findings and
 * the side said after them ("the right knee is swollen", "le dos est douloureux à droite").
 */
export interface ExamSaid {
  part: string;
  partSide?: Side;
  findings: string[];
  side?: Side;
}

/** What the clinician examined or measured, or a result they read out. */
export interface ExamFinding {
  kind: 'exam' | 'vital' | 'result';
  /** As a note writes it ("Temperature 37.8.", "Abdomen soft and non-tender."). */
  text: string;
  /** The test or body part it is about, where the lexicon knows it. */
  concept?: Concept;
  /** A vital sign's name as the rule file writes it ("Blood pressure"): a note naming the sign states its reading. */
  sign?: string;
  /** A vital sign's reading in figures, with the line of the note's vital signs it fills ("blood pressure", "132/80"). */
  reading?: { key: string; value: string };
  /** A part's findings by the rules' keys, to be written in the other language (examInLanguage). */
  said?: ExamSaid;
  evidence: Evidence;
}

export interface VisitModel {
  language: Lang;
  /**
   * Whether the transcript says who spoke (clinician and patient turns): without it a question
   * cannot be told from its answer, so the model asserts nothing from it (no facts, no contradictions).
   */
  speakersKnown: boolean;
  /** Dictated by the clinician (untagged, of the patient in the third person): what they found, concluded and planned is read; what the patient told is not asserted. */
  dictated?: boolean;
  /** The transcript's clinician and patient labels were the wrong way round, and were read swapped. */
  labelsSwapped?: boolean;
  /** Someone speaks for the patient (a parent for a child): what they tell of themselves is not the patient's. */
  spokenFor?: boolean;
  /** Where the plan opens in the transcript (its offset): the clinician's first impression or words opening it, where they say it. */
  planFrom?: number;
  /** What the patient came with: the symptoms or conditions of their first account. */
  complaint: { text: string; concepts: Concept[]; evidence: Evidence; review?: true } | null;
  /** Symptoms asked about or told, present or absent (the patient's own words, or their answers). */
  symptoms: Finding[];
  /** Conditions the patient has or had (past history), the patient's guesses left out. */
  history: Finding[];
  /** Conditions and symptoms of the patient's family. */
  family: Finding[];
  impressions: Impression[];
  /** Conditions the clinician says the patient does not have ("I don't see any fracture", "no evidence of coronary artery disease"). */
  ruledOut: Impression[];
  /** What the patient thought it was. */
  concerns: Impression[];
  medications: Medication[];
  /** What the patient is allergic to (medications or other allergens), as said. */
  allergies: Array<{ concept: Concept; said: string; reaction?: string; evidence: Evidence }>;
  /** Where the patient said they have no allergies ("Any allergies?" "No."; "He's not allergic to anything"), none being named. */
  noKnownAllergies?: Evidence;
  plan: PlanItem[];
  /** Social history: smoking, alcohol, work, who they live with ... */
  social: SocialFact[];
  /** Examination findings, vital signs and results said in the visit. */
  examination: ExamFinding[];
  /** The pain out of ten the patient gave ("6-7"), asked on a scale or said as one. */
  painRating?: { value: string; evidence: Evidence[] };
  /** What else the patient rated out of ten when asked (their mood, anxiety, sleep), as the question named it. */
  ratings?: Array<{ of: string; value: string; evidence: Evidence[] }>;
  /** The scores the clinician read out (a questionnaire's, a scale's, a result's figure), with the band said ("moderately severe"). */
  scores?: Array<{ name: string; value: string; band?: string; evidence: Evidence }>;
  /** What the clinician said as things to do that are no plan: the instructions of an examination on the video ("get you to feel inside your neck"). */
  asides?: Evidence[];
}
