// Whether a sentence asks: a question mark, or (speech engines often write none) a question's
// opening words after the lead words a speaker starts with ("okay and have you had any fever").
// The words are data per language (rules/<lang>/questions.json).
import { escapeRegExp } from '../text/phrases';
import { perLanguage, type Lang } from '../language';
import { PhraseIndex } from '../lexicon/phrase-index';
import { saidBefore, saidFrom, type Sentence } from './tokens';
import questionsEn from '../../rules/en/questions.json';
import questionsFr from '../../rules/fr/questions.json';

interface QuestionRules {
  lead: string[];
  /** Words that open the topic a question is about, said before it without a comma ("with your shoulder have you had any numbness"). */
  frames: Array<{ words: string; example: string }>;
  openers: Array<{ words: string; example: string }>;
  /** Words that ask how long or since when: the answer's duration is the symptom's (one the question names, where it needs one). */
  howLong: Array<{ words: string; example: string; needsSymptom?: boolean }>;
  /** Words a speaker ends a statement with to ask for agreement ("we'll get an x-ray, okay?"): the statement still says what it says. */
  tags: Array<{ words: string; example: string }>;
  /**
   * Words opening a request said after a comma at a statement's end ("I'd like to see her in clinic this afternoon, can you
   * bring her in at four?"): what comes before is said, not asked.
   */
  requests?: Array<{ words: string; example: string }>;
  /**
   * Words of a patient asking the clinician to look at something ("could you have a look at a mole on my back?"): what they
   * ask to be looked at is what they came with, told, not asked about.
   */
  showMe?: Array<{ words: string; example: string; concept: string }>;
  /** Words that open a question asking how, what or where rather than yes or no ("how severe is it?"): "nothing major" answers it, and denies nothing. */
  open: Array<{ words: string; example: string }>;
  /** Words that ask about the patient's past or standing health ("any other medical problems?"): a condition answered is their history, not the complaint. */
  history: Array<{ words: string; example: string }>;
  /** Words that open a clinician's narration of the examination ("when i look at your neck ..."): a statement, whatever its form. */
  narrationOpeners?: Array<{ words: string; example: string }>;
  /** Words anywhere in a sentence that tell an examination's finding ("i do not appreciate any murmurs"): a statement, whatever its form. */
  narrationFindings?: Array<{ words: string; example: string }>;
}
export const QUESTION_RULES: Record<Lang, QuestionRules> = { en: questionsEn, fr: questionsFr };

const rulesOf = perLanguage((lang) => {
  const rules = QUESTION_RULES[lang];
  const c = {
    lead: new PhraseIndex<true>(lang),
    frames: new PhraseIndex<true>(lang),
    openers: new PhraseIndex<true>(lang),
    howLong: new PhraseIndex<boolean>(lang),
    tags: new PhraseIndex<true>(lang),
    requests: new PhraseIndex<true>(lang),
    showMe: new PhraseIndex<true>(lang),
    open: new PhraseIndex<true>(lang),
    history: new PhraseIndex<true>(lang),
  };
  for (const h of rules.history) c.history.add(h.words, true);
  for (const o of rules.open) c.open.add(o.words, true);
  for (const t of rules.tags) c.tags.add(t.words, true);
  for (const r of rules.requests ?? []) c.requests.add(r.words, true);
  for (const r of rules.showMe ?? []) c.showMe.add(r.words, true);
  for (const w of rules.lead) c.lead.add(w, true);
  for (const f of rules.frames) c.frames.add(f.words, true);
  for (const h of rules.howLong) c.howLong.add(h.words, h.needsSymptom === true);
  for (const o of rules.openers) c.openers.add(o.words, true);
  return c;
});

const escaped = (words: string) => escapeRegExp(words).replace(/'/g, "['’]");
/** The narration's expressions per language, from the word lists (each word escaped). */
const narrationOf = perLanguage((lang) => {
  const rules = QUESTION_RULES[lang];
  const list = (xs: Array<{ words: string }> | undefined) => (xs ?? []).map((x) => escaped(x.words)).join('|') || '(?!)';
  return {
    opening: new RegExp(`^(?:(?:${rules.lead.map(escaped).join('|')}),?\\s+)*(?:${list(rules.narrationOpeners)})\\b`),
    finding: new RegExp(`\\b(?:${list(rules.narrationFindings)})\\b`),
  };
});

/**
 * Whether a sentence (lower case) narrates the examination: it opens "when i look at ..." or
 * tells a finding ("i don't see any", "i do not appreciate any"). A speech engine's "?" or a
 * false start ("do you have a regular rate ... i do not appreciate any murmurs") does not make
 * it a question, so its denials count.
 */
export function narratesExamination(lower: string, lang: Lang = 'en'): boolean {
  const n = narrationOf(lang);
  return n.opening.test(lower) || n.finding.test(lower);
}

/** How many words the topic a question is about may run to after its frame ("with your left shoulder"). */
const FRAME_WORDS = 4;

/** Where a sentence's own words open, past the lead words a speaker starts with ("okay and ...") and commas. */
function pastLead(sentence: Sentence, lang: Lang): number {
  const { lead } = rulesOf(lang);
  const t = sentence.tokens;
  let i = 0;
  while (i < t.length && (t[i].skip || t[i].text === ',' || lead.matchAt(sentence, i))) i = lead.matchAt(sentence, i)?.to ?? i + 1;
  return i;
}

/** True when the sentence asks something. */
export function asks(sentence: Sentence, lang: Lang): boolean {
  if (/\?\s*$/.test(sentence.text)) return true;
  if (/!\s*$/.test(sentence.text)) return false;
  const { frames, openers } = rulesOf(lang);
  const t = sentence.tokens;
  const i = pastLead(sentence, lang);
  if (i < t.length && openers.matchAt(sentence, i) !== null) return true;
  // A topic framed first ("with your shoulder"), then the question within a few words.
  const frame = i < t.length ? frames.matchAt(sentence, i) : null;
  if (frame)
    for (let j = frame.to + 1; j < Math.min(t.length, frame.to + FRAME_WORDS + 1); j++) if (openers.matchAt(sentence, j)) return true;
  // A clinician's question may follow the topic it is about ("In terms of your ears, any dullness or blocked ears?").
  return sentence.role === 'clinician' && openers.find(sentence).some((m) => saidBefore(t, m.from) === ',');
}

/**
 * Whether the words at token `at` are the topic a question is framed with, and not what it asks
 * ("in terms of | your job, do you do anything physical?"): a frame just before them, a comma
 * within a few words after.
 */
export function framedAt(sentence: Sentence, lang: Lang, at: number): boolean {
  const t = sentence.tokens;
  const framed = rulesOf(lang)
    .frames.find(sentence)
    .some((f) => f.to <= at && at - f.to <= 1);
  return framed && t.slice(at, at + FRAME_WORDS + 1).some((x) => x.text === ',');
}

/**
 * Whether the sentence asks how, what or where rather than yes or no: the open words start the
 * sentence or a clause of it ("the dizziness you've been getting, how severe is it?").
 */
export function asksOpen(sentence: Sentence, lang: Lang): boolean {
  const t = sentence.tokens;
  const { open } = rulesOf(lang);
  return open.find(sentence).some((m) => (saidBefore(t, m.from) ?? ',') === ',');
}

/** Whether the sentence asks how long or since when: 'named' where it must name its symptom ("how long have you had the cough?"), 'any' where it asks of the complaint ("when did it start?"), else null. */
export function asksHowLong(sentence: Sentence, lang: Lang): 'named' | 'any' | null {
  const found = rulesOf(lang)
    .howLong.find(sentence)
    .flatMap((m) => m.values);
  if (found.length === 0) return null;
  return found.some((needsSymptom) => !needsSymptom) ? 'any' : 'named';
}

/** Whether the sentence asks about the patient's past or standing health ("do you have any medical problems?"). */
export function asksHistory(sentence: Sentence, lang: Lang): boolean {
  return sentence.question && rulesOf(lang).history.find(sentence).length > 0;
}

/** Words said before the tag at least, for a sentence to be a statement asking for agreement rather than a question. */
const MIN_STATEMENT_WORDS = 3;

/**
 * Whether a sentence that asks does so only by the words it ends with ("we'll repeat the
 * echocardiogram, okay?"): what comes before is said, not asked.
 */
export function asksByTagOnly(sentence: Sentence, lang: Lang): boolean {
  const t = sentence.tokens;
  if (!/\?\s*$/.test(sentence.text)) return false;
  const { tags, requests, openers } = rulesOf(lang);
  // A request after the statement's last comma, the statement asking nothing itself.
  const comma = t.map((x) => x.text).lastIndexOf(',');
  if (comma > 0 && requests.matchAt(sentence, saidFrom(t, comma + 1)) && !openers.matchAt(sentence, pastLead(sentence, lang))) {
    const before = t.slice(0, comma).filter((x) => !x.skip && /[\p{L}\p{N}]/u.test(x.text)).length;
    if (before >= MIN_STATEMENT_WORDS) return true;
  }
  let end = t.length;
  while (end > 0 && (t[end - 1].skip || /^[?.!,]+$/.test(t[end - 1].text))) end -= 1;
  // The tag: a phrase of the list ending on the last word, after a comma or at least a few words.
  for (let from = Math.max(0, end - 5); from < end; from += 1) {
    const m = tags.matchAt(sentence, from);
    if (!m || m.to !== end) continue;
    const before = t.slice(0, from).filter((x) => !x.skip && /[\p{L}\p{N}]/u.test(x.text)).length;
    return before >= MIN_STATEMENT_WORDS;
  }
  return false;
}

/** Where a patient's question asks the clinician to look at something ("could you have a look at | a mole on my back?"): the token after those words, or -1. */
export function asksToLookAt(sentence: Sentence, lang: Lang): number {
  return rulesOf(lang).showMe.find(sentence)[0]?.to ?? -1;
}
