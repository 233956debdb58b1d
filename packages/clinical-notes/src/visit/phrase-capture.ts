// What a cue names, as said: the noun phrase after it ("I work in | the fashion industry",
// "I live with | my wife and two children"). English reads the tagger's parts of speech;
// French, which has no tagger, takes the words up to the end of the clause. Words a note
// leaves out ("my", "just") are data (the rule file's "drop" list).
import type { Sentence } from '../nlp/tokens';
import { fold } from '../text/fold';

/** How many words a captured phrase may have. */
const MAX_WORDS = 6;

/** Parts of speech a noun phrase is made of, and those it may end with. */
const IN_PHRASE = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'CCONJ', 'PRON']);
const ENDS_PHRASE = new Set(['NOUN', 'PROPN', 'NUM']);

/** Words that end a clause where no part of speech is known (French). */
const CLAUSE_BREAKS = new Set(['mais', 'donc', 'parce', 'car', 'depuis', 'pour', 'quand', 'si', 'qui', 'que', 'and', 'but', 'because']);
const ACRONYM = /^[A-Z]{2,5}$/;
const isWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

export interface Captured {
  /** The phrase as a note writes it (dropped words left out). */
  text: string;
  from: number;
  to: number;
}

/** The noun phrase starting at token `from` (fillers passed over), or null when none is said there or its last word is one of `notAbout` (keys). */
export function nounPhraseAt(
  sentence: Sentence,
  from: number,
  drop: ReadonlySet<string>,
  notAbout: ReadonlySet<string> = new Set(),
): Captured | null {
  const t = sentence.tokens;
  const tagged = t.some((x) => x.pos !== '');
  let i = from;
  while (i < t.length && t[i].skip) i += 1;
  const start = i;
  let end = i;
  let words = 0;
  for (; i < t.length && words < MAX_WORDS; i += 1) {
    if (t[i].skip) continue;
    if (!isWord(t[i].text)) break;
    if (tagged) {
      // An acronym is a name, whatever the tagger says ("I work in IT").
      if (!IN_PHRASE.has(t[i].pos) && !ACRONYM.test(t[i].text)) break;
      // A pronoun only as a possessive at the start ("my wife"), never as the phrase ("I", "it").
      if (t[i].pos === 'PRON' && !ACRONYM.test(t[i].text) && !(i === start && drop.has(fold(t[i].text)))) break;
    } else if (CLAUSE_BREAKS.has(fold(t[i].text)) && words > 0) break;
    words += 1;
    if (!tagged || ENDS_PHRASE.has(t[i].pos) || ACRONYM.test(t[i].text)) end = i + 1;
  }
  if (end <= start) return null;
  // The words a note leaves out ("my wife and my kids" -> "wife and kids").
  const kept = t.slice(start, end).filter((x) => !x.skip && !drop.has(fold(x.text)));
  if (kept.length === 0 || kept.every((x) => x.pos === 'CCONJ' || x.pos === 'DET')) return null;
  // A phrase about something else than what the cue asks ("I work at | the moment").
  if (notAbout.has(kept[kept.length - 1].key)) return null;
  // A determiner written with a capital only because it opened the sentence ("The wife, Maureen.") is written in lower case.
  const written = kept.map((x, k) => (k === 0 && x.pos === 'DET' && start === 0 ? x.text.toLowerCase() : x.text));
  return { text: written.join(' '), from: start, to: end };
}
