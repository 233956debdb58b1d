// Durations said in a clause ("for the last 3 days", "in three to four days", "a fortnight"):
// a lead word, a number (or a range of two), a unit. The words are data per language.
import { perLanguage, type Lang } from '../language';
import type { Sentence } from '../nlp/tokens';
import { saidFrom, spokenText } from '../nlp/tokens';
import { phraseKeys } from '../nlp/analyse';
import { PhraseIndex } from '../lexicon/phrase-index';
import { numericValues } from '../nlp/numbers';
import durationsEn from '../../lexicon/en/durations.json';
import durationsFr from '../../lexicon/fr/durations.json';

interface DurationWords {
  numbers: string[];
  units: string[];
  leads: string[];
  /** Leads that make the phrase whole ("for", "in"); another is put before the rest ("the last three days"). */
  prepositions: string[];
  defaultPreposition: string;
  /** Prepositions a duration is said with as how long so far ("for three weeks"); another says when or how long an episode lasts ("after an hour"). */
  sinceWhen: string[];
  /** A fraction said before the number ("half an hour") or after the unit ("an hour and a half"): part of the duration. */
  fractionBefore: string[];
  fractionAfter: string[];
  fractionExample: string;
  fractionExpect: string[];
  /** Numbers said with their article ("a few", "a couple"). */
  articled: string[];
  /** Words said after a duration that place it in the past ("ago") ... */
  trails: string[];
  /** ... or before it ("il y a | deux ans"). */
  trailsBefore: string[];
  /** GP shorthand denominators: "3/7" is 3 days ("7": day), "2/52" 2 weeks, "6/12" 6 months. */
  shorthand: Record<string, { one: string; many: string }>;
  /** An amount followed by one of these and a period is a rate, not how long: "four hours a night", "deux fois par jour". */
  rateAfter: string[];
  ratePeriods: string[];
  /** An article said for one after a number is a rate, not how long: "twenty | a | day", "ten an hour". */
  rateArticles: string[];
  /** An amount followed by one of these is an age, not how long: "a 43 year old female". */
  ageAfter: string[];
  ageExample: string;
  /** When a period with no number is said as the next one: "next week" (before the unit), "la semaine prochaine" (after it, with its article). */
  nextPeriod: { before: string[]; after: string[]; articles: string[] };
  nextPeriodExample: string;
  nextPeriodExpect: string;
  /** When said of a day, no count of days: today, tomorrow or a day of next week ("see her in clinic this afternoon", "next Thursday"). */
  sameDay: string[];
  sameDayExample: string;
  sameDayExpect: string;
}
const WORDS: Record<Lang, DurationWords> = { en: durationsEn, fr: durationsFr };
/** The duration words of a language (lexicon/<lang>/durations.json). */
export const durationWords = (lang: Lang): Readonly<DurationWords> => WORDS[lang];
const RANGE = new Set(['to', 'or', '-', 'à', 'ou']);

/** The words as the tokens' keys ("trois" is keyed "troi", "days" "day"). */
const keysOf = perLanguage((lang) => {
  const words = WORDS[lang];
  return {
    numbers: new Set(words.numbers.flatMap((w) => phraseKeys(w, lang))),
    // A plural the stemmer leaves as said ("ans") is the unit too.
    units: new Set(words.units.flatMap((w) => [...phraseKeys(w, lang), ...phraseKeys(`${w}s`, lang)])),
    trailsBefore: words.trailsBefore.map((w) => phraseKeys(w, lang)),
    leads: words.leads.map((l) => phraseKeys(l, lang)),
    trails: new Set(words.trails.flatMap((w) => phraseKeys(w, lang))),
    prepositionKeys: new Set(words.prepositions.flatMap((w) => phraseKeys(w, lang))),
    rateAfter: new Set(words.rateAfter.flatMap((w) => phraseKeys(w, lang))),
    rateArticles: new Set(words.rateArticles.flatMap((w) => phraseKeys(w, lang))),
    ageAfter: new Set(words.ageAfter.flatMap((w) => phraseKeys(w, lang))),
    fractionBefore: new Set(words.fractionBefore.flatMap((w) => phraseKeys(w, lang))),
    fractionAfter: words.fractionAfter.map((w) => phraseKeys(w, lang)),
    ratePeriods: new Set(words.ratePeriods.flatMap((w) => phraseKeys(w, lang))),
    // "a few", "a couple": the article and the phrase, keyed.
    articles: new Set(
      words.articled.flatMap((w) => {
        const k = phraseKeys(w, lang);
        return [k[0], k.join(' ')];
      }),
    ),
  };
});

/** A duration as a note writes it after a verb: "for the last three days", "in a week"; the next period as said ("next week"). */
export function durationPhrase(duration: string, lang: Lang): string {
  const words = WORDS[lang];
  const said = duration.trim().toLowerCase().split(/\s+/);
  const { before, after } = words.nextPeriod;
  if (before.includes(said[0]) || after.includes(said[said.length - 1])) return duration;
  // A time of the day or the next needs none ("this afternoon", "tomorrow").
  if (words.sameDay.includes(said.join(' '))) return duration;
  return words.prepositions.includes(said[0]) ? duration : `${words.defaultPreposition} ${duration}`;
}

/** The next period said in tokens [from, to) ("next week", "la semaine prochaine"): when a review is, where no number is said. */
export function nextPeriodIn(sentence: Sentence, lang: Lang, from = 0, to = sentence.tokens.length): string | undefined {
  const { units } = keysOf(lang);
  const { before, after, articles } = WORDS[lang].nextPeriod;
  const t = sentence.tokens;
  for (let i = from; i < to; i += 1) {
    if (!units.has(t[i].key)) continue;
    if (i - 1 >= from && before.includes(t[i - 1].text.toLowerCase())) return spokenText(sentence, i - 1, i + 1);
    if (i + 1 < to && after.includes(t[i + 1].text.toLowerCase())) {
      const start = i - 1 >= from && articles.includes(t[i - 1].text.toLowerCase()) ? i - 1 : i;
      return spokenText(sentence, start, i + 2);
    }
  }
  return undefined;
}

const sameDayIndex = perLanguage((lang) => {
  const index = new PhraseIndex<true>(lang);
  for (const phrase of WORDS[lang].sameDay) index.addWritten(phrase, true);
  return index;
});

/** When in the day or the next a thing is to be, as said in tokens [from, to) ("this afternoon", "tomorrow"); undefined when none. */
export function sameDayIn(sentence: Sentence, lang: Lang, from = 0, to = sentence.tokens.length): string | undefined {
  const m = sameDayIndex(lang)
    .find(sentence)
    .find((x) => x.from >= from && x.to <= to);
  return m ? spokenText(sentence, m.from, m.to) : undefined;
}

/** The first duration in tokens [from, to) of the sentence, as said; undefined when none. */
export function durationIn(sentence: Sentence, lang: Lang, from = 0, to = sentence.tokens.length): string | undefined {
  return durationSpanIn(sentence, lang, from, to)?.text;
}

/**
 * The first duration in tokens [from, to) of the sentence: its words as said and where they
 * are. With `trailing`, a word said after it that places it in the past goes with it ("two
 * years ago").
 */
export function durationSpanIn(
  sentence: Sentence,
  lang: Lang,
  from = 0,
  to = sentence.tokens.length,
  trailing = false,
): { text: string; from: number; to: number } | undefined {
  const words = keysOf(lang);
  const isNumber = (key: string) => /^\d+(\.\d+)?$/.test(key) || words.numbers.has(key);
  const t = sentence.tokens;
  for (let i = from; i < to; i += 1) {
    if (t[i].skip) continue;
    // GP shorthand: "3/7" is three days, "2/52" two weeks, "6/12" six months.
    const shorthand = shorthandDuration(t[i].text, lang);
    if (shorthand) {
      const lead = i - 1 >= from && words.prepositionKeys.has(t[i - 1].key) ? `${t[i - 1].text} ` : '';
      return { text: `${lead}${shorthand}`, from: lead ? i - 1 : i, to: i + 1 };
    }
    if (!words.units.has(t[i].key)) continue;
    // Walk back over the number (or "three to four"), then a lead word if there is one.
    let start = i;
    // "a couple of days": the number said with "of" before its unit.
    const of = start - 2 >= from && t[start - 1].key === 'of' && isNumber(t[start - 2].key) ? 1 : 0;
    if (start - 1 - of >= from && isNumber(t[start - 1 - of].key)) start -= 1 + of;
    else if (t[i].key !== 'fortnight' && t[i].key !== 'quinzaine') continue;
    // "four times a day" (or "twice a day") is how often, not how long; so is "four hours a night".
    if (['time', 'once', 'twice', 'per', 'fois', 'par'].includes(t[start - 1]?.key ?? '')) continue;
    // ... and so is "twenty a day": an article for one after a number.
    if (words.rateArticles.has(t[start].key) && start - 1 >= from && isNumber(t[start - 1].key)) continue;
    // "a 43 year old female": an age.
    if (
      words.ageAfter.has(t[saidFrom(t, i + 1)]?.key ?? '') ||
      (t[i + 1]?.text === '-' && words.ageAfter.has(t[saidFrom(t, i + 2)]?.key ?? ''))
    )
      continue;
    // A number said in hyphenated words ("quarante-huit heures", "twenty-four hours"): all of it.
    while (start - 2 >= from && t[start - 1].text === '-' && isNumber(t[start - 2].key)) start -= 2;
    if (words.rateAfter.has(t[i + 1]?.key ?? '') && words.ratePeriods.has(t[i + 2]?.key ?? '')) {
      i += 2; // the period ("a night") is the rate's, not a duration of its own
      continue;
    }
    if (start - 2 >= from && RANGE.has(t[start - 1].key) && isNumber(t[start - 2].key)) start -= 2;
    // "a few days", "a couple of days": the article goes with the number.
    if (start - 1 >= from && words.articles.has(t[start - 1].key) && words.articles.has(`${t[start - 1].key} ${t[start].key}`)) start -= 1;
    // "half an hour": the fraction goes with the number (not "an hour").
    if (start - 1 >= from && words.fractionBefore.has(t[start - 1].key)) start -= 1;
    // Lead words, up to two ("for about three days").
    for (let n = 0; n < 2; n += 1) {
      const lead = words.leads.find(
        (parts) => start - parts.length >= from && parts.every((p, k) => t[start - parts.length + k]?.key === p),
      );
      if (!lead) break;
      start -= lead.length;
    }
    let end = i + 1;
    // "an hour and a half", "une heure et demie".
    const fraction = words.fractionAfter.find((parts) => parts.every((p, k) => end + k < to && t[end + k].key === p));
    if (fraction) end += fraction.length;
    if (trailing && end < t.length && words.trails.has(t[end].key)) end += 1;
    const before = trailing ? words.trailsBefore.find((parts) => parts.every((p, k) => t[start - parts.length + k]?.key === p)) : undefined;
    if (before && start - before.length >= from) start -= before.length;
    // Said first in its sentence ("Depuis deux jours, ...", "For three days ..."), it is written inside another: in lower case.
    const said = spokenText(sentence, Math.max(from, start), end);
    const text =
      Math.max(from, start) === firstWord(sentence) && /^\p{Lu}\p{Ll}/u.test(said) ? said[0].toLowerCase() + said.slice(1) : said;
    return { text, from: Math.max(from, start), to: end };
  }
  return undefined;
}

/** Whether a duration is said as how long ago, with the words that place it in the past ("ten years ago", "il y a dix ans"). */
export function inThePast(duration: string, lang: Lang): boolean {
  const words = phraseKeys(duration, lang);
  const { trails, trailsBefore } = keysOf(lang);
  return trails.has(words[words.length - 1] ?? '') || trailsBefore.some((parts) => parts.every((p, k) => words[k] === p));
}

/** Whether a duration says a fraction ("une heure et demie"): not one number and a unit. */
function hasFraction(duration: string, lang: Lang): boolean {
  const words = ` ${duration.toLowerCase()} `;
  return [...WORDS[lang].fractionBefore, ...WORDS[lang].fractionAfter].some((f) => words.includes(` ${f} `));
}

/** The index of a sentence's first word said. */
const firstWord = (sentence: Sentence) => sentence.tokens.findIndex((t) => !t.skip);

/** A duration in GP shorthand ("3/7", "2/52", "3-4/12") as words ("3 days", "2 weeks", "3-4 months"); undefined otherwise. */
export function shorthandDuration(text: string, lang: Lang): string | undefined {
  const slash = text.indexOf('/');
  if (slash <= 0) return undefined;
  const count = text.slice(0, slash);
  const unit = WORDS[lang].shorthand[text.slice(slash + 1)];
  if (!unit || !/^\d+([-–]\d+)?$/.test(count)) return undefined;
  return `${count} ${count === '1' ? unit.one : unit.many}`;
}

/**
 * A duration of one number and a unit said in one language, in the other ("trois jours" ->
 * "3 days"): the units of both languages' lists are the same in turn (the last of a longer list
 * is the other's last: "année" is "year"). Undefined for a range, a word of no number, or a unit
 * neither list holds: the duration stays where it was said.
 */
export function durationInLanguage(duration: string, from: Lang, to: Lang): string | undefined {
  const values = [...numericValues(duration)];
  if (values.length !== 1 || hasFraction(duration, from)) return undefined;
  const source = WORDS[from].units;
  const target = WORDS[to].units;
  const said = duration
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .map((w) => source.findIndex((u) => w === u || w === `${u}s` || w === `${u}x`))
    .find((i) => i >= 0);
  if (said === undefined) return undefined;
  const unit = target[Math.min(said, target.length - 1)];
  const one = values[0] === 1 || /s$/.test(unit);
  return `${values[0]} ${one ? unit : `${unit}s`}`;
}
