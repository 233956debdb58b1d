// Whether a sentence of what was said only restates what the draft already states from the
// visit model: it names a symptom or condition and adds no more than a few words the draft's
// own sentences do not hold ("The patient has had some diarrhea for the last 3 days." beside
// "The patient presents with watery diarrhea for the last three days."). Such a sentence is
// left out of the history; one that tells what the model does not hold stays. The words that
// say nothing of the visit and how many new words a restatement may add are data
// (rules/<lang>/draft.json "restating").
import { perLanguage, type Lang } from '../language';
import { findConditions } from '../lexicon/terms/conditions';
import { findSymptoms } from '../lexicon/terms/symptoms';
import { readSpokenNumber, spokenNumbersToDigits } from '../nlp/numbers';
import { FACTOR_RULES } from '../visit/factors';
import draftEn from '../../rules/en/draft.json';
import draftFr from '../../rules/fr/draft.json';

const RULES: Record<Lang, { 'new-words': number; 'plan-new-words': number; 'function-words': string[]; 'exam-words': string[] }> = {
  en: draftEn.restating,
  fr: draftFr.restating,
};
const functionWordsOf = perLanguage((lang) => new Set(RULES[lang]['function-words']));

/** The words of a text that say something, lower-cased, numbers as digits ("three" and "3" are one word). */
export function contentWordsOf(text: string, lang: Lang): string[] {
  const skip = functionWordsOf(lang);
  return (
    spokenNumbersToDigits(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((w) => !skip.has(w));
}

/** What the draft states, as the words a restatement is compared with. */
export function statedWords(texts: readonly string[], lang: Lang): Set<string> {
  return new Set(texts.flatMap((t) => contentWordsOf(t, lang)));
}

/** Whether `sentence` names a symptom or condition and adds at most the rule's number of words to `stated`. */
export function restatesStated(sentence: string, stated: ReadonlySet<string>, lang: Lang): boolean {
  const lower = sentence.toLowerCase();
  if (findSymptoms(lower).length === 0 && findConditions(lower).length === 0) return false;
  return addsFewWords(sentence, stated, lang);
}

/** Whether `sentence` adds at most the rule's number of words to `stated` (something stated). */
function addsFewWords(sentence: string, stated: ReadonlySet<string>, lang: Lang): boolean {
  if (stated.size === 0) return false;
  const named = namedAsStated(sentence, stated, lang);
  const fresh = new Set(contentWordsOf(sentence, lang).filter((w) => !stated.has(w) && !named.has(w)));
  // A number the draft does not state is a fact of its own ("two panic attacks this week").
  if ([...fresh].some((w) => /^\p{N}/u.test(w) || readSpokenNumber([w], 0) !== null)) return false;
  return fresh.size <= RULES[lang]['new-words'];
}

/**
 * The words of a sentence's symptoms and conditions whose names the draft states, however they were said: "high blood
 * pressure" is stated by "hypertension", "tummy ache" by "abdominal pain".
 */
function namedAsStated(sentence: string, stated: ReadonlySet<string>, lang: Lang): Set<string> {
  const lower = sentence.toLowerCase();
  const named = new Set<string>();
  for (const { term, index, length } of [...findSymptoms(lower), ...findConditions(lower)])
    if (contentWordsOf(term[lang], lang).every((w) => stated.has(w)))
      for (const w of contentWordsOf(lower.slice(index, index + length), lang)) named.add(w);
  return named;
}

/**
 * Whether a sentence the model read facts from says no more than they do, but the words it said them with: at most the
 * rule's number of words beside the facts' and those of the cues the facts were read by (what makes a symptom worse or
 * better: "worst", "eases off").
 */
export function restatesItsFacts(sentence: string, facts: readonly string[], lang: Lang): boolean {
  const stated = statedWords(facts, lang);
  for (const w of cueWordsOf(lang)) stated.add(w);
  return addsFewWords(sentence, stated, lang);
}

/** The words of the cues what makes a symptom worse or better is read by (rules/<lang>/factors.json). */
const cueWordsOf = perLanguage((lang) => {
  const { after, before } = FACTOR_RULES[lang];
  return new Set([...after.worse, ...after.better, ...before.worse, ...before.better].flatMap((cue) => contentWordsOf(cue, lang)));
});

/** The words a clinician's sentence of the examination may say beside the findings it states (rule data: "a bit", "on palpation"). */
const examWordsOf = perLanguage((lang) => new Set(RULES[lang]['exam-words']));

/** Whether a sentence of the examination says nothing but `stated` (the findings read from it) and words of how it was found. */
export function restatesFindings(sentence: string, stated: ReadonlySet<string>, lang: Lang): boolean {
  const allowed = examWordsOf(lang);
  return stated.size > 0 && contentWordsOf(sentence, lang).every((w) => stated.has(w) || allowed.has(w));
}

/** Whether `sentence` adds more words to `stated` than its statements of the plan leave unsaid (draft.json "restating" 'plan-new-words'). */
export function addsManyWords(sentence: string, stated: ReadonlySet<string>, lang: Lang): boolean {
  return contentWordsOf(sentence, lang).filter((w) => !stated.has(w)).length > RULES[lang]['plan-new-words'];
}

/** How many words that say something a rule's sentence has at least for the clinician's fuller words to replace it ("Rest." stays). */
const SAYS_MORE_WORDS = 2;

/** Whether a sentence says every word of another that says something, and more. */
export function saysMore(longer: string, shorter: string, lang: Lang): boolean {
  const words = new Set(contentWordsOf(longer, lang));
  const others = contentWordsOf(shorter, lang);
  return others.length >= SAYS_MORE_WORDS && others.every((w) => words.has(w)) && words.size > new Set(others).size;
}
