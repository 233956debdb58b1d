// Word and phrase lists as data (rules/<lang>/*.json, lexicon/<lang>/*.json), read by the
// text layer. A phrase is words separated by spaces, in lower case; "(a|b)" says either
// ("(do|did) you"), "(a |)" that "a " may be left out, and a word ending in "*" is a stem
// ("prescrib*": prescribe, prescribed, prescribing). The lists stay reviewable as words; the
// patterns they are matched with are built from them here, once.
import { WORD_CHARACTER } from './word-boundary';

/** Text matched as itself inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every phrase a phrase with groups stands for, in the order a pattern would try them. */
export function expandPhrase(phrase: string): string[] {
  const open = phrase.indexOf('(');
  if (open < 0) return [phrase];
  let depth = 0;
  let close = -1;
  const cuts: number[] = [];
  for (let i = open; i < phrase.length; i += 1) {
    const c = phrase[i];
    if (c === '(') depth += 1;
    else if (c === ')' && --depth === 0) {
      close = i;
      break;
    } else if (c === '|' && depth === 1) cuts.push(i);
  }
  if (close < 0) throw new Error(`Unclosed group in the phrase "${phrase}"`);
  const bounds = [open, ...cuts, close];
  const head = phrase.slice(0, open);
  const tail = phrase.slice(close + 1);
  return bounds.slice(0, -1).flatMap((from, k) => expandPhrase(`${head}${phrase.slice(from + 1, bounds[k + 1])}${tail}`));
}

/** Every phrase of a list, groups expanded, in order, each once. */
export function expandPhrases(list: readonly string[]): string[] {
  return [...new Set(list.flatMap(expandPhrase))];
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/** The pattern source of one expanded phrase: a trailing "*" of a word is any further word characters, in any alphabet. */
const sourceOf = (phrase: string) => escape(phrase).replace(/\*/g, `${WORD_CHARACTER}*`);

/** A pattern finding any phrase of the list as whole words, in any alphabet, in the list's order. */
export function phrasePattern(list: readonly string[], flags = ''): RegExp {
  // Bounded by no letter or digit on either side, in any alphabet (a phrase starts and ends with a letter): one lookaround each
  // side is cheaper than a boundary either way.
  const u = flags.includes('u') ? flags : `${flags}u`;
  return new RegExp(`(?<!${WORD_CHARACTER})(?:${expandPhrases(list).map(sourceOf).join('|')})(?!${WORD_CHARACTER})`, u);
}

/** A set of words or word pairs ("do you"), with stems ("heal*") besides the whole words. */
export interface WordClass {
  has(words: string): boolean;
}

/** The class of the list's words (compared as given: callers lower-case what they look up). */
export function wordClass(list: readonly string[]): WordClass {
  const whole = new Set<string>();
  const stems: string[] = [];
  for (const phrase of expandPhrases(list)) {
    if (phrase.endsWith('*')) stems.push(phrase.slice(0, -1));
    else whole.add(phrase);
  }
  // A stem stands for word characters after it, in any alphabet: "heal*" is not "heal-up", "prescri*" is "prescrit".
  const rest = new RegExp(`^${WORD_CHARACTER}*$`, 'u');
  return { has: (words) => whole.has(words) || stems.some((s) => words.startsWith(s) && rest.test(words.slice(s.length))) };
}

const isWord = (c: string | undefined) => c !== undefined && /\w/.test(c);

/**
 * Whether `text` opens with any of the phrases (after any of the lead-in words, each followed
 * by white space), the phrase ending at a word boundary ("what's" opens with "what").
 */
export function opensWith(text: string, leadIns: ReadonlySet<string>, openers: readonly string[]): boolean {
  let rest = text;
  for (;;) {
    if (openers.some((o) => rest.startsWith(o) && isWord(o[o.length - 1]) !== isWord(rest[o.length]))) return true;
    const lead = /^(\S+)\s+/.exec(rest);
    if (!lead || !leadIns.has(lead[1])) return false;
    rest = rest.slice(lead[0].length);
  }
}
