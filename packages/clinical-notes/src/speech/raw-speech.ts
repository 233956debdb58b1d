// Plain text from a local speech engine: lower case, no punctuation, no speakers. It is cut
// into sentence-like units (before questions, first-person reports and discourse markers) and
// each unit gets a speaker role from what it says: a question to "you" is the clinician's, a
// first-person report of symptoms the patient's. A dictation (the clinician speaking of the
// patient in the third person, never to "you") keeps one speaker. Deterministic, conservative.
import type { SpeakerRole } from '../transcript/parse';
import { opensWith, phrasePattern, wordClass, type WordClass } from '../text/phrases';
import speechEn from '../../rules/en/speech.json';
import speechFr from '../../rules/fr/speech.json';
import { unicodeWords } from '../text/word-boundary';

const PLAIN_EN = speechEn.plain;
const PLAIN_FR = speechFr.plain;

export interface Span {
  start: number;
  end: number;
}

interface Word {
  w: string;
  at: number;
  end: number;
}

function wordsOf(text: string, span: Span): Word[] {
  return [...text.slice(span.start, span.end).matchAll(/\S+/g)].map((m) => {
    const at = span.start + (m.index ?? 0);
    return {
      w: m[0]
        .toLowerCase()
        .replace(/[,;:]+$/, '')
        .replace(/’/g, "'"),
      at,
      end: at + m[0].length,
    };
  });
}

/** Words after which a question word goes on the sentence ("i don't know what it is"). */
const BLOCK_BEFORE_QUESTION = new Set(
  `know knew sure about of to is was see ask asked tell told wonder wondering remember matter exactly that if whether because than or
  the a an my your this what how when where why which who sais savoir demande si que`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words after which "any" goes on the sentence ("i don't have any pain"). */
const BLOCK_BEFORE_ANY = new Set(
  `have has had having take takes taking took taken get gets got getting notice noticed see seen saw feel felt need needs want without
  for of in with no not don't didn't haven't hasn't doesn't never hardly barely there use used tried try do did at from is are was were
  been if than or and any give given find found hear heard denies deny denied reports report reported without`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words after which "i" goes on the clause ("when i bend", "that i take"). */
const BLOCK_BEFORE_I = new Set(
  `when whenever if that because since as until before after what how where whether than cause 'cause and or but so do did have has
  had can could would should will am was were is are know think guess mean said say says told tell sure once while which who like
  unless though although`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words after which "my" goes on the clause ("pain in my knee", "i hurt my back"). */
const BLOCK_BEFORE_MY = new Set(
  `in on at to of for with from about into onto over under by and or but and hurt hurts injured broke twisted take took taking see saw
  check checked examine lost all that when if because since`
    .split(/\s+/)
    .filter(Boolean),
);

/** A class of words or pairs, English and French together: speech of either language is cut the same way. */
const both = (en: readonly string[] | undefined, fr: readonly string[] | undefined) => wordClass([...(en ?? []), ...(fr ?? [])]);

const WH_NEXT = new Map<string, WordClass>(Object.entries(PLAIN_EN.questionAfter.words).map(([wh, next]) => [wh, wordClass(next)]));
for (const wh of PLAIN_EN.questionAfter.anyNext) WH_NEXT.set(wh, { has: (next) => /^\S+$/.test(next) });

const AUX_QUESTION = wordClass(PLAIN_EN.questionPairs.words);
const FR_QUESTION = wordClass(PLAIN_FR.questionPairs.words);
const FR_QUESTION_ONE = wordClass(PLAIN_FR.questionWords.words);

const FIRST_PERSON_PAIR = both(PLAIN_EN.firstPersonPairs.words, PLAIN_FR.firstPersonPairs.words);
const FIRST_PERSON_ONE = /^(?:i've|i'm|i'd|j'ai|j'avais)$/;
const MY_VERB = both(PLAIN_EN.myVerbs.words, PLAIN_FR.myVerbs.words);

/** A short answer right after a question ("do you have any fever no"). */
const ANSWER_ONE = /^(?:no|nope|nah|yes|yeah|yep|yup|nothing|none|never|sometimes|occasionally|oui|non|jamais|rien)$/;
const ANSWER_PAIR = both(PLAIN_EN.answerPairs.words, PLAIN_FR.answerPairs.words);
/** Words before which a yes or no is part of the question ("is it yes or no"). */
const BLOCK_BEFORE_ANSWER = new Set('or have has had with is are there taking take say said answer a the any and than'.split(' '));
/** A dictation: a clause about the patient starts ("she denies", "on exam"). */
const DICTATION_PAIR = wordClass(PLAIN_EN.dictationPairs.words);

const MARKER_ONE = both(PLAIN_EN.markerWords.words, PLAIN_FR.markerWords.words);
const MARKER_PAIR = both(PLAIN_EN.markerPairs.words, PLAIN_FR.markerPairs.words);
/** Words before which "okay" means "fine" and goes on the sentence ("it's okay"). */
const BLOCK_BEFORE_OKAY = new Set(
  "is was be been being doing feel feels felt look looks looked seems seem seemed it's that's are were am pretty fine all go went goes going not i'm you're".split(
    ' ',
  ),
);

/** Minimum words in a unit before a split of each kind. */
const MIN_BEFORE_QUESTION = 2;
const MIN_BEFORE_FIRST_PERSON = 3;
const MIN_BEFORE_MARKER = 3;

/** Whether a span of text has no sentence punctuation inside (speech as recognised). */
export function unpunctuated(text: string, span: Span): boolean {
  return !/[.!?]/.test(text.slice(span.start, Math.max(span.start, span.end - 1)));
}

/**
 * Cuts an unpunctuated span into sentence-like units: before a question ("what brings you in",
 * "have you taken"), a first-person report after a run of words ("i have had", "my knee hurts")
 * and a discourse marker ("okay", "so i"). Offsets refer to the given text.
 */
export function splitRawSpeech(text: string, span: Span, dictation = false): Span[] {
  const words = wordsOf(text, span);
  if (words.length < 4) return [span];
  const cuts: number[] = [];
  let unitStart = 0;
  const isWh = (w: string) => WH_NEXT.has(w) || FR_QUESTION_ONE.has(w);
  let unitWh = isWh(words[0].w) ? 0 : -1;
  let unitQuestion = unitWh === 0 || AUX_QUESTION.has(`${words[0].w} ${words[1].w}`);
  let unitAnswer = false;
  for (let i = 1; i < words.length; i++) {
    const one = words[i].w;
    const prev = words[i - 1].w;
    const next = words[i + 1]?.w ?? '';
    const pair = `${one} ${next}`;
    const run = i - unitStart;
    let cut = false;
    let answer = false;
    if (dictation) {
      if (run >= 4 && DICTATION_PAIR.has(pair) && prev !== 'and' && prev !== 'that') cut = true;
      if (cut) {
        cuts.push(i);
        unitStart = i;
      }
      continue;
    }
    if (
      unitQuestion &&
      run >= 3 &&
      !BLOCK_BEFORE_ANSWER.has(prev) &&
      (ANSWER_PAIR.has(pair) || (ANSWER_ONE.test(one) && !/^(?:or|more|longer|other|problems?|matter)$/.test(next)))
    ) {
      cut = true;
      answer = true;
    }
    if (i === words.length - 1 && !cut) continue;
    if (!cut && unitQuestion && MARKER_ONE.has(words[unitStart].w) && run === 1 && AUX_QUESTION.has(pair)) unitWh = unitStart;
    if (!cut && unitAnswer && run >= 1 && run <= 2 && (WH_NEXT.get(one)?.has(next) || AUX_QUESTION.has(pair) || one === 'any')) cut = true;
    if (!cut && run >= MIN_BEFORE_QUESTION && !BLOCK_BEFORE_QUESTION.has(prev)) {
      if (WH_NEXT.get(one)?.has(next)) cut = true;
      else if (AUX_QUESTION.has(pair) && !(unitWh >= 0 && i - unitWh < 5)) cut = true;
      else if (one === 'any' && !BLOCK_BEFORE_ANY.has(prev) && run >= 3) cut = true;
      else if (FR_QUESTION.has(pair) || (FR_QUESTION_ONE.has(one) && run >= 3)) cut = true;
    }
    if (!cut && run >= MIN_BEFORE_FIRST_PERSON && !BLOCK_BEFORE_I.has(prev)) {
      if (FIRST_PERSON_PAIR.has(pair) || FIRST_PERSON_ONE.test(one)) cut = true;
      else if (
        (one === 'my' || one === 'mon' || one === 'ma') &&
        !BLOCK_BEFORE_MY.has(prev) &&
        words.slice(i + 1, i + 5).some((x) => MY_VERB.has(x.w))
      )
        cut = true;
    }
    if (!cut && run >= MIN_BEFORE_MARKER && i < words.length - 2) {
      if (MARKER_ONE.has(one) && !BLOCK_BEFORE_OKAY.has(prev)) cut = true;
      else if (MARKER_PAIR.has(pair) && prev !== 'and' && prev !== 'not') cut = true;
    }
    if (cut) {
      cuts.push(i);
      unitStart = i;
      unitWh = -1;
      unitAnswer = answer;
      const k = MARKER_ONE.has(one) ? i + 1 : i;
      const [a, b] = [words[k]?.w ?? '', words[k + 1]?.w ?? ''];
      unitQuestion = !answer && (isWh(a) || AUX_QUESTION.has(`${a} ${b}`) || a === 'any' || FR_QUESTION.has(`${a} ${b}`));
    }
    if ((i === unitStart || i === unitStart + 1) && isWh(one)) unitWh = i;
  }
  const out: Span[] = [];
  let from = 0;
  for (const c of [...cuts, words.length]) {
    const last = c === words.length ? span.end : words[c - 1].end;
    out.push({ start: words[from].at, end: last });
    from = c;
  }
  return out;
}

/** Words that address the listener, once fillers and courtesies are set aside. */
const ADDRESS = /\b(you|your|you're|you've|you'll|yourself|vous|votre|vos)\b/;
const NOT_ADDRESS = unicodeWords(/\b(thank you|thanks you|you know|you see|see you|merci|s'il vous plaît|s'il vous plait)\b/g);
const THIRD_PERSON_PATIENT = /\b(the patient|patient|he|she|his|her|him|mr|mrs|ms|miss|client|la patiente|le patient|il|elle)\b/;
const FIRST_PERSON = /\b(i|i'm|i've|i'd|i'll|me|my|mine|myself|je|j'ai|j'avais|moi|mon|ma|mes|me)\b|\bj'/;
const QUESTION_LEAD_INS = new Set([...PLAIN_EN.questionOpenings.words.leadIns, ...PLAIN_FR.questionOpenings.words.leadIns]);
const QUESTION_OPENERS = [...PLAIN_EN.questionOpenings.words.openers, ...PLAIN_FR.questionOpenings.words.openers];
const EMBEDDED_YOU_QUESTION = /\b(?:are|do|did|have|were|can|could|would|will|does) you\b/;
const CLINICIAN_TALK = phrasePattern([...PLAIN_EN.clinicianTalk.words, ...PLAIN_FR.clinicianTalk.words]);
const ANSWER_LEAD_INS = new Set([...PLAIN_EN.shortAnswers.words.leadIns, ...PLAIN_FR.shortAnswers.words.leadIns]);
const SHORT_ANSWERS = [...PLAIN_EN.shortAnswers.words.openers, ...PLAIN_FR.shortAnswers.words.openers];

function addresses(lower: string): boolean {
  return ADDRESS.test(lower.replace(NOT_ADDRESS, ' '));
}

/**
 * Whether a plain text is the clinician's dictation: it never addresses "you" and speaks of
 * the patient in the third person.
 */
export function isDictation(lower: string): boolean {
  return !addresses(lower) && THIRD_PERSON_PATIENT.test(lower.replace(NOT_ADDRESS, ' '));
}

/**
 * Speaker roles of the units of a plain conversation, from what each says: questions and
 * plans addressed to "you" are the clinician's, first-person reports and short answers after a
 * question the patient's; a unit that says neither keeps the role of the unit before it.
 */
export function rolesOfUnits(units: readonly string[]): SpeakerRole[] {
  const roles: SpeakerRole[] = [];
  let previousQuestion = false;
  for (const [k, raw] of units.entries()) {
    const lower = raw
      .toLowerCase()
      .replace(/’/g, "'")
      .replace(/[.,;:!]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const question = /\?\s*$/.test(raw) || opensWith(lower, QUESTION_LEAD_INS, QUESTION_OPENERS) || EMBEDDED_YOU_QUESTION.test(lower);
    const you = addresses(lower);
    const me = FIRST_PERSON.test(lower);
    const before = roles[k - 1];
    let role: SpeakerRole;
    if (CLINICIAN_TALK.test(lower)) role = 'clinician';
    else if (previousQuestion && before === 'clinician' && opensWith(lower, ANSWER_LEAD_INS, SHORT_ANSWERS)) role = 'patient';
    else if (question) role = me && !you ? 'patient' : 'clinician';
    else if (you && !me) role = 'clinician';
    else if (me && !you) role = 'patient';
    else if (me && you) role = /^(?:i|i'm|i've|my)\b/.test(lower) && !/\byour\b/.test(lower) ? 'patient' : 'clinician';
    else if (previousQuestion && before === 'clinician') role = 'patient';
    else role = before ?? 'clinician';
    roles.push(role);
    previousQuestion = question;
  }
  return roles;
}
