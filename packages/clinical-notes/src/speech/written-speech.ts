// A spoken sentence written as a note writes it, a step of its own before any sentence of the
// draft is made: tokenised contractions joined ("do n't"), fillers, stutters, repetitions and
// dictation commands ("hey dragon, ...") removed, spoken numbers as digits. Meaning is left
// alone: nothing is added. The words of each step are data (rules/<lang>/speech.json
// "written"); English and French words are read together, as a transcript may mix them.
import { sameDigitRunsToNumbers, spokenNumbersToDigits } from '../nlp/numbers';
import { withWrittenCase } from '../text/written-case';
import speechEn from '../../rules/en/speech.json';
import speechFr from '../../rules/fr/speech.json';
import { capital } from '../text/words';
import { unicodeWords } from '../text/word-boundary';

const EN = speechEn.written;
const FR = speechFr.written;
const any = (words: readonly string[]) => words.join('|');

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should|must|need) n['’]t\b/gi, "$1n't"],
  [/\bca n['’]t\b/gi, "can't"],
  [/\bwo n['’]t\b/gi, "won't"],
  [/\b(\w+) n['’]t\b/gi, "$1n't"],
  [/\bgon na\b/gi, 'going to'],
  [/\bgonna\b/gi, 'going to'],
  [/\bwan na\b/gi, 'want to'],
  [/\bwanna\b/gi, 'want to'],
  [/\bgot ta\b/gi, 'got to'],
  [/\bgotta\b/gi, 'got to'],
  [/\bkinda\b/gi, 'kind of'],
  [/\bsorta\b/gi, 'sort of'],
  [/(^|\s)['’]cause\b/gi, '$1because'],
  [/\by'all\b/gi, 'you all'],
];

const FILLERS = {
  en: new RegExp(`(^|[\\s,])(?:${any(EN.fillers)})(?=[\\s,.?!]|$)`, 'gi'),
  fr: new RegExp(`(^|[\\s,])(?:${any(FR.fillers)})(?=[\\s,.?!]|$)`, 'gi'),
};
/** Words that open a spoken sentence without adding to it: interjections, greetings, hesitations, acknowledgements. */
const OPENERS = new RegExp(`^(?:(?:${any([...EN.openers, ...FR.openers])})\\b[\\s,.!-]*)+`, 'i');

/** A clause broken off at a dash ("it doesn't feel like -- it just makes me feel weak"): from the last comma or the start up to the dash. */
const BROKEN_OFF = /(^|[,;]\s*)[^,;]*?\s(?:--|—|–)\s+(?=\S+(?:\s+\S+){2})/g;
/**
 * A request for agreement ending a sentence after a comma ("..., okay?"), or said alone: without
 * the comma the word is the sentence's own ("the pain is on the right", "that is correct").
 */
const TAGS = new RegExp(`(?:^|\\s*,)\\s*(?:${any([...EN.tags, ...FR.tags])})\\s*([?.!])?\\s*$`, 'i');

/** "okay" and "alright" inside a sentence, except where they mean "fine" ("it is okay"). */
const INLINE_OKAY = new RegExp(`(^|\\s)(?<!\\b(?:${any(EN.okayAfter)})\\s)(?:okay|ok|alright|all right)\\b[,.]?(?=\\s|$)`, 'gi');

/** A "no" that answers the question before, not part of what follows ("no, I did all the tests"). */
const ANSWER_NO = /^(?:no|nope|non)\b(?:[\s,]+(?=(?:i|i'm|i've|we|it|it's|that|that's|she|he|they|not|je|j'ai|c'est)\b)|\s*,\s*)/i;

/** "That" ending a sentence after one of these is the thing said, no word the sentence was cut at ("make sure it's not | that"). */
const THAT_PRONOUN = new RegExp(`\\b(?:${any(EN.thatPronounAfter)})\\s+that\\s*[.?!]?$`, 'i');
/** A sentence cut before its end: "... that clear with cough and". */
const DANGLING_END = new RegExp(`(?:[\\s,]+(?:${any([...EN.dangling, ...FR.dangling])}))+\\s*([.?!]?)$`, 'i');

/**
 * The comma a hesitation left after a word that leads into more ("order another, uh, cbc" →
 * "order another cbc"), unless a clause goes on after it ("what did you come in for, and
 * ...") or it lists letters ("vitamin a, d and e", "hep a, b and c").
 */
const [FIRST, ARTICLE_A, ...LEADS] = EN.hesitationCommaAfter;
/** The words a hesitation's comma follows; "a" not after a word that lists letters. */
const LEADING = `${FIRST}|(?<!\\b(?:${any(EN.lettersAfter)})\\s)${ARTICLE_A}|${any(LEADS)}`;
/** The comma a hesitation left between a word of about how many and the number ("about, like, six years" → "about six years"). */
const commaBeforeNumber = ({ words, numbers }: typeof EN.hesitationCommaBeforeNumber) =>
  unicodeWords(new RegExp(`\\b(${any(words)})\\s*,\\s+(?=\\d|(?:${any(numbers)})\\b)`, 'giu'));
const COMMA_BEFORE_NUMBER = {
  en: commaBeforeNumber(EN.hesitationCommaBeforeNumber),
  fr: commaBeforeNumber(FR.hesitationCommaBeforeNumber),
};
const HESITATION_COMMA = unicodeWords(new RegExp(`\\b(${LEADING})\\s*,\\s+(?=[\\p{L}\\d])(?!(?:and|or|but|so|then|because)\\b)`, 'giu'));

/** A word of a list, whole: not the start of a longer word ("it" is not the start of "it's"). */
const whole = (words: readonly string[]) => `(?:${any(words)})(?![\\p{L}'])`;

/**
 * A sentence started over after a comma: a subject alone, or with words of being, having or
 * doing, before a new subject ("I have, I've had the same partner", "so it keeps me, I keep going");
 * the first start goes. A possessive left before a comma goes when a subject or a past form
 * follows ("My, I'm 40", "and my, noticed"); otherwise only its comma goes ("My, father had").
 */
function restartPatterns(rules: typeof EN, restartWords: readonly string[]) {
  const subject = whole(rules.restartSubjects);
  /** A word of restarting set off by a comma on either side ("he, so he's been", "it so, it's pouring"). */
  const restartWord = `(?:\\s*,\\s+${whole(restartWords)}\\s+|\\s+${whole(restartWords)}\\s*,\\s+)`;
  /** Where a clause starts: the sentence's start, a stop or comma, or a word joining clauses ("so", "and"). */
  const clauseStart = `(^|[,.;]\\s+|\\s(?:${any(rules.restartAfter)})\\s+)`;
  /** The first start: a subject with words of being, having or doing, and a comma. */
  const firstStart = `${subject}(?:\\s+${whole(rules.restartStubs)})*\\s*,\\s+`;
  return {
    restart: new RegExp(`${clauseStart}${firstStart}(?=${subject}\\s*\\S)`, 'giu'),
    // A subject alone started over after a word of restarting: the first start and the word go.
    restartWord: new RegExp(`${clauseStart}${subject}${restartWord}(?=${subject}\\s*\\S)`, 'giu'),
    determiner: new RegExp(`(^|\\s)${whole(rules.restartDeterminers)}\\s*,\\s+(?=${subject}|\\p{L}+ed(?![\\p{L}']))`, 'giu'),
    determinerComma: new RegExp(`(^|\\s)(${whole(rules.restartDeterminers)})\\s*,\\s+(?=\\p{L})`, 'giu'),
  };
}
const restartWords = (rules: { restarts?: Array<{ words: string }> }) => (rules.restarts ?? []).map((r) => r.words);
const RESTARTS = { en: restartPatterns(EN, restartWords(speechEn)), fr: restartPatterns(FR, restartWords(speechFr)) };

/** An article said before another determiner ("during the these past three days"): the article goes. */
function articleBeforeDeterminer(rules: typeof EN): RegExp {
  const { first, second } = rules.articleBeforeDeterminer;
  return new RegExp(`(^|\\s)(?:${any(first)})\\s+(?=(?:${any(second)})(?![\\p{L}\\p{N}'’-]))`, 'giu');
}
const ARTICLE_BEFORE_DETERMINER = { en: articleBeforeDeterminer(EN), fr: articleBeforeDeterminer(FR) };

/** Drops the first start of a sentence started over (see restartPatterns). */
function removeRestarts(text: string, language: 'en' | 'fr'): string {
  if (!text.includes(',')) return text;
  const { restart, restartWord, determiner, determinerComma } = RESTARTS[language];
  let out = text.replace(restartWord, '$1');
  for (let i = 0; i < 3; i++) {
    const next = out.replace(restart, '$1');
    if (next === out) break;
    out = next;
  }
  return out.replace(determiner, '$1').replace(determinerComma, '$1$2 ');
}

/** Removes dictation commands addressed to a speech assistant. */
export function removeDictationCommands(text: string): string {
  if (!/dragon/i.test(text)) return text;
  return text
    .replace(/\b(?:hey|ok|okay)\s*,?\s*dragon\b[^.?!]*[.?!]?/gi, ' ')
    .replace(/\bdragon,? (?:finalize|order|show|open|insert|go)\b[^.?!]*[.?!]?/gi, ' ');
}

/** Words that can end one clause and open the next ("I took it, it helped"): said twice over a comma only where a clause starts. */
const CLAUSE_ENDING_WORDS = new Set([...EN.clauseEndingWords, ...FR.clauseEndingWords]);

/** Drops a word repeated right after itself ("i , i think", "the the"), and cut-off words ("s- skin"). */
function removeRepetitions(text: string): string {
  // An emergency number said digit by digit is no word said again ("you call nine nine nine").
  const said = sameDigitRunsToNumbers(text);
  let out = said.includes('-')
    ? said.replace(/\b(\w+)-\s+(?=\w)/g, (m, w: string) => (w.length <= 4 ? '' : m)).replace(/(\w)-(?=[\s.,?!]|$)/g, '$1')
    : said;
  // A word said twice: at once ("the the") or over a comma ("on, on two occasions"); a word that
  // can end one clause and open the next ("I took it, it helped") only where a clause starts ("It, it developed").
  for (let i = 0; i < 3; i++) {
    const next = out
      .replace(/\b(\w+(?:'\w+)?)\s+\1\b/gi, '$1')
      .replace(/(^|[,.;]\s*|\s)(\w+(?:'\w+)?)\s*,\s+\2\b/gi, (m, before: string, word: string) =>
        before.trim() === '' && before !== '' && CLAUSE_ENDING_WORDS.has(word.toLowerCase()) ? m : `${before}${word}`,
      );
    if (next === out) break;
    out = next;
  }
  // A phrase of two to six words said again ("it was not, it was not helping", "if I'm, if I'm feeling",
  // "will try and get you, will try and get you well").
  out = out.replace(/\b([\w']+(?:\s+[\w']+){1,5})(?:\s*,)?\s+\1\b/gi, '$1');
  return out;
}

/** Joins tokenised punctuation (" , " → ", ") and tidies spaces. Steps that cannot apply are skipped. */
export function tidyPunctuation(text: string): string {
  let out = text.replace(/\s+([,.;:?!%])/g, '$1');
  if (out.includes('$')) out = out.replace(/\$\s+(\d)/g, '$$$1');
  if (out.includes('%')) out = out.replace(/(\d)\s+%/g, '$1%');
  if (/\.\.\.|…|--|—|–/.test(out)) out = out.replace(/\.\.\.|…|--|—|–/g, ' ');
  out = out.replace(/\s+/g, ' ');
  if (/[,;:]/.test(out)) {
    out = out.replace(/([,;:])(?=[^\s\d])/g, '$1 ');
    if (out.includes(',')) out = out.replace(/(?:\s*,\s*)+([.?!])/g, '$1').replace(/,(\s*,)+/g, ',');
  }
  return out.replace(/^[\s,.;:]+/, '').trim();
}

/** Words a contraction or a spoken shortening needs: without one, none of them applies. */
const CONTRACTION_HINT = /n['’]t|gon|wan|got|kinda|sorta|cause|y'all/i;
/** A tag or a dangling word can only be in the last few words. */
const TAG_TAIL = 60;

/** A spoken sentence as written text, without fillers; '' when nothing is left. */
export function writtenSpeech(text: string, language: 'en' | 'fr' = 'en'): string {
  let out = removeDictationCommands(text);
  if (/\s(?:--|—|–)\s/.test(out)) out = out.replace(BROKEN_OFF, '$1');
  if (CONTRACTION_HINT.test(out)) for (const [pattern, replacement] of CONTRACTIONS) out = out.replace(pattern, replacement);
  if (out.includes("'")) out = out.replace(/\s+'(s|m|re|ve|ll|d)\b/gi, "'$1");
  out = tidyPunctuation(out);
  if (out.includes(',')) out = out.replace(/(\d),(\d{3})\b/g, '$1$2');
  out = out.replace(FILLERS[language], '$1');
  if (/like|kind of|sort of/i.test(out)) {
    out = out.replace(/,\s*(?:like|kind of|sort of),/gi, ',');
    out = out
      .replace(/\b(for|about|around|was|is|been|just|it's|its|and|but|or) like\b(?! to\b)/gi, '$1')
      .replace(/\blike (?=\d|a (?:couple|few|week|month|day|year))/gi, '');
  }
  out = removeRepetitions(tidyPunctuation(out)).replace(ARTICLE_BEFORE_DETERMINER[language], '$1');
  out = removeRestarts(tidyPunctuation(out).replace(OPENERS, '').replace(ANSWER_NO, ''), language);
  if (language === 'en' && out.includes(',')) out = out.replace(HESITATION_COMMA, '$1 ');
  if (out.includes(',')) out = out.replace(COMMA_BEFORE_NUMBER[language], '$1 ');
  if (/ok|alright|all right/i.test(out)) out = out.replace(INLINE_OKAY, '$1');
  if (TAGS.test(out.slice(-TAG_TAIL))) out = out.replace(TAGS, (_m, end: string | undefined) => (end === '?' ? '?' : '.'));
  out = spokenNumbersToDigits(out);
  out = tidyPunctuation(out);
  if (DANGLING_END.test(out.slice(-TAG_TAIL)) && !THAT_PRONOUN.test(out.slice(-TAG_TAIL))) out = out.replace(DANGLING_END, '$1');
  out = withUnitSymbols(out);
  if (!/[\p{L}\p{N}]/u.test(out)) return '';
  return withWrittenCase(out);
}

/** Doses as a note writes them: "10 milligrams" → "10 mg". */
function withUnitSymbols(text: string): string {
  if (!/milli|micro/i.test(text)) return text;
  return text.replace(
    /(\d) ?(milligrams?|micrograms?|milliliters?|millilitres?)\b/gi,
    (_m, d: string, unit: string) => `${d} ${/^milligram/i.test(unit) ? 'mg' : /^microgram/i.test(unit) ? 'mcg' : 'mL'}`,
  );
}

/** Numbers and doses in a written sentence as a note writes them ("ten milligrams" → "10 mg"). */
export function writtenNumbers(text: string): string {
  return withUnitSymbols(spokenNumbersToDigits(text));
}

/** Upper-cases the first letter, ends the sentence with a full stop. */
export function asSentence(text: string): string {
  const t = text.trim().replace(/[,;:\s]+$/, '');
  if (!t) return '';
  const first = capital(t);
  return /[.?!]$/.test(first) ? first : `${first}.`;
}

/** The expressions built from the word lists, by name: a test compares them with what they replaced. */
export const WRITTEN_SPEECH_EXPRESSIONS = {
  FILLERS_EN: FILLERS.en,
  FILLERS_FR: FILLERS.fr,
  OPENERS,
  TAGS,
  INLINE_OKAY,
  DANGLING_END,
  HESITATION_COMMA,
};
