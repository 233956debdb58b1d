// A guess or a fear the clinician voices as their own ("I'm worried this could be appendicitis", "I
// wonder if it's a migraine"): their possible impression, where the same cue with another subject
// ("you're worried it's ...", "your mum wonders if ...") is someone else's thought said back. The
// subjects are data (rules/<lang>/own-guess.json).
import type { Lang } from '../language';
import type { Mention, ReadSentence } from './read-sentences';
import { saidWords } from '../nlp/tokens';
import ownGuessEn from '../../rules/en/own-guess.json';
import ownGuessFr from '../../rules/fr/own-guess.json';

export interface OwnGuessRules {
  subjects: string[];
  example: string[];
  control: string[];
  condition: string;
}
export const OWN_GUESS: Record<Lang, OwnGuessRules> = { en: ownGuessEn, fr: ownGuessFr };

/** How many words before its cue a guess's subject may be said ("I'm | a bit | worried"). */
const SUBJECT_REACH = 3;

/**
 * Whether the clinician voices a guess holding the mention as their own: the subject of its cue (the first person said in
 * the cue, else the nearest said before it, a few words back) is one of theirs.
 */
export function ownGuess(s: ReadSentence, m: Mention, lang: Lang): boolean {
  if (s.role !== 'clinician') return false;
  const subjects = OWN_GUESS[lang].subjects;
  const isPerson = (t: ReadSentence['tokens'][number]) => t.pos === 'PRON' || subjects.includes(t.text.toLowerCase());
  return s.modifiers.some((x) => {
    if (x.rule.category !== 'guess' || m.from < x.scopeFrom || m.from >= x.scopeTo) return false;
    const inCue = s.tokens.slice(x.from, x.to).find((t) => !t.skip && isPerson(t));
    const before = saidWords(s.tokens, 0, x.from).slice(-SUBJECT_REACH).reverse().find(isPerson);
    const subject = inCue ?? before;
    return subject !== undefined && subjects.includes(subject.text.toLowerCase());
  });
}
