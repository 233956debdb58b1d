// Passages a note quotes as said: a note in another language than its transcript quotes what
// was said in the transcript's ("Patient: “je ne me sens pas fiévreuse”"). A sentence made of
// such quotes, each said so in the sources, claims nothing of its own: read with the note's
// language, its words say nothing either way.
import type { Utterance } from '../draft/analyse';
import { wordsOf } from '../text/words';

/** A passage quoted in either language's marks: “...” or « ... ». */
const QUOTE = /“([^”]+)”|«\s*([^»]+?)\s*»/gu;
/** Who a quote is of, before it ("Patient:", "Clinicien :"): up to three words and a colon. */
const LABEL = /[\p{L}·'-]+(?:\s+[\p{L}·'-]+){0,2}\s*:/gu;

/** A passage's words, each with whether a clause opens at it (the first word, or one after a punctuation mark). */
function clausesOf(text: string): Array<{ word: string; opens: boolean }> {
  return text
    .toLowerCase()
    .split(/[,.;:!?]+/u)
    .flatMap((clause) => wordsOf(clause).map((word, k) => ({ word, opens: k === 0 })));
}

/**
 * Whether the quote's words are said in this order in the passage, from the start of one of
 * its clauses (a quote cut after "pas de" is no quote of it); a number matches any word ("3"
 * for "trois").
 */
function saidIn(quote: readonly string[], passage: ReadonlyArray<{ word: string; opens: boolean }>): boolean {
  for (let at = 0; at + quote.length <= passage.length; at += 1)
    if (passage[at].opens && quote.every((w, k) => w === passage[at + k].word || /\d/.test(w))) return true;
  return false;
}

/**
 * The utterances a sentence quotes, where it is only passages quoted as said with who said
 * them, each said so in one utterance of the sources; null otherwise.
 */
export function quotedUtterances(text: string, utterances: readonly Utterance[]): Utterance[] | null {
  const quotes = [...text.matchAll(QUOTE)].map((m) => wordsOf(m[1] ?? m[2] ?? ''));
  if (quotes.length === 0 || quotes.some((q) => q.length === 0)) return null;
  const rest = text.replace(QUOTE, ' ').replace(LABEL, ' ');
  if (/[\p{L}\p{N}]/u.test(rest)) return null;
  const passages = utterances.map((u) => clausesOf(u.clean));
  const quoted = quotes.map((q) => utterances.find((_u, i) => saidIn(q, passages[i])));
  return quoted.every((u) => u !== undefined) ? quoted : null;
}
