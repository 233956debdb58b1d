// Scores the clinician reads out, read with rules as data (rules/<lang>/scores.json): a
// questionnaire's or a scale's name, then its value said within a few words after a word of
// scoring ("your PHQ-9 score today was 14", "you filled in the questionnaire ..., your score was
// 18, which is in the moderately severe range"), with the band it is said to be in; a result
// given as a figure with its unit ("an ejection fraction of 55 percent"). Nothing is read from a
// question asked, nor a number over the instrument's maximum, nor one that counts something else
// ("the questionnaire has 9 questions").
import { perLanguage, type Lang } from '../language';
import { PhraseIndex } from '../lexicon/phrase-index';
import { fold } from '../text/fold';
import type { Evidence } from './model';
import { readTranscript, type ReadSentence, type ReadTranscript } from './read-sentences';
import { numberAt } from './said-number';
import scoresEn from '../../rules/en/scores.json';
import scoresFr from '../../rules/fr/scores.json';

/** An instrument whose score is read out. */
export interface Instrument {
  /** As a note names it ("PHQ-9"). */
  name: string;
  words: string[];
  max: number;
  /** The unit its value is said with ("%"), where it has one. */
  unit?: string;
  example: string;
  /** The score read from the example: its name, its value and its band in brackets. */
  expect: string;
}
export interface ScoreRules {
  instruments: Instrument[];
  /** Words of scoring, one of which is said between the name and its value ("score", "was"). */
  valueCues: string[];
  /** Words a note names any score with ("Score 18."), besides its instrument's name. */
  noteNames: string[];
  /** Words that may be read as "one" but are articles there ("un score de 24"). */
  articles: string[];
  valueReach: number;
  /** The words each unit is said with. */
  units: Record<string, string[]>;
  /** The bands a questionnaire's score is said to be in, said after it in its clause (`bandBreaks` end the clause). */
  bands: string[];
  bandReach: number;
  bandBreaks: string[];
  /** Words after a number that make it a count of something else ("9 questions"). */
  notScores: { words: string[]; example: string };
}
export const SCORE_RULES: Record<Lang, ScoreRules> = { en: scoresEn as ScoreRules, fr: scoresFr as ScoreRules };

/** A score read out in the visit. */
export interface Score {
  name: string;
  /** As a note writes it: "14", "55%". */
  value: string;
  /** The band it was said to be in ("moderately severe"). */
  band?: string;
  evidence: Evidence;
}

const rulesOf = perLanguage((lang: Lang) => {
  const r = SCORE_RULES[lang];
  const index = <T>(entries: Array<[string, T]>) => {
    const i = new PhraseIndex<T>(lang);
    for (const [words, value] of entries) i.add(words, value);
    return i;
  };
  return {
    instruments: index(r.instruments.flatMap((s) => s.words.map((w) => [w, s] as [string, Instrument]))),
    cues: new Set(r.valueCues.map(fold)),
    articles: new Set(r.articles.map(fold)),
    units: index(Object.entries(r.units).flatMap(([unit, words]) => words.map((w) => [w, unit] as [string, string]))),
    bands: index(r.bands.map((b) => [b, b] as [string, string])),
    notScores: new Set(r.notScores.words.map(fold)),
    bandBreaks: new Set(r.bandBreaks.map(fold)),
  };
});

/** The scores a sentence reads out. */
function scoresIn(s: ReadSentence, lang: Lang): Score[] {
  const c = rulesOf(lang);
  const r = SCORE_RULES[lang];
  const out: Array<Score & { figure: number; named: number }> = [];
  for (const m of c.instruments.find(s)) {
    const instrument = m.values[0];
    let cued = false;
    for (let at = m.to; at < Math.min(s.tokens.length, m.to + r.valueReach); at += 1) {
      if (c.cues.has(fold(s.tokens[at].text))) cued = true;
      // A figure with its unit needs no word of scoring ("ejection fraction thirty five percent").
      const number = (cued || instrument.unit) && !c.articles.has(fold(s.tokens[at].text)) ? numberAt(s, at) : null;
      if (!number) continue;
      const unit = instrument.unit ? c.units.find(s).find((u) => u.from === number.end && u.values[0] === instrument.unit) : undefined;
      const counts = c.notScores.has(fold(s.tokens[number.end]?.text ?? ''));
      if (counts || number.value > instrument.max || (instrument.unit && !unit)) break;
      const end = unit ? unit.to : number.end;
      // A questionnaire's band, said in the clause after it ("18, which is in the moderately severe range").
      const clauseEnd = s.tokens.findIndex((t, i) => i >= end && c.bandBreaks.has(fold(t.text)));
      const band = instrument.unit
        ? undefined
        : c.bands.find(s).find((b) => b.from >= end && b.from - end <= r.bandReach && (clauseEnd < 0 || b.from < clauseEnd));
      out.push({
        figure: at,
        named: m.from,
        name: instrument.name,
        value: `${number.value}${instrument.unit ?? ''}`,
        ...(band ? { band: band.values[0] } : {}),
        evidence: {
          start: s.tokens[m.from].start,
          end: s.tokens[(band ? band.to : end) - 1].end,
          sentence: s.index,
          role: s.role,
        },
      });
      break;
    }
  }
  // One figure is one score: the instrument named nearest before it ("the questionnaire, the PHQ-9, and your score is 18" is the PHQ-9's).
  return out
    .filter((o) => !out.some((other) => other.figure === o.figure && other.named > o.named))
    .map(({ figure: _figure, named: _named, ...score }) => score);
}

/** The scores read out in the visit, each instrument once (the first time it is read out). */
export function readScores(read: ReadTranscript): Score[] {
  const out: Score[] = [];
  for (const s of read.sentences) {
    // Asked with a question mark ("was it 14?"); a sentence only read as asking ("vous avez un score de 24") tells it.
    if (s.question && s.tokens[s.tokens.length - 1]?.text === '?') continue;
    for (const score of scoresIn(s, read.lang)) if (!out.some((o) => o.name === score.name)) out.push(score);
  }
  return out;
}

/** The scores a text other than the transcript reads out (the clinician's typed notes: "PHQ-9: 14"). */
export function scoresSaid(text: string, lang: Lang): Score[] {
  return readScores(readTranscript(text, lang, [{ index: 0, speaker: '', role: 'clinician', start: 0, end: text.length, text }]));
}
