// What makes a symptom worse or better, as the patient tells it (rules/<lang>/factors.json): a
// cue with what follows it to the end of its clause ("it's worst first thing in the morning"),
// what goes before a cue said after it ("bright lights make it worse"), or the answer to the
// clinician asking what makes it worse or better ("Does anything help?" "Lying flat."). Written
// in the history after what the patient presents with: "The heel pain is worse first thing in the
// morning.", "The back pain is eased by lying flat on the floor."
import type { Lang } from '../language';
import { indexPerLanguage } from '../lexicon/phrase-index';
import { spokenText } from '../nlp/tokens';
import { capital } from '../text/words';
import { fold } from '../text/fold';
import { toThirdPersonEn, toThirdPersonFr } from '../draft/third-person';
import type { Pronoun } from '../draft/types';
import type { ReadSentence } from './read-sentences';
import type { Evidence } from './model';
import factorsEn from '../../rules/en/factors.json';
import factorsFr from '../../rules/fr/factors.json';

export type FactorKind = 'worse' | 'better';
type ByKind<T> = Record<FactorKind, T>;

export interface FactorRules {
  after: ByKind<string[]>;
  before: ByKind<string[]>;
  asks: ByKind<string[]>;
  ends: string[];
  reach: number;
  connectives: string[];
  examples: Array<{ said: string; worse?: string; better?: string }>;
  write: { worse: string; worseBy: string; better: string; betterBy: string };
}
export const FACTOR_RULES: Record<Lang, FactorRules> = { en: factorsEn, fr: factorsFr };

/** What makes a symptom worse or better: the words as said, and whether they were said as what does it ("walking makes it worse"). */
export interface Factor {
  kind: FactorKind;
  /** From its connective, as said ("when I walk up the hill", "first thing in the morning"), or what does it ("bright lights"). */
  clause: string;
  /** Said as what does it, before the cue or as an answer: written "made worse by ...", "eased by ...". */
  by: boolean;
  /** The sentence it was told in (the visit model's). */
  evidence?: Evidence;
}

const kinds = (lists: ByKind<string[]>) => (['worse', 'better'] as const).flatMap((kind) => lists[kind].map((w) => [w, kind] as const));
const afterIndex = indexPerLanguage((lang) => kinds(FACTOR_RULES[lang].after));
const beforeIndex = indexPerLanguage((lang) => kinds(FACTOR_RULES[lang].before));
const asksIndex = indexPerLanguage((lang) => kinds(FACTOR_RULES[lang].asks));

/** Words that say nothing of what does it ("nothing makes it better", "that helps"). */
const NOT_A_FACTOR = new Set([
  'it',
  'that',
  'this',
  'these',
  'those',
  'them',
  'things',
  'stuff',
  'nothing',
  'anything',
  'which',
  'what',
  'something',
  'ça',
  'cela',
  'rien',
  'qui',
]);

/** Words saying nothing does it, anywhere in what goes before the cue ("nothing really makes it better"). */
const NOTHING = new Set(['nothing', 'anything', 'rien']);

const isPunctuation = (text: string) => /^[,;:.?!]$/.test(text);

/** Whether an end of clause (rules' `ends`: "but", "and then") opens at token i. */
function endsAt(s: ReadSentence, i: number, lang: Lang): boolean {
  return FACTOR_RULES[lang].ends.some((end) => {
    const words = end.split(' ');
    return words.every((w, k) => fold(s.tokens[i + k]?.text ?? '') === fold(w));
  });
}

/** The tokens from `from` to the end of their clause, at most the rules' reach; undefined when that is none or too long. */
function clauseFrom(s: ReadSentence, from: number, lang: Lang): string | undefined {
  let to = from;
  // A comma after no more than its connective and a pronoun is a pause ("worse if I, like, walk"), not the clause's end.
  const named = () =>
    s.tokens.slice(from, to).some((t) => !t.skip && t.pos !== 'PRON' && t.pos !== 'SCONJ' && t.pos !== 'ADP' && !isPunctuation(t.text));
  while (to < s.tokens.length && !endsAt(s, to, lang) && (!isPunctuation(s.tokens[to].text) || (s.tokens[to].text === ',' && !named())))
    to += 1;
  const said = s.tokens.slice(from, to).filter((t) => !t.skip);
  if (said.length === 0 || said.length > FACTOR_RULES[lang].reach) return undefined;
  return spokenText(s, from, to);
}

/** The tokens of the clause before `to` (from the last comma or the sentence's start), as what does it. */
function clauseBefore(s: ReadSentence, to: number, lang: Lang): string | undefined {
  let from = to;
  while (from > 0 && !isPunctuation(s.tokens[from - 1].text) && !endsAt(s, from - 1, lang)) from -= 1;
  // An end word opening the clause ("but walking makes it worse") is no part of it.
  while (from < to && FACTOR_RULES[lang].ends.includes(fold(s.tokens[from].text))) from += 1;
  const said = s.tokens.slice(from, to).filter((t) => !t.skip);
  if (said.length === 0 || said.length > FACTOR_RULES[lang].reach) return undefined;
  if (said.length === 1 && NOT_A_FACTOR.has(fold(said[0].text))) return undefined;
  if (said.some((t) => NOTHING.has(fold(t.text)))) return undefined;
  return spokenText(s, from, to);
}

/** The ConText categories whose scope tells no factor of the patient's symptom: what may happen, someone else's, what is not so ("it's not worse in the morning"). */
const NOT_TOLD = new Set(['hypothetical', 'family', 'negated']);

/** Whether a cue at token `at` is in the scope of a ConText trigger said before it ("if your headache gets worse if you move, ..."). */
const inScopeNotTold = (s: ReadSentence, at: number) =>
  s.modifiers.some((x) => NOT_TOLD.has(x.rule.category) && x.from < at && (x.scopeTo ?? s.tokens.length) >= at);

/** What a patient's sentence says makes a symptom worse or better. */
export function saysFactors(s: ReadSentence, lang: Lang): Factor[] {
  const out: Factor[] = [];
  const connectives = new Set(FACTOR_RULES[lang].connectives);
  for (const cue of afterIndex(lang).find(s)) {
    if (inScopeNotTold(s, cue.from)) continue;
    // From the cue's connective ("worse when": "when ..."), the cue's words before it left out; "by" says what does it.
    let at = cue.from;
    while (at < cue.to && !connectives.has(fold(s.tokens[at].text))) at += 1;
    if (at === cue.to) continue;
    const by = fold(s.tokens[at].text) === 'by' || fold(s.tokens[at].text) === 'par';
    const clause = clauseFrom(s, by ? at + 1 : at, lang);
    // Not one naming nothing after its connective ("better with that").
    const named = clause?.split(/\s+/).slice(by ? 0 : 1) ?? [];
    if (clause && named.length > 0 && !named.every((w) => NOT_A_FACTOR.has(fold(w)))) out.push({ kind: cue.values[0], clause, by });
  }
  for (const cue of beforeIndex(lang).find(s)) {
    if (inScopeNotTold(s, cue.from)) continue;
    const clause = clauseBefore(s, cue.from, lang);
    if (clause) out.push({ kind: cue.values[0], clause, by: true });
  }
  return out;
}

/** Whether two factors say one thing: of one kind, their words alike but for the connective ("worse when I move", "worse if I move"). */
export function sameFactor(a: Factor, b: Factor): boolean {
  const words = (f: Factor) =>
    fold(f.clause)
      .split(/\s+/)
      .slice(f.by ? 0 : 1)
      .join(' ');
  return a.kind === b.kind && words(a) === words(b);
}

/** What a clinician's question asks makes a symptom worse or better, where it asks one of them only. */
export function asksFactor(s: ReadSentence, lang: Lang): FactorKind | undefined {
  const asked = new Set(
    asksIndex(lang)
      .find(s)
      .flatMap((m) => m.values),
  );
  return asked.size === 1 ? [...asked][0] : undefined;
}

/** Words an answer opens with that are no part of what it names ("yeah", "well", "oui"). */
const ANSWER_OPENINGS = new Set(['yes', 'yeah', 'yep', 'well', 'oh', 'um', 'er', 'so', 'oui', 'ben', 'bah', 'alors', 'euh']);

/** The answer to what makes it worse or better, as what does it ("Lying flat on the floor."), where it names one. */
export function answersFactor(s: ReadSentence, kind: FactorKind, lang: Lang): Factor | undefined {
  let from = 0;
  while (from < s.tokens.length && (ANSWER_OPENINGS.has(fold(s.tokens[from].text)) || isPunctuation(s.tokens[from].text))) from += 1;
  // What does it, not a sentence of who did what ("They had to take painkillers.").
  if (s.tokens[from]?.pos === 'PRON') return undefined;
  const clause = clauseFrom(s, from, lang);
  if (!clause || NOT_A_FACTOR.has(fold(clause.split(/\s+/)[0]))) return undefined;
  return { kind, clause, by: true };
}

/** How a note writes what makes a symptom worse or better, in the third person: "The heel pain is worse first thing in the morning." */
export function factorSentence(factor: Factor, name: string, lang: Lang, pronoun: Pronoun = 'they'): string {
  const { write } = FACTOR_RULES[lang];
  const template = factor.kind === 'worse' ? (factor.by ? write.worseBy : write.worse) : factor.by ? write.betterBy : write.better;
  const said = lang === 'fr' ? toThirdPersonFr(factor.clause, pronoun) : toThirdPersonEn(factor.clause, 'patient', pronoun);
  const clause = factor.by ? said.charAt(0).toLowerCase() + said.slice(1) : said;
  return template.replace('{Name}', capital(name)).replace('{name}', name).replace('{clause}', clause.replace(/[.]$/, ''));
}
