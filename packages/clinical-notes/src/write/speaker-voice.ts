// How the offline writer puts the clinician's speech about themselves in the note's voice:
// asides ("i know that"), instructions ("i want you to"), plans ("i am going to", "i am
// ordering"), what the clinician did ("i reviewed") and found on examination ("i appreciate a
// murmur", "i don't hear any"). The words are data (rules/en/speaker-voice.json), each class
// with the sentence it serves; each is one expression built from its lists (English only).
import voice from '../../rules/en/speaker-voice.json';

const any = (words: readonly string[]) => words.join('|');
/** One of the words. */
const oneOf = (words: readonly string[]) => `(?:${any(words)})`;
/** One of the words (each written with the space after it) or none: "(?:do |also )?". */
const optional = (words: readonly string[]) => `(?:${any(words)})?`;
/** Any number of the words, each written with the space after it: "(?:also |just )*". */
const many = (words: readonly string[]) => `(?:${any(words)})*`;

/** The clinician speaking for themselves, or for the team. */
const SPEAKER = '\\b(?:i|we) ';
/** Who or what an aside or an impression is about, as a group. */
const SUBJECT = `(${any(voice.subjects.words)})`;

const { asides, instructions, plans, done, found } = voice;
const ing = voice['plans-ing'];
const notFound = voice['not-found'];

const aside = `${SPEAKER}${optional(asides.adverbs)}${oneOf(asides.verbs)} (?:that\\s*,?\\s*)?(?:,\\s*)?`;
const wanted = `${SPEAKER}${many(instructions.adverbs)}${oneOf(instructions.verbs)} ${oneOf(instructions.objects)} `;
const denied = `${SPEAKER}${oneOf(notFound.negations)} (?:really )?${oneOf(notFound.verbs)}\\s+(?:any )?`;

export const SPEAKER_VOICE = {
  /** Who or what an aside or an impression is about ("you", "she", "this"), as a group, for an expression to hold. */
  SUBJECT,
  /** An aside before what it is about: "i know that you ...". */
  ASIDE: new RegExp(`${aside}(?=${SUBJECT}\\b)`, 'gi'),
  /** An instruction to the patient: "i want you to ...". */
  INSTRUCTION: new RegExp(`${wanted}(?:to )?${many(instructions.after)}(?:to )?`, 'gi'),
  /** A plan: "i am going to go ahead and ...". */
  PLAN: new RegExp(`${SPEAKER}${many(plans.adverbs)}${oneOf(plans.verbs)}\\s+${many(plans.after)}`, 'gi'),
  /** A plan said as what the clinician is doing: "i am ordering"; the verb is the first group. */
  PLAN_ING: new RegExp(`\\b(?:i am|we are) ${many(ing.adverbs)}(${any(Object.keys(ing.verbs))})\\b`, 'gi'),
  /** The base form of each verb PLAN_ING reads ("ordering" → "order"). */
  PLAN_BASE: ing.verbs as Readonly<Record<string, string>>,
  /** What the clinician did: "i reviewed"; the verb is the first group. */
  DONE: new RegExp(`${SPEAKER}${many(done.adverbs)}(${any(done.verbs)})\\b`, 'gi'),
  /** What the clinician does not find: "i don't hear any ..." (not before "the", "that", ...). */
  NOT_FOUND: new RegExp(`${denied}(?!${oneOf(notFound['not-before'])}\\b)`, 'gi'),
  /** What the clinician finds: "i appreciate ..." before a word that opens a finding. */
  FOUND: new RegExp(`${SPEAKER}${optional(found.adverbs)}${oneOf(found.verbs)}\\s+(?=${oneOf(found.before)}\\b)`, 'gi'),
};
