// A patient's sentence about a relative just named ("Tell me about your dad." "He had a heart attack
// at fifty-eight."; "My brother. He had to go on that."): what it names is the relative's. The words
// that open such a sentence are data (rules/<lang>/family-talk.json).
import type { Lang } from '../language';
import type { Modifier } from '../context/matcher';
import type { ReadSentence } from './read-sentences';
import { saidWords } from '../nlp/tokens';
import familyTalkEn from '../../rules/en/family-talk.json';
import familyTalkFr from '../../rules/fr/family-talk.json';

export interface FamilyTalkRules {
  opening: string[];
  /** The gender an opening word says ("she": female). */
  openingSays: Record<string, string>;
  /** The relations of each gender; one in neither ("parents", "partner") may be either. */
  relations: Record<string, string[]>;
  /** Words naming someone else, the patient above all: said after the opening word, the clause is theirs. */
  others: string[];
  example: string[];
  relative: string;
  control: string[];
}
export const FAMILY_TALK: Record<Lang, FamilyTalkRules> = { en: familyTalkEn, fr: familyTalkFr };

/** Whether an opening word may stand for a relative of the relation: their genders do not differ ("she" is no brother). */
function standsFor(word: string, cue: Modifier, lang: Lang): boolean {
  const { openingSays, relations } = FAMILY_TALK[lang];
  const says = openingSays[word];
  const relation = cue.rule.relation ?? '';
  return !Object.entries(relations).some(([gender, named]) => gender !== says && named.includes(relation));
}

/** How many sentences back the relative may have been named. */
const NAMED_BACK = 2;

/**
 * The family cues naming the relative a patient's sentence tells of: it opens with a word standing for
 * them, and a sentence just before it, of the turn before or its own, names one; none otherwise.
 */
export function relativeToldOf(
  sentences: readonly ReadSentence[],
  s: ReadSentence,
  lang: Lang,
): Array<{ cue: Modifier; in: ReadSentence }> {
  if (s.role === 'clinician' || s.question) return [];
  const first = saidWords(s.tokens)[0]?.text.toLowerCase();
  if (!first || !FAMILY_TALK[lang].opening.includes(first)) return [];
  for (let i = s.index - 1; i >= Math.max(0, s.index - NAMED_BACK); i -= 1) {
    const before = sentences[i];
    if (before.turn < s.turn - 1) break;
    const named = before.modifiers.filter((x) => x.rule.category === 'family' && x.rule.relation);
    if (named.length > 0) return named.filter((cue) => standsFor(first, cue, lang)).map((cue) => ({ cue, in: before }));
  }
  return [];
}

/**
 * The family cue a mention of a patient's sentence tells of, said later in the sentence that named the relative: a clause
 * after the cue opens with a word standing for them, and nobody else is named between ("my sister had heart failure ... oh,
 * no, sorry, | she had a heart attack first"); none otherwise.
 */
export function relativeSaidBefore(s: ReadSentence, m: { from: number }, lang: Lang): Modifier[] {
  if (s.role === 'clinician' || s.question) return [];
  const cue = [...s.modifiers].reverse().find((x) => x.rule.category === 'family' && x.rule.relation && x.to <= m.from);
  if (!cue) return [];
  const words = saidWords(s.tokens, cue.to, m.from);
  const opening = words.findIndex((t) => FAMILY_TALK[lang].opening.includes(t.text.toLowerCase()));
  if (opening < 0 || !standsFor(words[opening].text.toLowerCase(), cue, lang)) return [];
  const others = FAMILY_TALK[lang].others;
  return words.slice(opening + 1).some((t) => others.includes(t.text.toLowerCase())) ? [] : [cue];
}
