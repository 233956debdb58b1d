// Rewrites how a speaker talks about themselves before the sentence goes to the third person.
// The clinician's plans ("I'm going to order an x-ray", "let's start", "I want you to rest")
// become the note's ("will order an x-ray", "you should rest"); asides ("I know that", "it
// sounds like") and impressions ("I think you have ...") lose the speaker; what the clinician
// finds on examination ("I appreciate a murmur") becomes a finding ("there is a murmur").
// The patient's household "we" becomes the patient's own. Whatever first person is left is
// for the clinical sentence check to refuse.
import { elideDe } from '../text/french-elision';
import { SPEAKER_VOICE } from '../write/speaker-voice';
import { unicodeWords } from '../text/word-boundary';

type Rewrite = [RegExp, string | ((...groups: string[]) => string)];

const { SUBJECT, ASIDE, INSTRUCTION, PLAN, PLAN_ING, PLAN_BASE, DONE, NOT_FOUND, FOUND } = SPEAKER_VOICE;

const CLINICIAN_REWRITES: Rewrite[] = [
  // Asides: the speaker knowing, seeing or being glad adds nothing to the fact.
  [ASIDE, ''],
  [new RegExp(`\\b(?:it |that )?(?:sounds|seems|looks) like (?=${SUBJECT}\\b)`, 'gi'), ''],
  [/\b(?:i am|we are) (?:so |very |really )?(?:glad|happy|pleased) (?:to (?:hear|see) )?(?:that )?/gi, ''],
  // Impressions: "i think you have" → "you likely have"; "i think it is" → "it is likely".
  [
    new RegExp(`\\b(?:i|we) (?:do )?(?:think|believe|suspect|feel like|feel that) (?:that )?${SUBJECT}\\b`, 'gi'),
    (_m, s: string) => `${s} likely`,
  ],
  [/\blikely (am|is|are|was|were)\b/gi, '$1 likely'],
  // Instructions to the patient: "i want you to rest" → "you should rest".
  [INSTRUCTION, 'you should '],
  [/\b(?:i|we) (?:would )?(?:strongly )?(?:recommend|suggest|advise|encourage)(?: that)? you\b(?: to)?/gi, 'you should'],
  // Findings, before what the clinician can or may do: "i appreciate a murmur" → "there is a murmur"; "i can hear some
  // crackles" → "there is some crackles" (not "may hear"); "i don't hear any" → "there is no".
  [NOT_FOUND, 'there is no '],
  [FOUND, 'there is '],
  // ... agreeing with a plural after it ("there are some crackles"); "there is some swelling", "some tenderness" stay.
  [/\bthere is ((?:some |a few |several |multiple |\d+\+? )?\w+[^\Wsiu]s)\b/gi, 'there are $1'],
  // Plans: "i'm going to order", "we'll go ahead and", "let's" → "will".
  [/\blet['’]s (?:go ahead and |just |also )*/gi, 'will '],
  [PLAN, 'will '],
  [/\b(?:i|we) (?:also |just )*(?:can|could|might|may)\s+(?:also |just |go ahead and )*/gi, 'may '],
  [/\b(?:i|we) (?:would )?(?:recommend|suggest|advise)(?: that)?\s+/gi, 'recommend '],
  [PLAN_ING, (_m, ing: string) => `will ${PLAN_BASE[ing.toLowerCase()]}`],
  [/\bwill go ahead and\b/gi, 'will'],
  // What the clinician did: "i reviewed your x-ray" → "reviewed her x-ray", as a note writes it.
  [DONE, (_m, verb: string) => (verb.toLowerCase() === 'review' ? 'reviewed' : verb)],
  [/\bwhen (?:i|we) (?:press|push|palpate|touch|feel)(?: down)?(?: on)?\b/gi, 'on palpation of'],
];

/** The patient talking about the clinician and themselves together (with "you" or "last time" near): no household "we". */
const SHARED_WE = /\bwe (?:talked|discussed|spoke|decided|agreed|went over|tried|started|changed|increased|decreased|did)\b/i;

/** What a parent or carer speaking did to the patient ("I gave him some Calpol"): done to the patient, by nobody named. */
const DONE_TO: Record<string, string> = { gave: 'given', give: 'given', took: 'taken', put: 'put', brought: 'brought' };
const DONE_TO_PATIENT = /\b(?:i|we) (?:have )?(gave|give|took|put|brought) (him|her)\b/gi;

const PATIENT_REWRITES: Rewrite[] = [
  [/\b(?:i mean|i guess|i would say|i'd say)\b[,\s]*/gi, ''],
  [
    DONE_TO_PATIENT,
    (_m, verb: string, them: string) => `${them.toLowerCase() === 'him' ? 'he' : 'she'} was ${DONE_TO[verb.toLowerCase()]}`,
  ],
  [/\bwe were\b/gi, 'i was'],
  [/\bwe are\b/gi, 'i am'],
  [/\bwe\b/gi, 'i'],
  [/\bours\b/gi, 'mine'],
  [/\bourselves\b/gi, 'myself'],
  [/\bour\b/gi, 'my'],
  [/\bus\b/gi, 'me'],
];

/** First-person contractions spelled out, so that one pattern reads both. */
const FIRST_PERSON_CONTRACTIONS: Rewrite[] = [
  [/\bi['’]m\b/gi, 'i am'],
  [/\bi['’]ve\b/gi, 'i have'],
  [/\bi['’]ll\b/gi, 'i will'],
  [/\bi['’]d\b/gi, 'i would'],
  [/\bwe['’]re\b/gi, 'we are'],
  [/\bwe['’]ve\b/gi, 'we have'],
  [/\bwe['’]ll\b/gi, 'we will'],
  [/\bwe['’]d\b/gi, 'we would'],
];

function apply(text: string, rewrites: Rewrite[]): string {
  let out = text;
  for (const [pattern, replacement] of FIRST_PERSON_CONTRACTIONS) out = out.replace(pattern, replacement as string);
  for (const [pattern, replacement] of rewrites) out = out.replace(pattern, replacement as string);
  return out.replace(/\s+/g, ' ').trim();
}

/** The clinician's sentence with plans, asides, impressions and findings in the note's voice. */
export function clinicianVoice(text: string): string {
  return apply(text, CLINICIAN_REWRITES);
}

/** The patient's sentence with their household "we" as their own "I" (not the "we" shared with the clinician). */
export function patientVoice(text: string): string {
  const shared = SHARED_WE.test(text) && /\b(?:you|your|doctor|last (?:time|visit|appointment))\b/i.test(text);
  return apply(text, shared ? PATIENT_REWRITES.slice(0, 1) : PATIENT_REWRITES);
}

const FR_SUBJECTS: Record<'she' | 'he' | 'they', string> = { she: 'elle', he: 'il', they: 'la personne' };

/** The French clinician's plans and advice, and "vous" with the verbs said of the patient most. */
const FR_CLINICIAN = {
  planned: unicodeWords(/\b(?:je vais|nous allons|on va)\s+(?:vous\s+|lui\s+)?(?:donc\s+)?/gi),
  recommended: unicodeWords(/\bje (?:vous |lui )?(?:recommande|conseille|suggère)\s+de\b/gi),
  youHave: unicodeWords(/\bvous avez\b/gi),
  youAre: unicodeWords(/\bvous êtes\b/gi),
  youTake: unicodeWords(/\bvous prenez\b/gi),
};

/** The French clinician's plans ("je vais vous prescrire" → "il est prévu de prescrire") and "vous" as the patient. */
export function clinicianVoiceFr(text: string, pronoun: 'she' | 'he' | 'they'): string {
  const subject = FR_SUBJECTS[pronoun];
  const planned = text.replace(FR_CLINICIAN.planned, 'il est prévu de ').replace(FR_CLINICIAN.recommended, 'il est recommandé de');
  // "de" elided where the planning words put it before a vowel ("il est prévu d'organiser").
  return elideDe(planned)
    .replace(FR_CLINICIAN.youHave, `${subject} a`)
    .replace(FR_CLINICIAN.youAre, `${subject} est`)
    .replace(FR_CLINICIAN.youTake, `${subject} prend`)
    .replace(/\s+/g, ' ')
    .trim();
}
