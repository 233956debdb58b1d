// A condition made specific by the patient's answer to a choice the clinician offered: "I have
// diabetes." "Is that type one or type two?" "Type two." holds type 2 diabetes, where the
// lexicon names the answer with the condition as one condition. The answer must repeat one of
// the question's options and be short (an answer, not an account).
import type { Lang } from '../language';
import { conceptIndex, type Concept } from '../lexicon/lexicon';
import { analyse } from '../nlp/analyse';
import type { Finding } from './model';
import type { ReadSentence, ReadTranscript } from './read-sentences';

/** How many sentences before the question the condition may have been said. */
const REACH = 4;
/** How many words an answer may have. */
const ANSWER_WORDS = 4;
/** The word that offers a choice, by language. */
const OR: Record<Lang, string> = { en: 'or', fr: 'ou' };

const words = (s: ReadSentence) => s.tokens.filter((t) => !t.skip && t.pos !== 'PUNCT' && /[\p{L}\p{N}]/u.test(t.text));

/** The condition the lexicon names by `phrase` as a whole, if any. */
function conditionNamed(phrase: string, lang: Lang): Concept | undefined {
  const [sentence] = analyse([{ index: 0, speaker: '', role: 'unknown', start: 0, end: phrase.length, text: phrase }], lang, phrase);
  if (!sentence || sentence.tokens.length === 0) return undefined;
  const match = conceptIndex(lang).matchAt(sentence, 0);
  if (!match || match.to !== sentence.tokens.length) return undefined;
  return match.values.find((c) => c.kind === 'condition');
}

/** Makes the conditions of `history` specific where a choice question's answer says which. */
export function refineByChoices(read: ReadTranscript, history: Finding[]): void {
  const s = read.sentences;
  for (let i = 0; i + 1 < s.length; i += 1) {
    const question = s[i];
    const answer = s[i + 1];
    if (question.role !== 'clinician' || !question.question || answer.role === 'clinician' || answer.turn === question.turn) continue;
    const asked = words(question).map((t) => t.key);
    if (!asked.includes(OR[read.lang])) continue;
    const said = words(answer);
    if (said.length === 0 || said.length > ANSWER_WORDS || !said.every((t) => asked.includes(t.key))) continue;
    const choice = said.map((t) => t.text.toLowerCase()).join(' ');
    for (const finding of history) {
      if (!finding.evidence.some((e) => e.sentence >= i - REACH && e.sentence <= i)) continue;
      const specific =
        conditionNamed(`${choice} ${finding.concept.name}`, read.lang) ?? conditionNamed(`${finding.concept.name} ${choice}`, read.lang);
      if (!specific || specific.id === finding.concept.id) continue;
      finding.concept = specific;
      finding.evidence.push({ start: question.start, end: answer.end, sentence: answer.index, role: answer.role });
      finding.evidence.sort((a, b) => a.start - b.start);
    }
  }
}
