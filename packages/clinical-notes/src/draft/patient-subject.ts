// Opens a sentence about the patient with "The patient" instead of the pronoun, as a note
// alternates them ("The patient has been hiking. She denies chest pain."). With "they" the
// verb that follows is made singular, and a verb it cannot make singular keeps the pronoun.
import { SENTENCE_WORDS } from '../write/sentence-words';
import type { Pronoun } from './types';
import { VERB_BASES } from './third-person';

/** Plural verb forms after "they" and their singular after "the patient". */
const SINGULAR: Record<string, string> = {
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
  "don't": "doesn't",
};
/** Words after "they" that do not change with the subject (modals, past tense, adverbs before them). */
const SAME = SENTENCE_WORDS.SAME_AFTER_THEY;

function singular(verb: string): string | undefined {
  const lower = verb.toLowerCase();
  if (SINGULAR[lower]) return SINGULAR[lower];
  // A base form wins over the shape of a past tense: "need" and "bleed" end in "-ed" too.
  if (!VERB_BASES.has(lower)) return SAME.test(lower) ? verb : undefined;
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

/** The sentence with its opening pronoun as "The patient" (or the note's term); unchanged when it does not open with it. */
export function withPatientSubject(sentence: string, pronoun: Pronoun, patientTerm = 'Patient'): string {
  const subject = `The ${patientTerm.toLowerCase()}`;
  const m = /^(She|He|They)\s+([\w']+)/.exec(sentence);
  if (!m || m[1].toLowerCase() !== pronoun) return sentence;
  if (pronoun !== 'they') return `${subject}${sentence.slice(m[1].length)}`;
  const verb = singular(m[2]);
  return verb === undefined ? sentence : `${subject} ${verb}${sentence.slice(m[0].length)}`;
}

/** Verbs that already say the patient reported it: "reports that she denies" would say it twice. */
const REPORTING = /^(?:denies|reports|states|says|notes|endorses|admits|complains|presents|describes|mentions|explains)\b/;

/**
 * Sentences of one paragraph with "The patient" and "The patient reports that she" taking
 * turns, as a note varies them: "The patient has been hiking. The patient reports that she
 * has been watching her diet." The reporting verb varies (reports, states, notes).
 * Sentences with "they" stay as they are.
 */
export function alternatePatientSubject(sentences: string[], pronoun: Pronoun, patientTerm = 'Patient'): string[] {
  if (pronoun === 'they') return sentences;
  const subject = `The ${patientTerm.toLowerCase()} `;
  let previous = false;
  let reported = 0;
  return sentences.map((sentence) => {
    const opens = sentence.startsWith(subject);
    const rest = sentence.slice(subject.length);
    const verb = ['reports', 'states', 'notes'][reported % 3];
    const out = opens && previous && !REPORTING.test(rest) ? `${subject}${verb} that ${pronoun} ${rest}` : sentence;
    if (out !== sentence) reported++;
    previous = opens && !previous;
    return out;
  });
}
