// A lay term that says one symptom or another by the part of the body talked of ("bunged up": the nose, or the bowels): the
// symptom whose words the clinician's turn just before, or the sentence itself, says; otherwise the first listed. The
// words are data (rules/<lang>/ambiguous-terms.json).
import ambiguousEn from '../../rules/en/ambiguous-terms.json';
import ambiguousFr from '../../rules/fr/ambiguous-terms.json';
import { perLanguage, type Lang } from '../language';
import { bodyPartById, symptomById, type Concept } from '../lexicon/lexicon';
import { spokenText } from '../nlp/tokens';
import type { ReadSentence } from './read-sentences';

interface AmbiguousTerm {
  words: string;
  symptoms: Array<{ id: string; words: string[] }>;
  examples: Array<{ example: string; expect: string }>;
}

/** A lay name of a part of the body that says one part or another ("down below": the genitals, or the back passage). */
interface AmbiguousPart {
  words: string;
  parts: Array<{ id: string; words: string[] }>;
  examples: Array<{ example: string; expect: string }>;
}

export const AMBIGUOUS_TERMS: Record<Lang, { terms: AmbiguousTerm[]; parts: AmbiguousPart[] }> = {
  en: ambiguousEn,
  fr: ambiguousFr as { terms: AmbiguousTerm[]; parts: AmbiguousPart[] },
};

const partsByWords = perLanguage((lang) => new Map(AMBIGUOUS_TERMS[lang].parts.map((t) => [t.words, t])));

/**
 * The part of the body a lay name of two parts says where it is said ("down below"): the first of its parts whose words the
 * words talked of hold, otherwise the first listed; undefined for a name of one part.
 */
export function partMeant(lang: Lang, spoken: string, talkedOf: () => ReadonlySet<string>): Concept | undefined {
  const term = partsByWords(lang).get(spoken.toLowerCase());
  if (!term) return undefined;
  const said = talkedOf();
  const meant = term.parts.find((p) => p.words.some((w) => said.has(w))) ?? term.parts[0];
  return bodyPartById(lang, meant.id);
}

const termsByWords = perLanguage((lang) => new Map(AMBIGUOUS_TERMS[lang].terms.map((t) => [t.words, t])));

/** The words of a sentence, lower case. */
const wordsOf = (s: ReadSentence) => s.tokens.map((t) => t.text.toLowerCase());

/** Gives each mention of an ambiguous term the symptom its context says, and keeps one mention where the term gave two. */
export function resolveAmbiguousTerms(sentences: ReadSentence[], lang: Lang): void {
  const terms = termsByWords(lang);
  if (terms.size === 0) return;
  for (const s of sentences) {
    const ambiguous = s.mentions.filter((m) => m.concept.kind === 'symptom' && terms.has(spokenText(s, m.from, m.to).toLowerCase()));
    if (ambiguous.length === 0) continue;
    // What was talked of: the clinician's turn just before, and the sentence itself.
    const said = new Set(wordsOf(s));
    for (let i = s.index - 1; i >= 0 && sentences[i].turn >= s.turn - 1; i -= 1)
      if (sentences[i].role === 'clinician') for (const w of wordsOf(sentences[i])) said.add(w);
    const kept = new Set<string>();
    s.mentions = s.mentions.filter((m) => {
      if (!ambiguous.includes(m)) return true;
      const term = terms.get(spokenText(s, m.from, m.to).toLowerCase())!;
      const meant = term.symptoms.find((x) => x.words.some((w) => said.has(w))) ?? term.symptoms[0];
      const concept = symptomById(lang, meant.id);
      const span = `${m.from}:${m.to}`;
      if (!concept || kept.has(span)) return false;
      kept.add(span);
      m.concept = concept;
      return true;
    });
  }
}
