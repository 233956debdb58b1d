// What a written note says of each concept: the same reader as the transcript (NLP, lexicon,
// ConText), run on the note's text, one sentence at a time.
import { callItems } from '../visit/plan-writer';
import type { Category } from '../context/rules';
import type { Lang } from '../language';
import type { Concept } from '../lexicon/lexicon';
import durationsEn from '../../lexicon/en/durations.json';
import durationsFr from '../../lexicon/fr/durations.json';
import { polarityOf, type Polarity } from '../visit/answers';
import { readTranscript, type ReadSentence } from '../visit/read-sentences';
import type { Assertion } from '../visit/assertion';
import { isConditionOpener } from '../transcript/parse';
import { qualifiedAt } from './qualifiers';
import { expandShorthand } from './shorthand';

export interface Statement {
  concept: Concept;
  assertion: Assertion;
  /** Offsets of the concept's words in the text read. */
  start: number;
  end: number;
  /** Said to be over ("no longer", "resolved"): there before, not now. */
  ended?: boolean;
  /** Said with a circumstance right after it ("no pain with movement"): a narrower claim than the finding (qualifiers.ts). */
  qualified?: boolean;
  /** The concept's words as read (readSentences: shorthand read as the words it stands for). */
  said?: string;
}

/**
 * A word of a sentence with what the sentence asserts of it: said as there, or negated (in the
 * scope of a negation cue: "denies that she is staying active", "no pain with flexion").
 */
export interface AssertedWord {
  text: string;
  negated: boolean;
  /** Its universal part of speech ('' where the language has no tagger). */
  pos?: string;
  /** A negated word: how many words from its nearest negation cue it is said (1: the next word; words, not punctuation). */
  reach?: number;
  /** A negated word: how many words that carry content from its cue it is said ("don't have any blockages": 1, the articles and auxiliaries passed over). */
  near?: number;
  /** A negated word: negated only by the sentence's opening word ("No, I've been sleeping like a log"), an answer's "no" where it answers. */
  byOpening?: boolean;
  /**
   * Says where or when a finding is, not the finding: a body part, a side, a time ("she cannot
   * hear out of her left ear", "no pain in the knee for a couple of weeks"). A negation denies
   * the finding, not its place.
   */
  setting?: boolean;
}

/** What a sentence says: its concepts' statements, every word it asserts, and the yes or no it opens with (an answer's). */
export interface SentenceReading {
  statements: Statement[];
  words: AssertedWord[];
  answer: Polarity | null;
}

/** How many words a main clause before its condition holds at least ("Call | if ..."). */
const MAIN_CLAUSE_WORDS = 1;

/** Words under these cues are not asserted either way: a condition ("if it does not improve"), a guess, the family. The past is asserted: "a history of chest pain" says it was there. */
const NOT_ASSERTED = new Set<Category>(['hypothetical', 'intended', 'possible', 'differential', 'guess', 'family']);

/** Words that say a side of the body. */
const SIDES: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['left', 'right', 'bilateral', 'bilaterally', 'both']),
  fr: new Set(['gauche', 'droite', 'droit', 'bilatéral', 'bilatérale', 'bilatéralement', 'deux']),
};
const DURATIONS = { en: durationsEn, fr: durationsFr };
/** How often, besides the durations lexicon's units ("2 times a day", "once", "daily"). */
const TIMES_EXTRA: Record<Lang, readonly string[]> = {
  en: [
    'time',
    'times',
    'once',
    'twice',
    'daily',
    'weekly',
    'monthly',
    'yearly',
    'nightly',
    'today',
    'tonight',
    'yesterday',
    'morning',
    'mornings',
    'evening',
    'evenings',
  ],
  fr: ['fois', 'quotidien', 'quotidienne', 'hebdomadaire', 'mensuel', 'annuel', "aujourd'hui", 'hier', 'matin', 'soir'],
};
/** Words that say how long or how often ("a couple of weeks", "at night"): the time units and the vague counts of the durations lexicon. */
const TIMES: Record<Lang, ReadonlySet<string>> = {
  en: timeWords('en'),
  fr: timeWords('fr'),
};
function timeWords(lang: Lang): ReadonlySet<string> {
  const { units, numbers } = DURATIONS[lang];
  // A count says how many, not what ("a couple of weeks", "several times"); "a", "an", "une" are articles too.
  return new Set([...units, ...units.map((u) => `${u}s`), ...numbers.filter((n) => /^\p{L}{4,}$/u.test(n)), ...TIMES_EXTRA[lang]]);
}
/**
 * Parts of speech that carry no content of their own: how near a negated word is to its cue
 * passes over them ("no other abnormalities", "don't have any blockages"); a clause's opening
 * and its subject are not passed over ("denies that her sister walks the dog").
 */
const FUNCTION_POS = new Set(['DET', 'AUX', 'ADP', 'PART', 'CCONJ']);
/** Parts of speech that are no word a negation in a cue says "not" of: function words and a clause's opening ("if"). */
const CLAUSE_POS = new Set([...FUNCTION_POS, 'SCONJ']);
/** Words that negate the word after them, inside a cue of another kind too ("not sure", "don't know"). */
const NEGATORS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['not', "n't", 'never', 'cannot']),
  fr: new Set(['pas', 'jamais', 'ne', "n'"]),
};

/** The words of a read sentence with their polarity, the unasserted ones left out. */
function assertedWords(s: ReadSentence, lang: Lang, supposed: (i: number) => boolean = () => false): AssertedWord[] {
  const within = (i: number, category: (c: Category) => boolean) =>
    s.modifiers.some((m) => category(m.rule.category) && i >= m.scopeFrom && i < m.scopeTo);
  const isWord = (i: number) => !s.tokens[i].skip && /[\p{L}]/u.test(s.tokens[i].text);
  const first = s.tokens.findIndex((_, i) => isWord(i));
  const wordsIn = (from: number, to: number) => s.tokens.slice(from, to).filter((_, k) => isWord(from + k)).length;
  const contentIn = (from: number, to: number) =>
    s.tokens.slice(from, to).filter((t, k) => isWord(from + k) && !FUNCTION_POS.has(t.pos ?? '')).length;
  // Where a finding is: a body part it names, a side, a time.
  const parts = s.mentions.filter((m) => m.concept.kind === 'body-part');
  const setting = (i: number) =>
    parts.some((m) => i >= m.from && i < m.to) ||
    SIDES[lang].has(s.tokens[i].text.toLowerCase()) ||
    TIMES[lang].has(s.tokens[i].text.toLowerCase());
  // A cue of another kind said with a negation in it ("not sure", "don't know"): its content words after the negation are
  // negated ("sure", not the "if" of "not sure if").
  const negatedInCue = (i: number) => {
    const cue = s.modifiers.find((m) => m.rule.category !== 'negated' && i >= m.from && i < m.to);
    if (!cue || CLAUSE_POS.has(s.tokens[i].pos ?? '')) return 0;
    for (let j = i - 1; j >= cue.from; j--) if (NEGATORS[lang].has(s.tokens[j].text.toLowerCase())) return wordsIn(j + 1, i + 1);
    return 0;
  };
  const out: AssertedWord[] = [];
  s.tokens.forEach((t, i) => {
    // What is said to be over ("she is no longer suffering from back pain") is not said either way of now.
    if (
      !isWord(i) ||
      supposed(i) ||
      within(i, (c) => NOT_ASSERTED.has(c)) ||
      s.modifiers.some((m) => m.rule.ended && i >= m.scopeFrom && i < m.scopeTo)
    )
      return;
    const place = setting(i) ? { setting: true } : {};
    const cues = s.modifiers.filter((m) => m.rule.category === 'negated' && i >= m.scopeFrom && i < m.scopeTo);
    if (cues.length === 0) {
      const inCue = negatedInCue(i);
      out.push(
        inCue > 0
          ? { text: t.text, negated: true, pos: t.pos, reach: inCue, ...place }
          : { text: t.text, negated: false, pos: t.pos, ...place },
      );
      return;
    }
    const reach = Math.min(...cues.map((m) => (i >= m.to ? wordsIn(m.to, i + 1) : wordsIn(i, m.from))));
    const near = Math.min(...cues.map((m) => (i >= m.to ? contentIn(m.to, i + 1) : contentIn(i, m.from))));
    out.push({ text: t.text, negated: true, pos: t.pos, reach, near, byOpening: cues.every((m) => m.from === first), ...place });
  });
  return out;
}

/** Where a condition opens after the main clause of a written sentence ("Call if ..."): its opener's index, else past the end. */
function conditionAfterMainClause(s: ReadSentence): number {
  const said = s.tokens.map((t, i) => ({ t, i })).filter(({ t }) => !t.skip && /\p{L}/u.test(t.text));
  const at = said.findIndex(({ t }, k) => k >= MAIN_CLAUSE_WORDS && isConditionOpener(t.text));
  return at < 0 ? Infinity : said[at].i;
}

/**
 * Each sentence read in one pass (see statementsBySentence): its statements, its words with
 * their polarity, and whether it answers yes or no.
 */
export function readSentences(sentences: readonly string[], lang: Lang): SentenceReading[] {
  // An empty sentence still takes its line (a turn of its own), so turn i is sentence i.
  // Shorthand is read as the words it stands for ("No SOB": no shortness of breath).
  const text = sentences.map((s) => `[note] ${expandShorthand(s, lang).replace(/\s+/g, ' ').trim() || '.'}`).join('\n');
  const read = readTranscript(text, lang);
  const out: SentenceReading[] = sentences.map(() => ({ statements: [], words: [], answer: null }));
  const opened = new Set<number>();
  for (const s of read.sentences) {
    const reading = out[s.turn];
    if (!reading) continue;
    // An answer's yes or no opens its first sentence.
    if (!opened.has(s.turn)) reading.answer = polarityOf(s, lang);
    opened.add(s.turn);
    // What a safety net says to call for is supposed, however long its condition ("If things get worse, or they ever have
    // thoughts of harming themselves, call their GP").
    const calledFor = callItems(s, lang).map((c) => c.said);
    // A condition after what is to be done runs to the end of the written sentence ("Return or call if they have a high
    // fever, or their breathing is becoming more laboured, or chest pain.").
    const condition = conditionAfterMainClause(s);
    // Said there, a concept or a word is said of no one's state ("Call if ... chest pain": no chest pain asserted).
    const supposed = (from: number, to = from + 1) => from > condition || calledFor.some((c) => from >= c.from && to <= c.to);
    for (const m of s.mentions)
      reading.statements.push({
        concept: m.concept,
        assertion: supposed(m.from, m.to) ? 'hypothetical' : m.assertion,
        start: s.tokens[m.from].start,
        end: s.tokens[m.to - 1].end,
        said: text.slice(s.tokens[m.from].start, s.tokens[m.to - 1].end),
        ...(m.ended ? { ended: true } : {}),
        ...(qualifiedAt(s, m.to, lang) ? { qualified: true } : {}),
      });
    reading.words.push(...assertedWords(s, lang, (i) => supposed(i)));
  }
  return out;
}

/**
 * What each of a note's sentences says, read in one pass (the NLP library reads one document
 * faster than many): each sentence is its own turn, so no rule's scope crosses from one
 * sentence into the next. Offsets are not kept.
 */
export function statementsBySentence(sentences: readonly string[], lang: Lang): Statement[][] {
  return readSentences(sentences, lang).map((r) => r.statements);
}

/** The concepts a written sentence (or any note text) names, with what it asserts of each. */
export function statementsOf(text: string, lang: Lang): Statement[] {
  // A note is written text: one plain turn, read as nobody's speech.
  const read = readTranscript(text.replace(/\n/g, ' '), lang);
  return read.sentences.flatMap((s) =>
    s.mentions.map((m) => ({
      concept: m.concept,
      assertion: m.assertion,
      start: s.tokens[m.from].start,
      end: s.tokens[m.to - 1].end,
      ...(qualifiedAt(s, m.to, lang) ? { qualified: true } : {}),
    })),
  );
}
