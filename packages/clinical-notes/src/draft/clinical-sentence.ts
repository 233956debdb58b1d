// The last step of a free-text sentence of the note: tidies what speech leaves behind in a
// sentence already in the third person (a "yes" that answered something, "okay", hedges,
// a stray letter, a sentence cut after "and they") and refuses what a clinician would not
// sign as it is: first or second person, a bare "no" without its question, a fragment
// without a verb, a question. A refused sentence is left out of the note.
import { asSentence } from '../speech/written-speech';
import { SENTENCE_WORDS } from '../write/sentence-words';
import { VERB_BASES } from './third-person';
import type { Lang } from './phrases';
import { unicodeWords } from '../text/word-boundary';

/** Word classes of rules/<lang>/sentence.json, each one expression. */
const { PERSON_EN, PERSON_FR, FINITE_EN, POSITIVE_OPENING, VERB_FR, SUBJECT_COMMA, SOMETIMES_FIRST } = SENTENCE_WORDS;

/** An answer's opening that only makes sense after its question. */
const NEGATIVE_ANSWERS = [
  'no',
  'nope',
  'nah',
  'not yet',
  'not really',
  'not at all',
  'not that',
  'not much',
  'not always',
  'not usually',
  'not often',
  'not since',
  'not in a while',
  'nothing',
  'none',
  'never',
  'non',
  'pas encore',
  'pas vraiment',
  'rien',
  'jamais',
];
/** What may follow a bare answer: the next clause, not its object. */
const AFTER_ANSWER = [
  'i',
  'she',
  'he',
  'they',
  'it',
  'we',
  'you',
  'not',
  'but',
  'and',
  'that',
  'really',
  'at all',
  'one',
  'mais',
  'elle',
  'il',
];
const BARE_NEGATIVE = new RegExp(`^(?:${NEGATIVE_ANSWERS.join('|')})\\b(?=\\s*(?:[,.!;]|$|(?:${AFTER_ANSWER.join('|')})\\b))`, 'i');
/** A finding stated as absent ("No murmurs.", "Pas de fièvre."): a clinical phrase without a verb. */
const ABSENT_FINDING = /^(?:no|pas de|pas d['’]|aucune?)\s*\p{L}/iu;
/** A courtesy returned ("Likewise, ..."). */
const COURTESY = /^(?:likewise|same here|same to you|pareillement)\b/i;
/** An answer that opens with "nothing" or "not"; it is a sentence only with a finite verb of its own. */
const NEGATIVE_OPENING = /^(?:nothing|not)\b/i;
/** A guess that answers a question ("Maybe she bumped it."): not a fact to sign. */
const MAYBE = /^(?:maybe|perhaps|probably|i guess)\b/i;
const OPENING_WORDS = /^(?:(?:and|but|or|so|then|also|well|now|anyway|plus|et|mais|ou|donc|alors|puis|bon)\b[\s,]*)+/i;

/** Words opening a clause that hangs on another ("because ...", "depuis que ..."): said alone, no sentence. */
const HANGING_OPENERS = [
  ...['because', 'since', 'although', 'though', 'if', 'unless', 'whereas', 'while', 'when', 'whenever', 'until'],
  ...['parce que', 'puisque', 'si', 'quand', 'lorsque', 'depuis que', 'alors que', 'bien que', 'pendant que'],
];
const HANGING_OPENING = new RegExp(`^(?:${HANGING_OPENERS.join('|')})\\b`, 'i');

/** Intensifiers and hedges of speech that a note leaves out ("it is really sore" → "it is sore"). */
const INTENSIFIERS: Array<[RegExp, string]> = [
  [/\ba little bit of\b/gi, 'some'],
  [/\ba little bit\b/gi, 'slightly'],
  [/\ba tiny bit\b/gi, 'slightly'],
  [/(?<!\bnot\s)\b(?:really|actually|definitely|certainly|truly)\s+(?=\w)/gi, ''],
  [/(?<!\b(?:a|the|one|only)\s)\bjust\s+(?=\w)(?!(?:a|an|the|one|once|to|about|like|in|for|as)\b)/gi, ''],
  [/(?<!\ba\s)\bpretty\s+(?=\w)/gi, ''],
];

/** Verbs after which "okay" says how someone is ("she is okay" → "she is fine"). */
const STATE_VERBS = [
  'is',
  'was',
  'are',
  'were',
  'been',
  'be',
  'doing',
  'feel',
  'feels',
  'felt',
  'feeling',
  'look',
  'looks',
  'looked',
  'seem',
  'seems',
  'seemed',
];

/** A subject and what is about to happen to it ("she will | pass out", "I'm going to | faint"), said after "like". */
const LIKE_SUBJECT = "(?:i|he|she|they|it|my|his|her|their)(?:'m|'s|'re)?\\s+";
const ABOUT_TO_HAPPEN = `${LIKE_SUBJECT}(?:(?:am|is|are|was|were)\\s+)?(?:going to|gonna|about to|will|might)\\b`;

const SPOKEN_EN: Array<[RegExp, string]> = [
  [new RegExp(`\\b(${STATE_VERBS.join('|')}) (?:pretty |really |very )?(?:okay|ok|alright|all right)\\b`, 'gi'), '$1 fine'],
  [/[,\s]*\b(?:okay|ok|alright|yeah|yep|uh|um|hmm|mm-hmm|uh-huh)\b[,]?/gi, ' '],
  [/(?<!\b(?:what|this|that|the|a|any|some|which|no|same|other|every|each|one)\s)\b(?:kind|sort) of\s+/gi, ''],
  // "Like" opening what is about to happen says what it feels like ("Lightheaded. Like I'm going to pass out."), no filler.
  [new RegExp(`^like\\s+(?=${ABOUT_TO_HAPPEN})`, 'i'), 'Feels like '],
  [/(^|,\s*)like\s+/gi, '$1'],
  [/\s*\blike\s*,/gi, ','],
  [/\blike (?=\d|a (?:couple|few|little|bit)\b)/gi, ''],
  [/\b(was|were|is|are|it's|and|but|or|been) like\b(?! to\b| a\b| an\b| the\b| that\b| this\b)/gi, '$1'],
  [/,\s*so\s*,/gi, ','],
  // Pauses written as commas between a verb and its object, or a short subject and its verb.
  [/\b(\w+ed),\s+(?=(?:the|a|an|some|her|his|their)\b)/gi, '$1 '],
  [SUBJECT_COMMA, '$1 '],
  [/\bjust\s+(?=(?:kind|sort) of\b)/gi, ''],
];

/** Words said again after a restart, up to four ("she likes to she likes to eat"). */
const SAID_AGAIN = unicodeWords(/\b(\p{L}+(?: \p{L}+){0,3}) \1\b/giu);

const SPOKEN_FR: Array<[RegExp, string]> = [
  [unicodeWords(/[,\s]*\b(?:euh+|heu+|hein|ben|bah|genre|voilà|ouais|ok|okay|d'accord|en fait|tu sais|vous savez)\b[,]?/giu), ' '],
];

/** Words a sentence cut short ends on ("... and the"): left off the end. */
const DANGLING_WORDS_EN = [
  'and',
  'but',
  'or',
  'so',
  'because',
  'that',
  'which',
  'the',
  'a',
  'an',
  'to',
  'of',
  'with',
  'for',
  'if',
  'when',
  'as',
  'than',
  'like',
  'is',
  'are',
  'was',
  'were',
  'their',
  'his',
  'its',
  'this',
  'these',
  'those',
  'really',
  'very',
  'pretty',
  'quite',
  'just',
  'on',
  'at',
  'from',
  'by',
  'about',
  'into',
  'sometimes',
  'also',
  'some',
  'any',
];
const DANGLING_CLAUSE_EN = '(?:(?:and|but|or|because|when|if|that) (?:they|she|he|it))';
const DANGLING_EN = new RegExp(`(?:[\\s,]+(?:${DANGLING_WORDS_EN.join('|')}|${DANGLING_CLAUSE_EN}))+\\s*$`, 'i');
const DANGLING_FR = /(?:[\s,]+(?:et|mais|ou|donc|que|qui|le|la|les|de|du|des|un|une|à|au|aux|pour|avec|si|quand|son|sa|ses|leur))+\s*$/i;

const AUX_EN = new Set('am is are was were has have had does do did will would can could should shall may might must cannot'.split(' '));
const IRREGULAR_PAST_EN = new Set(
  'became began bent bled broke brought bought came did drank drove ate fell felt found forgot got gave went grew had heard hit held hurt kept knew left lost made meant met paid put quit ran rose said saw sent shook shot showed sat slept spoke spent stood stuck struck swam took told thought threw understood woke wore wrote'.split(
    ' ',
  ),
);
const NOT_AFTER = new Set('a an the this that these those his her their its of for with to in on at by from into'.split(' '));

/** Whether an English sentence has a verb that makes it a clause (or opens with an order). */
function hasVerbEn(text: string): boolean {
  const words = text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
  return words.some((w, i) => {
    if (AUX_EN.has(w) || IRREGULAR_PAST_EN.has(w) || /n't$/.test(w)) return true;
    if (i > 0 && NOT_AFTER.has(words[i - 1])) return false;
    if (/^[a-z]{3,}ed$/.test(w)) return true;
    if (VERB_BASES.has(w)) return i === 0 || /^(?:she|he|they|it|who|there)$/.test(words[i - 1]);
    const base = w.endsWith('ies')
      ? `${w.slice(0, -3)}y`
      : w.endsWith('es') && VERB_BASES.has(w.slice(0, -2))
        ? w.slice(0, -2)
        : w.replace(/s$/, '');
    return w !== base && VERB_BASES.has(base);
  });
}

function tidy(text: string): string {
  return text
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/,(?:\s*,)+/g, ',')
    .replace(/^[\s,.;:-]+/, '')
    .replace(/[\s,;:-]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A sentence in the third person as the note writes it, or undefined when no clean clinical
 * sentence can be made of it (the note leaves it out).
 */
export function clinicalSentence(text: string, lang: Lang): string | undefined {
  let out = tidy(text.replace(/[.!]+$/, ''));
  if (/\?/.test(out)) return undefined;
  // A stray letter or a cut word at the start ("L, they felt ...").
  out = out.replace(/^(?:\p{L}\s*,\s*)+/u, '');
  if (lang === 'en') for (const [pattern, replacement] of INTENSIFIERS) out = tidy(out.replace(pattern, replacement));
  for (let i = 0; i < 3 && (OPENING_WORDS.test(out) || POSITIVE_OPENING.test(out)); i++)
    out = tidy(out.replace(OPENING_WORDS, '').replace(POSITIVE_OPENING, ''));
  if (BARE_NEGATIVE.test(out) || MAYBE.test(out) || COURTESY.test(out)) return undefined;
  // "Nothing other than the usual pain", "Not going to take the chance": an answer without its clause.
  if (lang === 'en' && NEGATIVE_OPENING.test(out) && !FINITE_EN.test(out)) return undefined;
  // "sometimes, yeah, it seems ...": the yes inside answers the question.
  out = out.replace(/^(sometimes|occasionally),?\s+(?:yes|yeah|yep)\b,?\s*/i, '$1 ');
  // "On his lung exam but no wheezes": the finding first ("No wheezes on his lung exam").
  out = out.replace(
    /^on ((?:his|her|their) (?:\w+ )?exam),? but (no \w+(?: \w+){0,3})$/i,
    (_m, exam: string, finding: string) => `${finding} on ${exam}`,
  );
  // "Sometimes it bothers him" answers a question; "It sometimes bothers him" states a fact.
  out = out.replace(SOMETIMES_FIRST, (_m, subject: string) => `${subject} sometimes `);
  // What is left opening with "sometimes" and a subject or "and" is an answer cut from its question.
  if (/^(?:sometimes|occasionally)\b,?\s*(?:and|but|it|it'll|she|he|they|i|we|$)/i.test(out)) return undefined;
  for (const [pattern, replacement] of lang === 'fr' ? SPOKEN_FR : SPOKEN_EN) out = out.replace(pattern, replacement);
  out = tidy(out);
  // Words said again after a restart ("she likes to she likes to eat").
  out = out.replace(SAID_AGAIN, '$1');
  out = tidy(out.replace(lang === 'fr' ? DANGLING_FR : DANGLING_EN, ''));
  if ((lang === 'fr' ? PERSON_FR : PERSON_EN).test(out)) return undefined;
  // "For the most part, it has been": cut before what it was.
  if (lang === 'en' && /\b(?:been|be|has|have|had|will|would|can|could|should|do|does|did)$/i.test(out)) return undefined;
  const words = out.split(/\s+/).filter(Boolean);
  if (words.length < 4) return undefined;
  if (!ABSENT_FINDING.test(out) && !(lang === 'fr' ? VERB_FR.test(out) : hasVerbEn(out))) return undefined;
  // A clause that opens with "because" or "if" needs its main clause.
  if (HANGING_OPENING.test(out) && !out.includes(',')) return undefined;
  // "Tylenol, but it did not help": the words before "but" are not a clause.
  const head = /^([^,]+),\s*(?:but|and|or|mais|et)\b/i.exec(out);
  if (head && head[1].split(/\s+/).length <= 3 && !(lang === 'fr' ? VERB_FR.test(head[1]) : hasVerbEn(head[1]))) return undefined;
  return asSentence(out);
}
