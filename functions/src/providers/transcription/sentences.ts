// Sentences from the local engine's words. PocketSphinx gives lower-case words without
// punctuation, one final each time the speaker pauses (0.3 s of silence). No punctuation
// model can be installed here and no maintained package restores punctuation in unpunctuated
// speech (the sentence splitters on the registry expect punctuation already), so this is a
// careful rule-based step:
//   - a pause ends a sentence, unless the words before it cannot end one ("the", "to",
//     "and", "my"...) and the speaker goes on within 0.7 s: then the next final carries
//     on the same sentence (./sentence-provider.ts holds such a final until it knows); a
//     final the engine cut at its length cap (the speaker did not pause) never ends one;
//   - inside a final, the raw-speech splitter the note generator uses cuts before questions,
//     first-person reports and discourse markers ("okay", "so i");
//   - a sentence that opens as a question (a wh-word before a verb, an inverted auxiliary:
//     "do you", "have you", "is it", "any") ends with "?", any other with ".";
//   - the first letter of a sentence, "I" and its contractions, days and months are capitals.
// A long pause starts a paragraph. Deterministic: the same words and times give the same text.
import { splitRawSpeech } from '@clinicscribe/clinical-notes';
import type { FinalSegment } from './types';

/** A pause at least this long before a final starts a new paragraph. */
export const LOCAL_PARAGRAPH_PAUSE_MS = 1500;
/**
 * A pause at least this long ends a sentence, whatever its last word. Short enough that a held
 * final settles well within a second of live audio; a hesitation ("on the ...") is shorter.
 */
export const SENTENCE_PAUSE_MS = 700;

/** Words after which a sentence cannot end: a pause after them is a hesitation. */
const CONTINUES = new Set(
  `a an the my your his her their our its to of in on at for with from by about into onto than and or but because if whether
  is are was were am been being i we they he she um uh uhm er very`
    .split(/\s+/)
    .filter(Boolean),
);

const LEADING_FILLER = new Set('so and okay ok alright now but um uh well also then right oh'.split(' '));
/** Auxiliaries that open a question when a subject follows ("do you", "is it"). */
const AUXILIARY = new Set(
  `do does did are is was were have has had can could would will should shall may might am
  isn't aren't don't doesn't didn't haven't hasn't won't wouldn't can't couldn't`.split(/\s+/),
);
const SUBJECT = /^(?:you|i|we|they|he|she|it|there|that|this|these|those|your|the|my|his|her|their|anyone|anything|somebody|someone)$/;
const WH = /^(?:what|how|why|when|where|who|whom|which|whose|what's|how's|where's|who's|when's|why's)$/;
/** Words after a wh-word that make it a statement ("when i bend it", "what we'll do"). */
const WH_STATEMENT_NEXT = /^(?:i|i'm|i've|i'd|i'll|we|we're|we'll|we've|they|he|she|it|it's|you're|you'll|that|if)$/;

const CAPITALISED = new Map(
  [
    ...'monday tuesday wednesday thursday friday saturday sunday january february april june july september october november december'.split(
      ' ',
    ),
    'i',
    "i'm",
    "i've",
    "i'd",
    "i'll",
  ].map((word) => [word, word === 'i' || word.startsWith("i'") ? `I${word.slice(1)}` : word[0].toUpperCase() + word.slice(1)]),
);

/** Whether words (lower case) open a question. */
export function opensQuestion(words: readonly string[]): boolean {
  let k = 0;
  while (k < words.length - 1 && LEADING_FILLER.has(words[k])) k++;
  const [one, two = ''] = [words[k] ?? '', words[k + 1]];
  if (WH.test(one))
    return (
      !WH_STATEMENT_NEXT.test(two) ||
      words
        .slice(k + 2)
        .join(' ')
        .match(/\b(?:do|did|does|is|are|have|has) (?:you|it)\b/) !== null
    );
  if (AUXILIARY.has(one)) return SUBJECT.test(two);
  return one === 'any' || one === 'anything' || (one === 'tell' && two === 'me');
}

/** One word as written inside a sentence: "I", days and months capitalised. */
function cased(word: string): string {
  return CAPITALISED.get(word) ?? word;
}

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Words of a unit written as a sentence (or the start or continuation of one). */
function writeUnit(words: readonly string[], starts: boolean, ends: boolean, question: boolean): string {
  const text = words.map(cased).join(' ');
  const opened = starts ? capitalFirst(text) : text;
  return ends ? `${opened}${question ? '?' : '.'}` : opened;
}

/**
 * The sentences of one stream, final after final. `open`: the last final ended inside a
 * sentence; `question`: that sentence opened as a question.
 */
export class SentenceMaker {
  private open = false;
  private question = false;
  private lastEndMs: number | null = null;

  /** Whether a final with these words would leave its sentence open (its last word cannot end one). */
  static endsOpen(text: string): boolean {
    const words = text.toLowerCase().trim().split(/\s+/);
    return CONTINUES.has(words[words.length - 1]);
  }

  /**
   * A settled segment as sentences, with `paragraph` set after a long pause. `closing`: a
   * long pause follows it, so its last sentence ends whatever its last word.
   */
  final(segment: FinalSegment, closing = false): FinalSegment {
    const pauseMs = this.lastEndMs === null ? null : segment.startMs - this.lastEndMs;
    this.lastEndMs = segment.endMs;
    const { cut, ...settled } = segment;
    const raw = segment.text.toLowerCase().trim();
    // The first final of a stream leaves it to the consumer (a file cut in parts joins them).
    const paragraph = pauseMs === null ? undefined : pauseMs >= LOCAL_PARAGRAPH_PAUSE_MS;
    if (!raw) return { ...settled, text: '', paragraph };
    const units = splitRawSpeech(raw, { start: 0, end: raw.length }).map((span) =>
      raw.slice(span.start, span.end).split(/\s+/).filter(Boolean),
    );
    const out: string[] = [];
    units.forEach((words, i) => {
      const starts = i > 0 || !this.open;
      const question = starts ? opensQuestion(words) : this.question || opensQuestion(words);
      const last = i === units.length - 1;
      const ends = !last || closing || (!cut && !CONTINUES.has(words[words.length - 1]));
      out.push(writeUnit(words, starts, ends, question));
      if (last) {
        this.open = !ends;
        this.question = question;
      }
    });
    return { ...settled, text: out.join(' '), paragraph };
  }

  /** The words being heard, cased as they will be written (no end punctuation yet). */
  partial(text: string): string {
    const words = text.toLowerCase().trim().split(/\s+/).filter(Boolean);
    return words.length === 0 ? '' : writeUnit(words, !this.open, false, false);
  }
}
