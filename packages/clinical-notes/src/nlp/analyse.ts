// Sentences and tokens from a maintained NLP library: wink-nlp with its English model gives
// sentence boundaries, tokens, lemmas and parts of speech (one document for the whole
// transcript, turns separated so that no sentence crosses a change of speaker). French has
// no wink model: its tokens come from the same tokenizer, with folded words and plurals as
// keys and no part of speech.
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { fold } from '../text/fold';
import { saidEnd, writtenAsNamed } from './said-as-written';
import type { Turn } from '../transcript/turns';
import type { Lang } from '../language';
import type { Sentence } from './tokens';
import spellingsEn from '../../lexicon/en/spellings.json';

type Wink = ReturnType<typeof winkNLP>;
let wink: Wink | null = null;
/** The library is loaded once, on first use (about 60 ms), with only what the engine reads: sentences, parts of speech and lemmas. */
const nlp = (): Wink => (wink ??= winkNLP(model, ['sbd', 'pos']));

const SPELLINGS: Record<string, string> = spellingsEn;
const TURN_BREAK = '\n\n';
const ABBREVIATED_NO = /^no\.$/i;
const ELISION = /^(qu|[ldnjcsmt])['’](\p{L}.*)$/iu;
const ELIDED: Record<string, string> = { qu: 'que', l: 'le', d: 'de', n: 'ne', j: 'je', c: 'ce', s: 'se', m: 'me', t: 'te' };

/** wink's typings give \`its.lemma\` a signature \`out()\` does not take; it is called the same way. */
const lemmaOf = (its: Wink['its']) => its.lemma as unknown as typeof its.normal;

/** A French word's key: folded, without a plural ending. */
function frenchKey(word: string): string {
  const w = fold(word);
  return w.length > 3 && /[^s][sx]$/.test(w) ? w.slice(0, -1) : w;
}

/** An English word's key: its lemma, folded, with British spellings made American. */
function englishKey(lemma: string, normal: string): string {
  const l = fold(lemma);
  return SPELLINGS[l] ?? SPELLINGS[fold(normal)] ?? l;
}

/** A token at the end of its sentence. */
function pushToken(sentence: Sentence, text: string, key: string, pos: string, at: number, end = at + text.length): void {
  sentence.tokens.push({ i: sentence.tokens.length, text, key, pos, start: at, end, skip: false, folded: fold(text) });
  sentence.end = end;
}

/** The sentences of the transcript's turns, with their tokens. */
export function analyse(turns: readonly Turn[], lang: Lang, transcript: string): Sentence[] {
  if (turns.length === 0) return [];
  const its = nlp().its;
  // One document; each turn's text at a known offset in it, in pieces where the turn says where its sentences end.
  let joined = '';
  const pieces: Array<{ turn: Turn; at: number; start: number }> = [];
  for (const turn of turns) {
    const cuts = [turn.start, ...(turn.sentenceEnds ?? []).filter((x) => x > turn.start && x < turn.end), turn.end];
    for (let i = 0; i + 1 < cuts.length; i += 1) {
      pieces.push({ turn, at: joined.length, start: cuts[i] });
      joined += writtenAsNamed(transcript.slice(cuts[i], cuts[i + 1]).replace(/\n/g, ' '), lang) + TURN_BREAK;
    }
  }
  const doc = nlp().readDoc(joined);
  // Every token's value, spaces, type, lemma, normal form and part of speech read at once, as
  // arrays: asking each token item for each of them cost more than the reading itself.
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const types = tokens.out(its.type) as string[];
  const english = lang === 'en';
  const lemmas = english ? (tokens.out(lemmaOf(its)) as string[]) : [];
  const normals = english ? (tokens.out(its.normal) as string[]) : [];
  const tags = english ? (tokens.out(its.pos) as string[]) : [];
  const spans = doc.sentences().out(its.span) as unknown as Array<[number, number]>;
  const sentences: Sentence[] = [];
  let piece = 0;
  let at = 0;
  for (const [first, last] of spans) {
    let current: Sentence | null = null;
    let currentPiece = -1;
    for (let k = first; k <= last; k += 1) {
      at += spaces[k].length;
      const value = values[k];
      const from = at;
      at += value.length;
      if (types[k] === 'tabCRLF' || !value.trim()) continue;
      while (piece + 1 < pieces.length && from >= pieces[piece + 1].at) piece += 1;
      const { turn } = pieces[piece];
      const start = pieces[piece].start + (from - pieces[piece].at);
      if (!current || currentPiece !== piece) {
        currentPiece = piece;
        current = { index: sentences.length, turn: turn.index, role: turn.role, start, end: start, text: '', tokens: [], question: false };
        sentences.push(current);
      }
      const sentence: Sentence = current;
      // A name read as written in place of what was said ("A&E" for "A and E") ends where what was said ends.
      const push = (text: string, key: string, pos: string, at: number) =>
        pushToken(sentence, text, key, pos, at, transcript.startsWith(text, at) ? undefined : saidEnd(transcript, at, text, lang));
      if (english) {
        // The tokenizer reads "No." as the abbreviation of "number"; said, it is the answer and a full stop.
        if (ABBREVIATED_NO.test(value)) {
          push(value.slice(0, -1), 'no', 'INTJ', start);
          push('.', '.', 'PUNCT', start + value.length - 1);
          continue;
        }
        push(value, englishKey(lemmas[k], normals[k]), tags[k], start);
        continue;
      }
      // French: an elided word ("n'ai", "d'asthme", "qu'il") is two words, the first said in full.
      const elided = ELISION.exec(value);
      if (elided) {
        push(value.slice(0, elided[1].length + 1), ELIDED[fold(elided[1])], '', start);
        push(elided[2], frenchKey(elided[2]), '', start + elided[1].length + 1);
      } else push(value, frenchKey(value), '', start);
    }
  }
  for (const sentence of sentences) {
    sentence.text = transcript.slice(sentence.start, sentence.end);
  }
  return sentences;
}

/** Phrases read at most before the memo of phrases read is emptied (rule and lexicon phrases are a few thousand; note sentences are read too). */
const PHRASES_KEPT = 50000;
const phrasesRead = new Map<string, { words: string[]; keys: string[] }>();

/**
 * A short phrase's words as written (folded) and its keys, read once per language: a lexicon
 * term is added to an index by both, and a rule's words are looked up again and again.
 */
function phraseRead(phrase: string, lang: Lang): { words: string[]; keys: string[] } {
  const memo = `${lang}\u0000${phrase}`;
  let read = phrasesRead.get(memo);
  if (!read) {
    if (phrasesRead.size >= PHRASES_KEPT) phrasesRead.clear();
    const turn = { index: 0, speaker: '', role: 'unknown' as const, start: 0, end: phrase.length, text: phrase };
    const tokens = analyse([turn], lang, phrase).flatMap((s) => s.tokens);
    read = { words: tokens.map((t) => fold(t.text)), keys: tokens.map((t) => t.key) };
    phrasesRead.set(memo, read);
  }
  return read;
}

/** The words of a short phrase as written (folded), as analyse would split them. */
export function phraseWords(phrase: string, lang: Lang): string[] {
  return [...phraseRead(phrase, lang).words];
}

/** The keys of a short phrase (a lexicon term or a rule's words), as analyse would give them in running text. */
export function phraseKeys(phrase: string, lang: Lang): string[] {
  return [...phraseRead(phrase, lang).keys];
}
