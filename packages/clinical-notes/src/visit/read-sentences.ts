// The transcript read once: turns, sentences, tokens (NLP), the spoken clean-up, and the
// concepts with their ConText categories. Everything the visit model holds comes from this.
import { modifiersOf, type Modifier } from '../context/matcher';
import { categoriesAt } from '../context/matcher';
import type { Category } from '../context/rules';
import type { Lang } from '../language';
import { conceptIndex, type Concept } from '../lexicon/lexicon';
import { analyse } from '../nlp/analyse';
import type { Sentence } from '../nlp/tokens';
import { cleanUpSpeech } from '../speech/clean-up';
import { readTurns, type Turn } from '../transcript/turns';
import { assertionOf, type Assertion } from './assertion';

/** A concept said in a sentence, with what the sentence asserts of it. */
export interface Mention {
  concept: Concept;
  sentence: number;
  from: number;
  to: number;
  categories: Set<Category>;
  assertion: Assertion;
}

export interface ReadSentence extends Sentence {
  modifiers: Modifier[];
  mentions: Mention[];
}

export interface ReadTranscript {
  lang: Lang;
  text: string;
  turns: Turn[];
  sentences: ReadSentence[];
}

/** Reads the transcript (any of the forms turns.ts reads) in `lang`. */
export function readTranscript(text: string, lang: Lang): ReadTranscript {
  const turns = readTurns(text);
  const sentences = analyse(turns, lang, text).map((sentence): ReadSentence => {
    cleanUpSpeech(sentence, lang);
    const modifiers = modifiersOf(sentence, lang);
    const mentions: Mention[] = [];
    for (const match of conceptIndex(lang).find(sentence)) {
      const categories = categoriesAt(modifiers, match.from, match.to);
      for (const concept of match.values) mentions.push({ concept, sentence: sentence.index, from: match.from, to: match.to, categories, assertion: assertionOf(categories) });
    }
    return { ...sentence, modifiers, mentions };
  });
  return { lang, text, turns, sentences };
}
