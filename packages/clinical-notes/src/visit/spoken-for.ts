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

/** Parts of speech said before a name that opens a sentence ("No. | Maureen had ..."). */
const OPENING_POS = new Set(['INTJ', 'PUNCT', 'CCONJ']);
/** Parts of speech a subject's verb may have just after a name ("Maureen | had", "Sarah | 's got"). */
const VERB_AFTER_NAME = new Set(['AUX', 'VERB', 'PART']);

/**
 * The names of people the transcript writes: words capitalised within a sentence and tagged as names ("The wife, Maureen.");
 * a transcript in lower case has none.
 */
export function namesWritten(read: ReadTranscript): Set<string> {
  const names = new Set<string>();
  for (const s of read.sentences)
    s.tokens.forEach((t, i) => {
      if (i > 0 && !t.skip && t.pos === 'PROPN' && /^\p{Lu}\p{Ll}+$/u.test(t.text) && s.tokens[i - 1].text !== '.') names.add(t.text);
    });
  for (const s of read.sentences) for (const m of s.mentions) for (let i = m.from; i < m.to; i += 1) names.delete(s.tokens[i].text);
  return names;
}

/**
 * Whether what is said at token `at` is told of someone the patient names (a name the transcript writes) as the subject of their sentence ("Maureen had a
 * cough a few weeks back, but I never caught it."): said after the name and its verb, before the speaker speaks of themselves.
 * A name that is a concept ("Paracetamol helps") is none.
 */
export function saidOfSomeoneNamed(s: ReadSentence, at: number, lang: Lang, names: ReadonlySet<string>): boolean {
  if (s.role === 'clinician') return false;
  const said = s.tokens.map((t, i) => ({ t, i })).filter(({ t }) => !t.skip);
  // After an answer word at most ("No. Maureen had ...").
  const first = said.findIndex(({ t }) => !OPENING_POS.has(t.pos ?? ''));
  const [name, verb] = first < 0 ? [] : said.slice(first);
  if (!name || !verb || !names.has(name.t.text) || !VERB_AFTER_NAME.has(verb.t.pos ?? '') || at <= name.i) return false;
  if (s.mentions.some((m) => m.from <= name.i && m.to > name.i)) return false;
  const speaker = wordSets(lang).speaker;
  return !said.some(({ t, i }) => i > name.i && i < at && speaker.has(t.text.toLowerCase()));
}

/** Whether a sentence the patient's side says tells only of the speaker: a word of theirs ("I", "my") and none of the patient's. */
export function toldOfSpeaker(text: string, lang: Lang): boolean {
  const w = wordSets(lang);
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.some((x) => w.speaker.has(x)) && !words.some((x) => w.patient.has(x));
}
