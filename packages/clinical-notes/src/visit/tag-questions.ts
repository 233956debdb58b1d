// A statement closed by a tag ("I'll prescribe you some meloxicam once a day, okay?"): the
// question mark asks for agreement, not for an answer; what comes before it is what was said.
// The tags are data per language (rules/<lang>/questions.json "tags").
import type { Lang } from '../language';
import { PhraseIndex } from '../lexicon/phrase-index';
import { asks } from '../nlp/questions';
import type { Sentence } from '../nlp/tokens';
import questionsEn from '../../rules/en/questions.json';
import questionsFr from '../../rules/fr/questions.json';

const TAGS: Record<Lang, string[]> = { en: questionsEn.tags.words, fr: questionsFr.tags.words };
/** Words before the tag at least: "okay?" alone is a question. */
const MIN_STATEMENT_TOKENS = 3;

const indexes = new Map<Lang, PhraseIndex<true>>();
function tagIndex(lang: Lang): PhraseIndex<true> {
  let index = indexes.get(lang);
  if (!index) {
    index = new PhraseIndex<true>(lang);
    for (const words of TAGS[lang]) index.add(words, true);
    indexes.set(lang, index);
  }
  return index;
}

/**
 * Whether a sentence that ends with "?" is a statement closed by a tag: the tag ends it, after a
 * comma or enough words, and the words before it do not ask.
 */
export function tagClosed(sentence: Sentence, lang: Lang): boolean {
  const t = sentence.tokens;
  const last = t.length - 1;
  if (last < 1 || t[last].text !== '?') return false;
  for (let k = Math.max(0, last - 4); k < last; k += 1) {
    if (k < MIN_STATEMENT_TOKENS || tagIndex(lang).matchAt(sentence, k)?.to !== last) continue;
    const before = t.slice(0, t[k - 1].text === ',' ? k - 1 : k);
    const end = before[before.length - 1].end;
    return !asks({ ...sentence, end, text: sentence.text.slice(0, end - sentence.start), tokens: before }, lang);
  }
  return false;
}
