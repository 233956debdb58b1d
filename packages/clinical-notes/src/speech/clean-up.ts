// Spoken-language clean-up, a step of its own before any rule: hesitations ("um", "erm"),
// filler phrases set off by commas ("you know"), a word said twice ("and and"), and a
// phrase started over ("do you mean, do you mean"), and a phrase said again corrected ("back
// pain I mean abdominal pain"). Tokens are marked skipped, never removed, so every fact keeps
// its place in the transcript.
import { perLanguage, type Lang } from '../language';
import { phraseKeys } from '../nlp/analyse';
import { isDigitWord } from '../nlp/numbers';
import type { Sentence, Token } from '../nlp/tokens';
import speechEn from '../../rules/en/speech.json';
import speechFr from '../../rules/fr/speech.json';

export interface SpeechRules {
  fillers: Array<{ words: string; example: string }>;
  /**
   * `keptAfter`: words after which the phrase is no filler but says what a thing is like ("not
   * the kind of dizziness"), with a sentence it is kept in.
   */
  fillerPhrases: Array<{ words: string; example: string; needsComma: boolean | 'both'; keptAfter?: string[]; keptExample?: string }>;
  /** Words that correct what was just said ("I mean", "sorry"), each with a sentence it corrects. */
  repairs?: Array<{ words: string; example: string; expect: string }>;
  /** A word said between a phrase and the phrase started over ("not a, like not a normal temperature"), with its sentence. */
  restarts?: Array<{ words: string; example: string; expect: string }>;
  /** A word said twice that the grammar doubles, no false start (French reflexive "vous vous sentez"), with its sentence. */
  doubled?: Array<{ words: string; example: string; expect: string }>;
}
export const SPEECH_RULES: Record<Lang, SpeechRules> = { en: speechEn as SpeechRules, fr: speechFr as SpeechRules };

interface Compiled {
  fillers: Set<string>;
  phrases: Array<{ keys: string[]; needsComma: boolean | 'both'; keptAfter: Set<string> }>;
  repairs: string[][];
  restarts: Set<string>;
  doubled: Set<string>;
}
const rulesOf = perLanguage((lang): Compiled => {
  const rules = SPEECH_RULES[lang];
  return {
    fillers: new Set(rules.fillers.map((f) => f.words)),
    phrases: rules.fillerPhrases.map((p) => ({
      keys: phraseKeys(p.words, lang),
      needsComma: p.needsComma,
      keptAfter: new Set(p.keptAfter ?? []),
    })),
    repairs: (rules.repairs ?? []).map((r) => phraseKeys(r.words, lang)),
    restarts: new Set((rules.restarts ?? []).map((r) => r.words)),
    doubled: new Set((rules.doubled ?? []).map((r) => r.words)),
  };
});

const isPunct = (text: string) => /^[,.;:!?…-]+$/.test(text);
const lower = (text: string) => text.toLowerCase();
const FULL_STOP = /^[.?!]$/;

/** The most words a phrase said again at once may have ("will try and get you, will try and get you well"). */
const MAX_REPEATED_WORDS = 6;

/** Marks the sentence's fillers, repeated words and restarted phrases as skipped. */
export function cleanUpSpeech(sentence: Sentence, lang: Lang): void {
  const { fillers, phrases, repairs, restarts, doubled } = rulesOf(lang);
  const t = sentence.tokens;
  for (const token of t) if (fillers.has(lower(token.text))) token.skip = true;
  for (const { keys, needsComma, keptAfter } of phrases) {
    for (let i = 0; i + keys.length <= t.length; i += 1) {
      if (!keys.every((k, j) => t[i + j].key === k)) continue;
      const before = t[i - 1];
      const after = t[i + keys.length];
      // 'both': a word that is a filler only set off on both sides ("feeling really, like, low"), its commas with it.
      const setOff = before?.text === ',' && after?.text === ',';
      if (needsComma === 'both' ? !setOff : needsComma && !(before && before.text === ',') && !(after && after.text === ',')) continue;
      if (before && keptAfter.has(lower(before.text))) continue;
      for (let j = 0; j < keys.length; j += 1) t[i + j].skip = true;
      if (needsComma === 'both') before.skip = after.skip = true;
    }
  }
  for (const keys of repairs) markRepairs(t, keys);
  // A phrase of one to six words said again at once ("and and", "do you mean, do you mean"), or after a word of
  // restarting ("not a, like not a normal"): the first saying goes (and the word between).
  // Words are compared in lower case, worked out once; no run of tokens is copied to be compared.
  const kept = t.filter((x) => !x.skip && !isPunct(x.text));
  const said = kept.map((x) => lower(x.text));
  for (let n = MAX_REPEATED_WORDS; n >= 1; n -= 1) {
    for (let i = 0; i + 2 * n <= kept.length; i += 1) {
      const saidAgain = (gap: number) => {
        let again = i + 2 * n + gap <= kept.length;
        for (let j = 0; j < n && again; j += 1) again = !kept[i + j].skip && said[i + j] === said[i + n + gap + j];
        return again;
      };
      if (restarts.has(said[i + n]) && restartSetOff(t, kept[i + n].i, n) && saidAgain(1)) {
        for (let j = 0; j <= n; j += 1) kept[i + j].skip = true;
        continue;
      }
      if (!saidAgain(0)) continue;
      // "No. No." answers twice (two questions); a full stop between them is no false start.
      let stop = false;
      for (let k = kept[i + n - 1].i + 1; k < kept[i + n].i && !stop; k += 1) stop = FULL_STOP.test(t[k].text);
      if (stop) continue;
      if (n === 1 && /^\d/.test(kept[i].text)) continue;
      // A digit said twice within three digits or more is a number said digit by digit ("call nine nine nine", "one one six").
      if (n === 1 && isDigitWord(said[i]) && (isDigitWord(said[i + 2] ?? '') || isDigitWord(said[i - 1] ?? ''))) continue;
      // One word joined by a hyphen ("one-one-one", "bye-bye", "so-so") is said once.
      if (n === 1 && hyphenJoined(t, kept[i].i, kept[i + 1].i)) continue;
      // Doubled by the grammar, said at once with nothing between ("vous vous sentez"); "vous, vous avez" starts over.
      if (n === 1 && doubled.has(said[i]) && kept[i + 1].i === kept[i].i + 1) continue;
      for (let j = 0; j < n; j += 1) kept[i + j].skip = true;
    }
  }
  // A comma left alone by what was skipped ("I'll order another, blood test").
  for (let i = 0; i < t.length; i += 1) {
    if (t[i].text !== ',' || t[i].skip) continue;
    let prev: Token | undefined;
    for (let k = i - 1; k >= 0 && !prev; k -= 1) if (!t[k].skip) prev = t[k];
    let next: Token | undefined;
    for (let k = i + 1; k < t.length && !next; k += 1) if (!t[k].skip) next = t[k];
    if (!prev || !next || prev.text === ',' || (t[i - 1]?.skip ?? false) || (t[i + 1]?.skip ?? false)) t[i].skip = true;
  }
}

/**
 * Whether a word of restarting at token `at` is set off as one: a comma before it after a phrase of two words or more
 * ("not a, like not a normal"); after one word, a comma on either side ("he, so he has", "it so, it is").
 */
function restartSetOff(t: readonly Token[], at: number, n: number): boolean {
  return t[at - 1]?.text === ',' ? n > 1 || !isPunct(t[at - 2]?.text ?? ',') : n === 1 && t[at + 1]?.text === ',';
}

/** Whether tokens `a` and `b` are one word, a hyphen between them with no space ("nine-nine"). */
function hyphenJoined(t: readonly Token[], a: number, b: number): boolean {
  return b === a + 2 && t[a + 1].text === '-' && t[a].end === t[a + 1].start && t[a + 1].end === t[b].start;
}

/** How many words a corrected phrase and its correction may have. */
const REPAIR_WORDS = [3, 2];
const wordOf = (token: Token) => /^\p{L}{3,}$/u.test(token.text);

/**
 * A phrase said again corrected, round a word of correction: "back pain I mean abdominal pain",
 * "genou gauche pardon genou droit". The phrase before and the one after have as many words
 * and share their first or last word (a word of three letters or more), and differ: the first
 * phrase and the word of correction are skipped.
 */
function markRepairs(t: Token[], keys: string[]): void {
  for (let i = 1; i + keys.length < t.length; i += 1) {
    if (!keys.every((k, j) => t[i + j].key === k)) continue;
    const after = i + keys.length;
    for (const n of REPAIR_WORDS) {
      if (i - n < 0 || after + n > t.length) continue;
      const said = t.slice(i - n, i);
      const meant = t.slice(after, after + n);
      if ([...said, ...meant].some((x) => x.skip || isPunct(x.text))) continue;
      const same = (a: Token, b: Token) => lower(a.text) === lower(b.text);
      const shared = (same(said[0], meant[0]) && wordOf(said[0])) || (same(said[n - 1], meant[n - 1]) && wordOf(said[n - 1]));
      if (!shared || said.every((x, j) => same(x, meant[j]))) continue;
      for (const x of [...said, ...t.slice(i, after)]) x.skip = true;
      break;
    }
  }
}
