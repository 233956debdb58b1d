// The one ConText matcher: finds the rules' cues in a sentence, works out each cue's scope
// (its direction, its maximum number of words, cut short by a terminating cue or the end of
// the sentence), and gives each concept found in the sentence the categories of the cues
// whose scope holds it.
import type { Lang } from '../language';
import type { ConceptKind } from '../lexicon/lexicon';
import { PhraseIndex, type PhraseMatch } from '../lexicon/phrase-index';
import { saidBefore, type Sentence } from '../nlp/tokens';
import { fold } from '../text/fold';
import { expandPhrase } from '../text/phrases';
import { contextRules, type Category, type ContextRule } from './rules';
import spokenNegationEn from '../../rules/en/spoken-negation.json';
import spokenNegationFr from '../../rules/fr/spoken-negation.json';

const DEFAULT_SCOPE = 8;
const indexes = new Map<string, PhraseIndex<ContextRule>>();

/**
 * The cues of a language, the terminating ones in an index of their own: a terminating cue
 * ("and your") does not hide a cue it overlaps ("your mum").
 */
function ruleIndex(lang: Lang, terminating: boolean): PhraseIndex<ContextRule> {
  const key = `${lang}:${terminating}`;
  let index = indexes.get(key);
  if (!index) {
    index = new PhraseIndex<ContextRule>(lang);
    for (const rule of contextRules(lang))
      if ((rule.direction === 'terminate') === terminating) {
        // A literal with groups ("(her|his) dad") stands for each of its phrases.
        for (const literal of expandPhrase(rule.literal)) {
          if (rule.written) index.addWritten(literal, rule);
          else index.add(literal, rule);
        }
      }
    indexes.set(key, index);
  }
  return index;
}

/** A cue found in a sentence, with the tokens it reaches. */
export interface Modifier {
  rule: ContextRule;
  from: number;
  to: number;
  scopeFrom: number;
  scopeTo: number;
}

const isWord = (text: string) => /[\p{L}\p{N}]/u.test(text);
const ENDS_CLAUSE = new Set([';', ':', '.', '!', '?']);

/**
 * Whether a negation is broken off: the cue followed at once by a comma negates nothing after it,
 * whether it answers ("No, I think this is a viral infection") or starts a sentence over ("I
 * haven't, I felt a bit hot and sweaty").
 */
function brokenOff(tokens: Sentence['tokens'], match: PhraseMatch<ContextRule>, lang: Lang): boolean {
  let next = match.to;
  while (next < tokens.length && tokens[next].skip) next += 1;
  if (tokens[next]?.text === ',') return true;
  // Said without a comma, as speech often is: an answer's opening "no" before a clause of its own ("no i wish unfortunately
  // i've gained some weight", rules/<lang>/spoken-negation.json replyClauses).
  const opening = tokens.slice(0, match.from).every((t) => t.skip || !isWord(t.text));
  return opening && next < tokens.length && REPLY_CLAUSES[lang].has(fold(tokens[next].text));
}

/** Words opening a clause of its own after an answer's "no" (rules/<lang>/spoken-negation.json). */
const REPLY_CLAUSES: Record<Lang, ReadonlySet<string>> = {
  en: new Set(spokenNegationEn.replyClauses),
  fr: new Set(spokenNegationFr.replyClauses),
};

/**
 * Whether a cue ends its sentence: nothing but punctuation or skipped words after it, and said
 * straight after the words before it ("diarrhea no"; "Vomiting, no." is left to the forward rules).
 */
function endsSentence(tokens: Sentence['tokens'], match: PhraseMatch<ContextRule>): boolean {
  return saidBefore(tokens, match.from) !== ',' && tokens.slice(match.to).every((t) => t.skip || !isWord(t.text));
}

/**
 * Whether a cue opens its sentence: before it, nothing said, or a word or two set off by a comma or
 * ending in a conjunction ("Yeah, dad smokes", "No, brother has eczema", "And mum has asthma").
 */
function opensSentence(tokens: Sentence['tokens'], match: PhraseMatch<ContextRule>): boolean {
  const before = tokens.slice(0, match.from).filter((t) => !t.skip && isWord(t.text));
  if (before.length === 0) return true;
  const last = before[before.length - 1];
  return before.length <= 2 && (saidBefore(tokens, match.from) === ',' || last.pos === 'CCONJ' || last.pos === 'INTJ');
}

/** The cues of a sentence with their scopes. */
export function modifiersOf(sentence: Sentence, lang: Lang): Modifier[] {
  const found = ruleIndex(lang, false).find(sentence);
  const tokens = sentence.tokens;
  // A longer cue holds its words whole: a terminator inside it ends no scope ("could be low in iron, which is called anaemia").
  const terminators = ruleIndex(lang, true)
    .find(sentence)
    .filter((t) => !found.some((m) => m.from <= t.from && t.to <= m.to && m.to - m.from > t.to - t.from));
  const modifiers: Modifier[] = [];
  // Whether a cue is said where its rule counts it: in a sentence short enough, at its start or end, after its word.
  const said = (rule: ContextRule, match: PhraseMatch<ContextRule>) =>
    !(rule.sentenceWords && tokens.filter((t) => !t.skip && isWord(t.text)).length > rule.sentenceWords) &&
    !(rule.at === 'end' && !endsSentence(tokens, match)) &&
    !(rule.at === 'start' && !opensSentence(tokens, match)) &&
    !(rule.after && !rule.after.includes(tokens[match.from - 1]?.key ?? ''));
  const ends = (category: ContextRule['category']) => (t: PhraseMatch<ContextRule>) =>
    t.values.some((r) => r.direction === 'terminate' && (!r.terminates || r.terminates.includes(category)));
  const reach = (
    from: number,
    step: 1 | -1,
    words: number,
    category: ContextRule['category'],
    by: readonly Category[] = [],
    acrossClauses = false,
  ): number => {
    // A cue of a category that ends this one's scope, opening a clause of its own after a comma ("no signs of cancer,
    // you have an enlarged prostate"); one inside the clause is what it modifies ("doesn't look like, to me, something
    // called septic arthritis").
    const opensClause = (m: PhraseMatch<ContextRule>) => saidBefore(tokens, m.from) === ',';
    const cues = found.filter(
      (m) => m.values.some((r) => by.includes(r.category) && said(r, m)) && (step === 1 ? m.from > from : m.to <= from) && opensClause(m),
    );
    const stops = [...(acrossClauses ? [] : terminators.filter(ends(category))), ...cues];
    let i = from;
    let counted = 0;
    while (i >= 0 && i < tokens.length) {
      if (ENDS_CLAUSE.has(tokens[i].text)) break;
      if (stops.some((t) => i >= t.from && i < t.to)) break;
      if (!tokens[i].skip && isWord(tokens[i].text)) counted += 1;
      if (counted > words) break;
      i += step;
    }
    return i;
  };
  for (const match of found as Array<PhraseMatch<ContextRule>>) {
    for (const rule of match.values) {
      if (rule.direction === 'terminate' || rule.direction === 'pseudo') continue;
      if (rule.category === 'negated' && rule.direction === 'forward' && brokenOff(tokens, match, lang)) continue;
      if (!said(rule, match)) continue;
      const words = rule.maxScope ?? DEFAULT_SCOPE;
      const forward = rule.direction === 'forward' || rule.direction === 'bidirectional';
      const backward = rule.direction === 'backward' || rule.direction === 'bidirectional';
      let scopeTo = forward ? reach(match.to, 1, words, rule.category, rule.terminatedBy, rule.acrossClauses) : match.from;
      // What follows from the cue's clause ("if ... then ...") is in its scope too, the consequent's opening word reached first.
      const then = rule.consequent ? tokens.findIndex((t, k) => k >= match.to && fold(t.text) === rule.consequent) : -1;
      if (then >= 0 && reach(match.to, 1, 2 * words, rule.category, rule.terminatedBy) > then)
        scopeTo = Math.max(scopeTo, reach(then + 1, 1, words, rule.category, rule.terminatedBy));
      modifiers.push({
        rule,
        from: match.from,
        to: match.to,
        scopeFrom: backward ? reach(match.from - 1, -1, words, rule.category, rule.terminatedBy, rule.acrossClauses) + 1 : match.to,
        scopeTo,
      });
    }
  }
  return modifiers;
}

/** The categories of the cues whose scope holds tokens [from, to), for a concept of `kind` where given. */
export function categoriesAt(modifiers: readonly Modifier[], from: number, to: number, kind?: ConceptKind): Set<Category> {
  const categories = new Set<Category>();
  for (const m of modifiers)
    if (from >= m.scopeFrom && from < m.scopeTo && (!kind || !m.rule.kinds || m.rule.kinds.includes(kind))) categories.add(m.rule.category);
  return categories;
}
