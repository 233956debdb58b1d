// The habits of the social history as the evidence check compares them: smoking, alcohol and
// recreational drugs, each there, not there, or over. A note sentence naming a habit by its
// markers (rules/<lang>/social.json) says it one of these ways ("Tobacco Use: Non-smoker.",
// "Alcohol use: none.", "Former smoker.", "Smokes a pack a day."); the visit model holds what
// the patient said of it (visit/social.ts). Said the same way round, the passage the patient
// said it in backs the sentence. A habit that is over is one of its own, backed only by the
// patient saying it is over; it is not there now ("Denies smoking." for "I quit"). Said the
// other way round from every way the patient told it, it contradicts the sentence ("Denies
// smoking." for "maybe just one, once every week"); a note saying a habit is over opposes
// nothing the patient told of it now (a patient "ready to quit smoking" still smokes).
import { perLanguage, type Lang } from '../language';
import type { SocialFact, SocialTopic } from '../visit/model';
import { SOCIAL_RULES, type Manner } from '../visit/social';
import { negatedAt, negationBefore } from '../nlp/negation';
import type { Concept } from './concepts';
import { words as wordsOf } from './words';

/** The habits a note's sentence is compared on: those the patient says by manner. */
const HABITS: readonly SocialTopic[] = ['smoking', 'alcohol', 'drugs'];

/** A habit's key among a passage's and a sentence's concepts; one that is over has its own. */
export const habitKey = (topic: SocialTopic, over = false) => `social:${topic}${over ? ':over' : ''}`;

/** How a habit the patient told is: over (a former smoker), or there or not. */
const OVER: ReadonlySet<Manner> = new Set(['ex', 'tried']);

interface NoteWords {
  markers: Array<{ topic: SocialTopic; stems: string[]; notBefore: ReadonlySet<string> }>;
  /** Manner words that deny the habit as they name it ("non-smoker"). */
  denying: string[][];
  /** Words that say it is not there, after it ("Alcohol use: none."). */
  none: string[][];
  /** Words that say it is over ("Former smoker."), and the manner words that do. */
  over: string[][];
  /** Words it is named with ("tobacco use"). */
  with: string[][];
}

/** What ends a clause: a habit's words on the other side of it say nothing of it ("Smokes daily, never used drugs."). */
const CLAUSE_END = /[,;.]|\b(?:but|mais)\b/i;
/** How many words after a habit's words its "none" may be said ("Alcohol and tobacco use: none."). */
const NONE_WORDS = 4;

const stemsOf = (text: string) => wordsOf(text).map((w) => w.stem);

const noteWordsOf = perLanguage((lang): NoteWords => {
  const rules = SOCIAL_RULES[lang];
  return {
    // A marker of two letters ("oh" for alcohol in French shorthand) is too often something else in a sentence.
    markers: rules.topics
      .filter((t) => HABITS.includes(t.topic))
      .flatMap((t) =>
        t.markers
          .filter((m) => m.length > 2)
          .map((m) => ({ topic: t.topic, stems: stemsOf(m), notBefore: new Set((t.markersNotBefore ?? []).flatMap(stemsOf)) })),
      ),
    denying: rules.manners.filter((m) => m.manner === 'deny').map((m) => stemsOf(m.words)),
    none: rules.noteSays.none.map((w) => stemsOf(w.words)),
    with: rules.noteSays.with.map((w) => stemsOf(w.words)),
    over: [
      ...rules.noteSays.over.map((w) => stemsOf(w.words)),
      ...rules.manners.filter((m) => OVER.has(m.manner)).map((m) => stemsOf(m.words)),
    ],
  };
});

/** Where each run of stems is said in a sentence's stems. */
function runsAt(stems: readonly string[], run: readonly string[]): number[] {
  const at: number[] = [];
  for (let i = 0; i + run.length <= stems.length; i++) if (run.every((s, j) => stems[i + j] === s)) at.push(i);
  return at;
}

/** The habits a note sentence names, as concepts: negated when the sentence says the habit is not there; one that is over by its own key. */
export function habitConcepts(text: string, lang: Lang): Concept[] {
  const rules = noteWordsOf(lang);
  const said = wordsOf(text);
  const stems = said.map((w) => w.stem);
  const lower = text.toLowerCase();
  const out: Concept[] = [];
  /** Whether words `i` and `j` of the sentence are in one clause. */
  const oneClause = (i: number, j: number) =>
    !CLAUSE_END.test(text.slice(said[Math.min(i, j)].index + said[Math.min(i, j)].text.length, said[Math.max(i, j)].index));
  /** Whether one of the runs is said in the clause of word `at` (with `after`, within that many words after it). */
  const saidWith = (runs: string[][], at: number, after?: number) =>
    runs.some((run) => runsAt(stems, run).some((i) => (after === undefined || (i > at && i - at <= after)) && oneClause(i, at)));
  for (const topic of HABITS) {
    const at = rules.markers
      .filter((m) => m.topic === topic)
      // Not a marker naming something else after it ("Drink | plenty of fluids.").
      .flatMap((m) =>
        runsAt(stems, m.stems).filter((i) => !stems.slice(i + m.stems.length, i + m.stems.length + 2).some((x) => m.notBefore.has(x))),
      )
      .sort((a, b) => a - b)[0];
    if (at === undefined) continue;
    const word = said[at];
    const over = saidWith(rules.over, at);
    const negated = negatedAt(lower, word.index) || saidWith(rules.denying, at) || saidWith(rules.none, at, NONE_WORDS);
    out.push({
      kind: 'social',
      key: habitKey(topic, over),
      text: text.slice(word.index, word.index + word.text.length),
      index: word.index,
      negated: negated && !over,
    });
  }
  return out;
}

/** The words a note says a habit with (its markers, the words it names it with, and its words for none and over): the habit's concept states them. */
export const habitWords = perLanguage((lang): ReadonlySet<string> => {
  const rules = noteWordsOf(lang);
  return new Set([
    ...rules.markers.flatMap((m) => m.stems),
    ...rules.with.flat(),
    ...rules.denying.flat(),
    ...rules.none.flat(),
    ...rules.over.flat(),
  ]);
});

/** A habit the visit model holds, as a passage's concepts: one that is over is not there now, and over. */
export function habitFactConcepts(fact: SocialFact): Concept[] {
  if (!HABITS.includes(fact.topic) || !fact.manner) return [];
  const manner = fact.manner as Manner;
  const now: Concept = {
    kind: 'social',
    key: habitKey(fact.topic),
    text: fact.topic,
    index: 0,
    negated: manner === 'deny' || OVER.has(manner),
    told: true,
  };
  return OVER.has(manner) ? [now, { ...now, key: habitKey(fact.topic, true), negated: false }] : [now];
}

/**
 * The habits a note sentence says the other way round from every way the patient told them, with
 * the fact that says it otherwise: "Denies smoking." where the patient smokes once a week,
 * "Drinks alcohol." where they said they never drink. A habit told both ways opposes nothing.
 */
export function habitsOpposed(text: string, facts: readonly SocialFact[], lang: Lang): Array<{ concept: Concept; fact: SocialFact }> {
  const told = facts.flatMap((fact) => habitFactConcepts(fact).map((concept) => ({ concept, fact })));
  return habitConcepts(text, lang).flatMap((concept) => {
    const about = told.filter((t) => t.concept.key === concept.key);
    if (about.length === 0 || about.some((t) => t.concept.negated === concept.negated)) return [];
    // A habit the patient gave up may be what a sentence affirming it speaks of ("admits to drug use in the past").
    if (!concept.negated && about.every((t) => t.fact.manner !== 'deny')) return [];
    // Nor is a habit affirmed where any negation is said before it: the sentence may deny it in a way not read here ("No
    // recreational drug use.", its "no" taken for an answer's).
    if (!concept.negated && negationBefore(text.toLowerCase(), concept.index)) return [];
    return [{ concept, fact: about[0].fact }];
  });
}
