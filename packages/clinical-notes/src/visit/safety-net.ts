// When the patient is to call or come back, with the condition the clinician gave ("call me if
// the swelling gets worse or you cannot put weight on it" → "Call if the swelling gets worse
// or they cannot put weight on it."): the condition from its "if" to the end of the clause,
// the patient as a note speaks of them. The words are data (lexicon/<lang>/safety-net.json).
import type { Lang } from '../language';
import { phraseKeys } from '../nlp/analyse';
import type { ReadSentence } from './read-sentences';
import safetyEn from '../../lexicon/en/safety-net.json';
import safetyFr from '../../lexicon/fr/safety-net.json';

interface SafetyNetWords {
  call: string[];
  callVerb: string;
  returnVerb: string;
  asThey: Record<string, string>;
}
const WORDS: Record<Lang, SafetyNetWords> = { en: safetyEn, fr: safetyFr };
/** Words a condition has at least, and at most before it is run-on speech. */
const CONDITION_WORDS = { min: 2, max: 16 };

const callKeys = new Map<Lang, Set<string>>();
function callsIn(s: ReadSentence, lang: Lang): boolean {
  let keys = callKeys.get(lang);
  if (!keys) callKeys.set(lang, (keys = new Set(WORDS[lang].call.map((w) => phraseKeys(w, lang)[0]))));
  const known = keys;
  return s.tokens.some((t) => known.has(t.key));
}

/** The instruction of a safety net said under a condition, from tokens [from, to) of the sentence holding its "if"; undefined without one. */
export function safetyNetInstruction(s: ReadSentence, lang: Lang, to: number): string | undefined {
  const condition = s.modifiers.find((m) => m.rule.category === 'hypothetical' && m.from < to);
  if (!condition) return undefined;
  const words = WORDS[lang];
  const last = Math.min(to, s.tokens.length) - 1;
  const count = s.tokens.slice(condition.from, last + 1).filter((t) => !t.skip && /[\p{L}\p{N}]/u.test(t.text)).length;
  if (count < CONDITION_WORDS.min + 1 || count > CONDITION_WORDS.max) return undefined;
  // As said ("cannot" stays one word), without the punctuation it ends on, the patient as "they".
  const said = s.text
    .slice(s.tokens[condition.from].start - s.start, s.tokens[last].end - s.start)
    .replace(/[\s,;:.!?]+$/, '')
    .toLowerCase()
    .replace(/[\p{L}']+/gu, (w) => words.asThey[w] ?? w);
  return `${callsIn(s, lang) ? words.callVerb : words.returnVerb} ${said}.`;
}
