// A visit where someone speaks for the patient (a parent for a child), and what that speaker says of themselves ("But I'm
// allergic to penicillin."): theirs, not the patient's. The words are data (rules/<lang>/spoken-for.json).
import spokenForEn from '../../rules/en/spoken-for.json';
import spokenForFr from '../../rules/fr/spoken-for.json';
import { perLanguage, type Lang } from '../language';
import type { ReadSentence, ReadTranscript } from './read-sentences';

interface SpokenForRules {
  speaker: string[];
  patient: string[];
  addressed: string[];
  thirdOverFirst: number;
  thirdOverAddressed: number;
  minimumThird: number;
  examples: Array<{ example: string; speaker: string[]; patient: string[] }>;
}

export const SPOKEN_FOR_RULES: Record<Lang, SpokenForRules> = { en: spokenForEn, fr: spokenForFr };

const wordSets = perLanguage((lang) => {
  const r = SPOKEN_FOR_RULES[lang];
  return { speaker: new Set(r.speaker), patient: new Set(r.patient), addressed: new Set(r.addressed) };
});

const wordsOf = (s: ReadSentence) => s.tokens.filter((t) => !t.skip).map((t) => t.text.toLowerCase());

/** Whether someone speaks for the patient: the patient's side tells of someone in the third person, the clinician asks of them so. */
export function spokenForPatient(read: ReadTranscript): boolean {
  const r = SPOKEN_FOR_RULES[read.lang];
  const w = wordSets(read.lang);
  let third = 0;
  let first = 0;
  let asked = 0;
  let addressed = 0;
  for (const s of read.sentences) {
    const words = wordsOf(s);
    const count = (set: ReadonlySet<string>) => words.filter((x) => set.has(x)).length;
    if (s.role === 'clinician') {
      asked += count(w.patient);
      addressed += count(w.addressed);
    } else {
      third += count(w.patient);
      first += count(w.speaker);
    }
  }
  return third >= r.minimumThird && third >= r.thirdOverFirst * first && asked >= r.thirdOverAddressed * addressed;
}

/**
 * Whether what is said at token `at` is said of the one speaking for the patient: the person word nearest before it is
 * theirs ("I", "my"; the clinician's "you", "your"), and none of the patient's follows in the sentence.
 */
export function saidOfSpeaker(s: ReadSentence, at: number, lang: Lang): boolean {
  const w = wordSets(lang);
  const theirs = s.role === 'clinician' ? w.addressed : w.speaker;
  const person = (i: number) => {
    const t = s.tokens[i];
    const word = t.skip ? '' : t.text.toLowerCase();
    return theirs.has(word) ? 'speaker' : w.patient.has(word) ? 'patient' : null;
  };
  let nearest: 'speaker' | 'patient' | null = null;
  for (let i = at - 1; i >= 0 && !nearest; i -= 1) nearest = person(i);
  if (nearest !== 'speaker') return false;
  for (let i = at; i < s.tokens.length; i += 1) if (person(i) === 'patient') return false;
  return true;
}
