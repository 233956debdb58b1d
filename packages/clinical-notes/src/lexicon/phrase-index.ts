// One matcher for every list of phrases (lexicon terms, rule words): phrases become token
// keys once, in a trie, and a sentence is read left to right taking the longest phrase at
// each token, passing over skipped tokens (fillers, false starts).
import { perLanguage, type Lang } from '../language';
import { phraseKeys, phraseWords } from '../nlp/analyse';
import { fold } from '../text/fold';
import type { Sentence } from '../nlp/tokens';

interface Node<T> {
  next: Map<string, Node<T>>;
  values: T[];
}

/** A phrase found in a sentence: tokens [from, to) and what the phrase stands for. */
export interface PhraseMatch<T> {
  from: number;
  to: number;
  values: T[];
}

export class PhraseIndex<T> {
  private readonly root: Node<T> = { next: new Map(), values: [] };
  /** Phrases matched as written only, walked by the words as written: "had" (lemma "have") never goes on a path "have". */
  private readonly writtenRoot: Node<T> = { next: new Map(), values: [] };

  /**
   * `optional`: words a phrase may say or leave out after its first word (articles and
   * possessives of a lexicon's terms: "blood in vomit", "blood in your vomit" and "blood in the
   * vomit" are one term), as keys.
   */
  constructor(
    private readonly lang: Lang,
    private readonly optional: ReadonlySet<string> = new Set(),
  ) {}

  /** Adds `phrase` (as words) standing for `value`. */
  add(phrase: string, value: T): void {
    // By lemmas, and by the words as written: a tagger may lemmatize a word alone ("nope" -> "no")
    // otherwise than in a sentence.
    this.addPath(this.root, phraseKeys(phrase, this.lang), value);
    this.addPath(this.root, phraseWords(phrase, this.lang), value);
  }

  /** Adds `phrase` as written only, not by its lemmas: "bloods" (blood tests) is no "blood". */
  addWritten(phrase: string, value: T): void {
    this.addPath(this.writtenRoot, phraseWords(phrase, this.lang), value);
  }

  private addPath(root: Node<T>, path: string[], value: T): void {
    const keys = path.filter((k, i) => k !== '-' && !(i > 0 && this.optional.has(k)));
    if (keys.length === 0) return;
    let node = root;
    for (const key of keys) {
      let next = node.next.get(key);
      if (!next) {
        next = { next: new Map(), values: [] };
        node.next.set(key, next);
      }
      node = next;
    }
    if (!node.values.includes(value)) node.values.push(value);
  }

  /** The longest phrase starting at token `from`, if any. */
  matchAt(sentence: Sentence, from: number): PhraseMatch<T> | null {
    const tokens = sentence.tokens;
    const first = tokens[from];
    if (first.skip) return null;
    // Most tokens start no phrase: said before anything is made to walk one.
    const folded = first.folded ?? fold(first.text);
    const byLemma = this.root.next.has(first.key) || this.root.next.has(folded);
    const asWritten = this.writtenRoot.next.size > 0 && this.writtenRoot.next.has(folded);
    if (!byLemma && !asWritten) return null;
    let best: PhraseMatch<T> | null = null;
    /** Whether the best match went on by a word as written where its lemma differs: of two as long, it is the one meant ("ruled out", not "rule out"). */
    let bestWritten = false;
    // Each token goes on by its lemma and by its word as written, where they differ: a term added
    // as written ("bloods") is found though another goes on by the lemma ("blood test").
    const walk = (node: Node<T>, i: number, written: boolean, root = this.root) => {
      while (i < tokens.length && (tokens[i].skip || (tokens[i].text === '-' && i > from))) i += 1;
      if (i >= tokens.length) return;
      const t = tokens[i];
      // A word a phrase may leave out, said inside it, is passed over.
      if (i > from && node !== root && this.optional.has(t.key)) walk(node, i + 1, written, root);
      const byWord = node.next.get(t.folded ?? fold(t.text));
      const byKey = root === this.writtenRoot ? byWord : node.next.get(t.key);
      const differs = !!byWord && byWord !== byKey;
      for (const next of differs ? [byKey, byWord] : [byKey]) {
        if (!next) continue;
        const asWritten = written || (differs && next === byWord && t.key !== (t.folded ?? fold(t.text)));
        if (next.values.length && (!best || i + 1 > best.to || (i + 1 === best.to && asWritten && !bestWritten))) {
          best = { from, to: i + 1, values: next.values };
          bestWritten = asWritten;
        }
        walk(next, i + 1, asWritten, root);
      }
    };
    if (byLemma) walk(this.root, from, false);
    if (asWritten) walk(this.writtenRoot, from, true, this.writtenRoot);
    return best;
  }

  /** Every longest, non-overlapping phrase in the sentence, left to right. */
  find(sentence: Sentence): Array<PhraseMatch<T>> {
    const found: Array<PhraseMatch<T>> = [];
    for (let i = 0; i < sentence.tokens.length;) {
      const m = this.matchAt(sentence, i);
      if (m) {
        found.push(m);
        i = m.to;
      } else i += 1;
    }
    return found;
  }
}

/** A phrase index per language, built on its first use from the phrases (with what each stands for) `entries` gives. */
export function indexPerLanguage<T>(entries: (lang: Lang) => Iterable<readonly [string, T]>): (lang: Lang) => PhraseIndex<T> {
  return perLanguage((lang) => {
    const index = new PhraseIndex<T>(lang);
    for (const [phrase, value] of entries(lang)) index.add(phrase, value);
    return index;
  });
}
