// How a clinician introduces the patient ("he is a 56-year-old male", "this pleasant
// gentleman", "Mrs. Jones") and the reason for a visit ("... here with abnormal lab findings"),
// English; in French, the patient named as a woman or a man only. The words are data
// (rules/<lang>/introduction.json), each class read as one expression.
import introduction from '../../rules/en/introduction.json';
import introductionFr from '../../rules/fr/introduction.json';
import type { Lang } from '../language';

const any = (words: readonly string[]) => words.join('|');
/** One of the words (each written with the space after it) or none: "(?:the |his )?". */
const optional = (words: readonly string[]) => `(?:${any(words)})?`;
const intro = introduction['intro-reason'];
const lead = `\\b\\d+[- ]years?[- ]old\\b.*?\\b(?:${any(intro.verbs)}) ${optional(intro.where)}(?:for|with) `;
const reason = `${optional(intro.articles)}${optional(intro.of)}${optional(intro.articles)}([a-z][a-z -]+?)`;

/** The reason for the visit in a clinician's introduction: the first group. */
export const INTRO_REASON = new RegExp(`${lead}${reason}(?=\\s*(?:${any(intro.ends)}))`);

const opening = introduction['intro-sentence'];
const today = optional(opening.when);
const forWith = `(?:${any(opening.for)})`;
const aged = `is an? ${optional(opening.qualities)}\\d+[- ]year[- ]old`;
const presents = `${opening.presents} ${today}${forWith}`;
const here = `(?:${any(opening.who)}) (?:is )?(?:${any(opening.here)}) ${today}${forWith}`;

/** A sentence that introduces the patient: "is a 56-year-old", "presents with", "who is here for". */
export const INTRODUCTION = new RegExp(`\\b(?:${aged}|${presents}|${here})\\b`);

/** An age said with "year old": "50-year-old", "50 years old". */
const AGE = '\\d+\\s*-?\\s*years?[- ]old';
const patient = introduction['patient-words'];
/** How a clinician names a woman or a man: after an age, after "this", "the" or "a", or a title. */
const named = ({ aged: afterAge, named: afterThis, titles }: { aged: string[]; named: string[]; titles: string[] }) => {
  const byAge = `${AGE} (?:${any(afterAge)})`;
  const byThis = `(?:${any(patient.determiners)}) ${optional(patient.qualities)}(?:${AGE} )?(?:${any(afterThis)})`;
  return new RegExp(`\\b(?:${byAge}|${byThis}|${any(titles)})\\b`, 'gi');
};

/** The clinician's words naming the patient as a woman or a man. Global: read with match or matchAll. */
export const PATIENT_NAMED = { female: named(patient.female), male: named(patient.male) };

/** A French word naming the patient, whole ("madame", not inside "madamequelquechose"). */
const namedFr = ({ words }: { words: string[] }) => new RegExp(`(?<!\\p{L})(?:${any(words)})(?!\\p{L})`, 'giu');

/** The clinician's words naming the patient as a woman or a man, in each language. Global: read with match or matchAll. */
export const PATIENT_NAMED_IN: Record<Lang, typeof PATIENT_NAMED> = {
  en: PATIENT_NAMED,
  fr: { female: namedFr(introductionFr['patient-words'].female), male: namedFr(introductionFr['patient-words'].male) },
};
