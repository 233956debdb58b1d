// Checks that each sentence of a note is one a clinician would write: third person (no
// first- or second-person pronoun outside quotes), no spoken fillers, no false starts or cut
// sentences, no fragment without a verb in prose, no bare answer without its question, no
// agreement error left by a speaker's person turned wrong, no question. Independent of the
// note generator (its own word lists, sentence-words.cjs): the benchmark measures with it.
'use strict';

const W = require('./sentence-words.cjs');

/** The kinds of defect a sentence can have. */
const DEFECTS = ['person', 'filler', 'false-start', 'fragment', 'bare-answer', 'role', 'question'];

const ABBREVIATION_END = /\b(?:dr|mr|mrs|ms|st|vs|no|approx|e\.g|i\.e|etc|pt)\.$/i;

/** The sentences of a paragraph (a full stop after an abbreviation or inside a number does not end one). */
function splitSentences(text) {
  const parts = [];
  let current = '';
  for (const piece of String(text).split(/(?<=[.!?])\s+/)) {
    current = current ? `${current} ${piece}` : piece;
    if (!ABBREVIATION_END.test(current)) {
      if (current.trim()) parts.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** The text without quoted passages (“...”, «...», "..."). */
function withoutQuotes(text) {
  return text.replace(/“[^”]*”|«[^»]*»|"[^"]*"/g, ' ');
}

/** Lower-case words; in French an elided "j'" or "l'" is a word of its own. */
function words(text, language) {
  const pattern =
    language === 'fr' ? /[\p{L}\p{N}]+(?:['’](?=\p{L}))?(?:-[\p{L}\p{N}]+)*/gu : /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*['’]?/gu;
  return (text.toLowerCase().match(pattern) ?? []).map((w) => w.replace(/’/g, "'"));
}

/** Whether an English word is a finite verb where it stands (or an imperative at the start). */
function finiteEn(tokens, i) {
  const w = tokens[i];
  const prev = tokens[i - 1];
  if (W.AUXILIARIES.en.has(w) || W.IRREGULAR_PAST.has(w)) return true;
  if (prev !== undefined && W.DETERMINERS.has(prev)) return false;
  if (/^[a-z]{3,}ed$/.test(w)) return true;
  const stems = [w, w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, '')];
  const known = stems.some((s) => W.VERBS_EN.has(s));
  if (!known) return false;
  if (i === 0) return true;
  if (W.SUBJECTS.en.has(prev)) return true;
  return w !== stems[3] || w.endsWith('ies');
}

/** "She owns", "the patient owns", "it radiates": after a singular subject, a word ending in -s is its verb. */
function afterSingularSubject(tokens, i) {
  return i > 0 && /^(?:she|he|it|patient|client)$/.test(tokens[i - 1]) && /^[a-z]{2,}s$/.test(tokens[i]);
}

function hasFiniteVerb(tokens, language) {
  if (language === 'fr') {
    return tokens.some(
      (w, i) => W.AUXILIARIES.fr.has(w) || W.VERBS_FR.has(w) || (i > 0 && W.SUBJECTS.fr.has(tokens[i - 1]) && /^[\p{L}]{2,}$/u.test(w)),
    );
  }
  return tokens.some((_w, i) => finiteEn(tokens, i) || afterSingularSubject(tokens, i));
}

const LIKE_FILLER =
  /(?:^|,\s*)like\b|\blike\s*,|\blike (?=\d|a (?:couple|few|little|bit)\b)|\b(?:was|were|is|are|it's|and|but|or|been) like\b(?! to\b| a\b| an\b| the\b| that\b| this\b)/i;
const HEDGE = /(?<!\b(?:what|this|that|the|a|any|some|which|no|same|other|every|each|one)\s)\b(?:kind|sort) of\b/i;

function fillerDefect(sentence, tokens, language) {
  if (tokens.some((w) => W.FILLER_WORDS[language].has(w))) return true;
  if (W.FILLER_PHRASES[language].some((p) => p.test(sentence))) return true;
  if (W.SPOKEN_OPENERS[language].test(sentence)) return true;
  if (language === 'en' && (LIKE_FILLER.test(sentence) || HEDGE.test(sentence))) return true;
  return false;
}

function falseStartDefect(sentence, tokens, language) {
  // A stray letter ("L, they ...") or a cut word ("s- skin").
  if (/(?:^|[\s,])(?![aAyàÀ]\b)\p{L}\s*,/u.test(sentence) || /^\p{L}\s/u.test(sentence.replace(/^[aAIyàÀ]\s/u, ''))) return true;
  if (/\b\p{L}+-(?=\s|,|$)/u.test(sentence)) return true;
  // A word said twice in a row ("the the", "I, I").
  for (let i = 1; i < tokens.length; i++)
    if (tokens[i] === tokens[i - 1] && !/^\d/.test(tokens[i]) && !['that', 'had', 'very'].includes(tokens[i])) return true;
  // A phrase of two to four words said again, with or without a comma ("it is not, it is not pleasant").
  for (let n = 2; n <= 4; n++)
    for (let i = 0; i + 2 * n <= tokens.length; i++)
      if (tokens.slice(i, i + n).join(' ') === tokens.slice(i + n, i + 2 * n).join(' ')) return true;
  // A sentence started over after a comma: a subject with at most a verb or two, then a new subject
  // ("The patient is, they feel ...", "Their, father has ...", "They, it catches ...").
  if (W.RESTARTS[language].some((p) => p.test(sentence))) return true;
  // Cut before its end ("..., and they.", "... but.").
  const last = tokens[tokens.length - 1];
  if (last && W.DANGLING_ENDS[language].has(last)) return true;
  if (language === 'en' && /\b(?:and|but|or|because|when|if|that)\s+(?:they|she|he|it|i|we|you)\s*[.!?]?$/i.test(sentence)) return true;
  // A word or two left before ", but ..." without a verb ("Tylenol, but it did not help.").
  const head = /^([^,]+),\s*(?:but|and|or|mais|et)\b/i.exec(sentence);
  if (head && !hasFiniteVerb(words(head[1], language), language) && words(head[1], language).length <= 3) return true;
  return false;
}

/** How a labelled phrase cannot open: it is the rest of a sentence ("The last 4 days.", "For the pain."). */
const NOT_AN_ENTRY = {
  en: /^(?:for|in|on|at|from|with|since|about|the|their|his|her|its|this|that|these|those|not|because|and|but|so|or)\b/i,
  fr: /^(?:pour|dans|sur|avec|depuis|le|la|les|leur|son|sa|ses|ce|cette|pas|parce|et|mais|donc|ou)\b/i,
};

function fragmentDefect(sentence, tokens, language, entry) {
  if (entry) return !hasFiniteVerb(tokens, language) && NOT_AN_ENTRY[language].test(sentence);
  if (W.FINDING_OPENERS[language].test(sentence)) return false;
  if (!hasFiniteVerb(tokens, language)) return true;
  // "Because we need to get that under control." has no main clause.
  return W.SUBORDINATORS[language].test(sentence) && !sentence.includes(',');
}

/**
 * The defects of one sentence. `entry`: the sentence is a labelled entry or a heading line
 * (chief complaint, "Medications: ..."), where a phrase without a verb is the norm.
 */
function sentenceDefects(sentence, { language = 'en', entry = false } = {}) {
  const text = sentence.trim();
  const outside = withoutQuotes(text);
  const tokens = words(outside, language);
  const found = [];
  if (tokens.some((w) => W.PERSON[language].has(w))) found.push('person');
  if (fillerDefect(outside, tokens, language)) found.push('filler');
  if (falseStartDefect(outside, tokens, language)) found.push('false-start');
  if (fragmentDefect(outside, tokens, language, entry)) found.push('fragment');
  if (W.ANSWER_OPENERS[language].test(outside)) found.push('bare-answer');
  if (W.ROLE_ERRORS[language].some((p) => p.test(outside))) found.push('role');
  if (/\?\s*$/.test(text)) found.push('question');
  return found;
}

/** A heading line: one short untitled sentence over titled items ("Asthma." over "Medical Reasoning: ..."). */
function isHeading(items, index, sentences) {
  const next = items[index + 1];
  return !items[index].title && sentences.length === 1 && sentences[0].split(/\s+/).length <= 8 && Boolean(next && next.title);
}

/**
 * Every sentence of a note with its defects. `sections`: [{ title, items: [{ title, body }] }].
 * A titled item of one sentence, a section of one one-sentence item, and a heading line are entries.
 */
function noteSentences(sections, { language = 'en' } = {}) {
  const out = [];
  for (const section of sections) {
    for (const [index, item] of section.items.entries()) {
      const sentences = splitSentences(item.body);
      const entry =
        sentences.length === 1 && (Boolean(item.title) || section.items.length === 1 || isHeading(section.items, index, sentences));
      for (const sentence of sentences) {
        out.push({ section: section.title, sentence, defects: sentenceDefects(sentence, { language, entry }) });
      }
    }
  }
  return out;
}

module.exports = { DEFECTS, splitSentences, sentenceDefects, noteSentences };
