// Finds the phrases of a lexicon in a text faster than one long alternation does: a word that
// starts with an ASCII letter is tried only against the phrases that can start with that
// letter. The matches are the same as the whole alternation's (same order of alternatives,
// same word boundaries, case-insensitive): any other word start is tried against all of them.

/** A match: the phrase as written and where it starts. */
export interface LexiconMatch {
  text: string;
  index: number;
}

/** The top-level alternatives of a pattern fragment ("a|b(?:c|d)" → "a", "b(?:c|d)"). */
function alternatives(fragment: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < fragment.length; i++) {
    const c = fragment[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(fragment.slice(start, i));
      start = i + 1;
    }
  }
  out.push(fragment.slice(start));
  return out;
}

/** Where the group opening at fragment[open] closes. */
function closingParen(fragment: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < fragment.length; i++) {
    const c = fragment[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

const isAsciiLetter = (c: string) => /^[a-z]$/i.test(c);
const ASCII_LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
/** The ASCII letters a pattern character matches case-insensitively ("ſ" matches "s"). */
const matchedLetters = (c: string) => ASCII_LETTERS.filter((letter) => new RegExp(`^${letter}$`, 'iu').test(c));

/**
 * The ASCII letters (lower case) a fragment can start with; other characters are not listed
 * (words starting with them try every phrase).
 * undefined when the fragment is not simple enough to tell: it is then tried at every word.
 */
export function firstLetters(fragment: string): Set<string> | undefined {
  const letters = new Set<string>();
  for (const alternative of alternatives(fragment)) {
    if (alternative === '') return undefined;
    const c = alternative[0];
    let end: number;
    let first: Set<string> | undefined;
    if (c === '(') {
      end = closingParen(alternative, 0);
      if (end < 0 || !alternative.startsWith('(?:')) return undefined;
      first = firstLetters(alternative.slice(3, end));
    } else if (c === '[') {
      end = alternative.indexOf(']');
      const members = alternative.slice(1, end);
      if (end < 0 || /[\\^-]/.test(members)) return undefined;
      first = new Set([...members].flatMap(matchedLetters));
    } else if (/[\\.^$?*+{|)\]]/.test(c)) {
      return undefined;
    } else {
      end = 0;
      first = new Set(matchedLetters(c));
    }
    // An optional first part lets the next part start the phrase: not simple enough.
    if (!first || /^[?*{]/.test(alternative.slice(end + 1))) return undefined;
    for (const letter of first) letters.add(letter);
  }
  return letters;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * A finder for phrases given as pattern fragments, equivalent to matching
 * `(?<![\p{L}\p{N}])(?:f1|f2|...)(?![\p{L}\p{N}])` with flags "giu" over a text.
 */
export function phraseFinder(fragments: readonly string[]): (text: string) => LexiconMatch[] {
  const sticky = (list: readonly string[]) => new RegExp(`(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'iuy');
  const all = sticky(fragments);
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])(?:${fragments.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const firsts = fragments.map(firstLetters);
  const byLetter = new Map<string, RegExp | undefined>();
  for (const letter of ASCII_LETTERS) {
    const list = fragments.filter((_f, k) => firsts[k] === undefined || firsts[k]?.has(letter));
    byLetter.set(letter, list.length > 0 ? sticky(list) : undefined);
  }
  return (text: string) => {
    // Characters outside the basic plane: the whole alternation, as it is.
    if (/[\uD800-\uDFFF]/.test(text)) return [...text.matchAll(whole)].map((m) => ({ text: m[0], index: m.index ?? 0 }));
    const found: LexiconMatch[] = [];
    for (let i = 0; i < text.length;) {
      if (i > 0 && WORD_CHAR.test(text[i - 1])) {
        i++;
        continue;
      }
      const c = text[i];
      const pattern = isAsciiLetter(c) ? byLetter.get(c.toLowerCase()) : all;
      let m: RegExpExecArray | null = null;
      if (pattern) {
        pattern.lastIndex = i;
        m = pattern.exec(text);
      }
      if (m) found.push({ text: m[0], index: i });
      i += Math.max(1, m?.[0].length ?? 0);
    }
    return found;
  };
}
