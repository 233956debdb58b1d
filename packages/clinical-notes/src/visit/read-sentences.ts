// The transcript read once: turns, sentences, tokens (NLP), the spoken clean-up, and the
// concepts with their ConText categories. Everything the visit model holds comes from this.
import { modifiersOf, type Modifier } from '../context/matcher';
import { categoriesAt } from '../context/matcher';
import type { Category } from '../context/rules';
import { perLanguage, type Lang } from '../language';
import { CONCEPT_KINDS, conceptIndex, lexiconEntries, sitedAs, symptomAt, type Concept } from '../lexicon/lexicon';
import { PhraseIndex } from '../lexicon/phrase-index';
import { analyse } from '../nlp/analyse';
import { spokenNumbersToDigits } from '../nlp/numbers';
import { asks, asksByTagOnly, asksHistory } from '../nlp/questions';
import { saidBefore, spokenText, type Sentence } from '../nlp/tokens';
import { cleanUpSpeech } from '../speech/clean-up';
import { readTurns, type Turn } from '../transcript/turns';
import { assertionOf, type Assertion } from './assertion';
import { raisedMeasures } from './raised-measures';
import { partMeant, resolveAmbiguousTerms } from './ambiguous-terms';
import sitingEn from '../../rules/en/siting.json';
import sitingFr from '../../rules/fr/siting.json';

/** A concept said in a sentence, with what the sentence asserts of it. */
export interface Mention {
  concept: Concept;
  sentence: number;
  from: number;
  to: number;
  categories: Set<Category>;
  assertion: Assertion;
  /** Said to be over ("the rash has resolved", "I no longer get them"): there before, not now. */
  ended?: boolean;
}

export interface ReadSentence extends Sentence {
  modifiers: Modifier[];
  mentions: Mention[];
  /** A statement ending with a request for agreement ("we'll get an x-ray, okay?"): it asks, and says what it says. */
  tagged: boolean;
}

export interface ReadTranscript {
  lang: Lang;
  text: string;
  turns: Turn[];
  sentences: ReadSentence[];
}

/** How many words apart a symptom and its body part may be said ("my left knee really hurts"). */
const SITE_REACH = 5;

/** The tokens between [from, to), hesitations and words said again left out ("swelling on, on, on my elbow"). */
const wordsBetween = (sentence: Sentence, from: number, to: number) => sentence.tokens.slice(from, to).filter((t) => !t.skip).length;

/** The words that open a new clause after a comma ("a bit swollen, | and my left ankle hurts"), per language (rules/<lang>/siting.json). */
const NEW_CLAUSE: Record<Lang, ReadonlySet<string>> = { en: new Set(sitingEn.newClause), fr: new Set(sitingFr.newClause) };

/** Whether a new clause opens between tokens [from, to): a comma, then one of its opening words. */
function newClauseBetween(sentence: Sentence, from: number, to: number, lang: Lang): boolean {
  const said = sentence.tokens.slice(from, to).filter((t) => !t.skip);
  return said.some((t, i) => t.text === ',' && NEW_CLAUSE[lang].has(said[i + 1]?.text.toLowerCase() ?? ''));
}

/**
 * Whether a question lists the symptom as an item of its own after another said with the part: "any fevers, neck stiffness,
 * or a rash?" asks of a rash, not of a neck rash (a comma and that symptom between the part and it).
 */
function listedApart(sentence: Sentence, mentions: Mention[], part: Mention, symptom: Mention): boolean {
  if (!sentence.question || part.to > symptom.from) return false;
  // Another symptom ending between them ("neck stiffness", said as one term with the part or after it).
  const other = mentions.some((o) => o !== symptom && o.concept.kind === 'symptom' && o.to > part.from && o.to <= symptom.from);
  return other && sentence.tokens.slice(part.to, symptom.from).some((t) => t.text === ',');
}

/** A symptom said near a body part is that part's: "my knee hurts" and "knee pain" are one symptom; not a part said after it in a new clause. */
function siteSymptoms(sentence: Sentence, mentions: Mention[], lang: Lang): void {
  const parts = mentions.filter((m) => m.concept.kind === 'body-part');
  for (const m of mentions) {
    // "My knee feels a bit achy": the knee's pain, not body aches.
    const as = sitedAs(lang, m.concept);
    if (!m.concept.sited && !as) continue;
    const near = parts
      .filter((p) => m.from >= p.to || (p.from >= m.to && !newClauseBetween(sentence, m.to, p.from, lang)))
      .filter((p) => !listedApart(sentence, mentions, p, m))
      .map((p) => ({ p, gap: p.from >= m.to ? wordsBetween(sentence, m.to, p.from) : wordsBetween(sentence, p.to, m.from) }))
      .filter(({ gap }) => gap >= 0 && gap <= SITE_REACH)
      .sort((a, b) => a.gap - b.gap)[0];
    if (near) m.concept = symptomAt(lang, as ?? m.concept, near.p.concept);
  }
}

/** How far after "temperature" its reading may be said ("temperature today is 98.4"), in characters. */
const READING_REACH = 30;
/** A reading of fever: 38 °C or more (up to what a body reaches), or 100.4 °F or more. */
const febrile = (value: number) => (value >= 38 && value < 46) || (value >= 100.4 && value < 115);

/**
 * Whether a mention of fever is a temperature measured and found normal: "temperature" (or
 * "temp") with a reading after it below fever's ("Body Temperature: 98.4 degrees F.", "your
 * temperature is thirty six point nine"). "A temperature of 101" is fever.
 */
function measuredNormal(sentence: Sentence, m: Mention, text: string): boolean {
  if (m.concept.id !== 'fever') return false;
  const said = sentence.tokens.slice(m.from, m.to).map((t) => t.text.toLowerCase());
  if (!said.some((w) => w.startsWith('temp'))) return false;
  const end = sentence.tokens[m.to - 1].end;
  const after = spokenNumbersToDigits(text.slice(end, end + READING_REACH));
  // The words said between the name and its reading, English and French ("is", "of", "de", "à"); a French decimal comma.
  const reading =
    /^[\s:,]*(?:(?:is|was|of|at|today|now|reading|it's|it is|about|around|est|était|de|à|ce matin)\s+)*(\d+(?:[.,]\d+)?)/i.exec(after);
  return reading !== null && !febrile(Number(reading[1].replace(',', '.')));
}

/** Whether a number is said just before token `at`: the word is a unit of an amount ("110 pounds"), not how a symptom feels ("pounding"). */
function afterNumber(sentence: Sentence, at: number): boolean {
  let i = at - 1;
  while (i >= 0 && sentence.tokens[i].skip) i -= 1;
  return i >= 0 && (sentence.tokens[i].pos === 'NUM' || /^\d/.test(sentence.tokens[i].text));
}

/** Whether a body part said as another word too is led as a part ("my back", not "call us back"). */
function ledAsPart(sentence: Sentence, at: number, part: Concept, lang: Lang): boolean {
  const ledBy = lexiconEntries(lang, 'body-part').find((e) => e.id === part.id)?.ledBy;
  return !ledBy || ledBy.includes(saidBefore(sentence.tokens, at)?.toLowerCase() ?? '');
}

/** The phrases a term says nothing of its concept in (lexicon `notIn`), with the ids of the concepts. */
const notInPhrases = perLanguage((lang): PhraseIndex<string> => {
  const index = new PhraseIndex<string>(lang);
  for (const kind of CONCEPT_KINDS) for (const e of lexiconEntries(lang, kind)) for (const p of e.notIn ?? []) index.add(p.words, e.id);
  return index;
});

/** The words a sentence's own turn and the clinician's turn just before it say, lower case, as a sentence's reader asks for them. */
function wordsTalkedOf(sentences: readonly Sentence[]): (s: Sentence) => ReadonlySet<string> {
  const byTurn = new Map<number, { role: Sentence['role']; words: Set<string> }>();
  for (const s of sentences) {
    const turn = byTurn.get(s.turn) ?? { role: s.role, words: new Set<string>() };
    for (const t of s.tokens) turn.words.add(t.text.toLowerCase());
    byTurn.set(s.turn, turn);
  }
  return (s) => {
    const before = byTurn.get(s.turn - 1);
    const own = byTurn.get(s.turn)?.words ?? new Set<string>();
    return before && before.role === 'clinician' && s.role !== 'clinician' ? new Set([...own, ...before.words]) : own;
  };
}

/** Reads the transcript (any of the forms turns.ts reads, or the turns given) in `lang`. */
export function readTranscript(text: string, lang: Lang, turns: Turn[] = readTurns(text)): ReadTranscript {
  /** Whether the clinician's last sentence asked about the patient's health ("any medical problems?"), until they speak again. */
  let askedHistory = false;
  const analysed = analyse(turns, lang, text);
  const talkedOf = wordsTalkedOf(analysed);
  const sentences = analysed.map((sentence): ReadSentence => {
    cleanUpSpeech(sentence, lang);
    sentence.question = asks(sentence, lang);
    if (sentence.role === 'clinician') askedHistory = asksHistory(sentence, lang);
    const tagged = sentence.question && asksByTagOnly(sentence, lang);
    const matches = conceptIndex(lang).find(sentence);
    // A negation inside a finding's own words ("can't swallow", "can't open your mouth") is the finding's: its scope ends
    // with them ("or you can't swallow fluids, or you get a muffled voice": the muffled voice is not denied).
    const inFinding = (x: Modifier) =>
      matches.find((m) => m.from <= x.from && x.to <= m.to && m.values.some((c) => c.kind === 'symptom' || c.kind === 'condition'));
    const modifiers = modifiersOf(sentence, lang).map((x) => {
      const finding = x.rule.category === 'negated' ? inFinding(x) : undefined;
      return finding && x.scopeTo > finding.to ? { ...x, scopeTo: finding.to } : x;
    });
    const mentions: Mention[] = [];
    const otherwise = notInPhrases(lang).find(sentence);
    for (const match of matches) {
      for (const concept of match.values) {
        if (concept.kind === 'body-part' && !ledAsPart(sentence, match.from, concept, lang)) continue;
        if (otherwise.some((p) => p.values.includes(concept.id) && p.from < match.to && p.to > match.from)) continue;
        const meant =
          concept.kind === 'body-part' ? partMeant(lang, spokenText(sentence, match.from, match.to), () => talkedOf(sentence)) : undefined;
        const categories = categoriesAt(modifiers, match.from, match.to, concept.kind);
        mentions.push({
          concept: meant ?? concept,
          sentence: sentence.index,
          from: match.from,
          to: match.to,
          categories,
          assertion: assertionOf(categories),
          ...(modifiers.some((x) => x.rule.ended && match.from >= x.scopeFrom && match.from < x.scopeTo) ? { ended: true } : {}),
        });
      }
    }
    // A measure the patient says is high, is treated for or has ("my cholesterol's a bit high"): the condition of it.
    if (sentence.role !== 'clinician')
      for (const raised of raisedMeasures(sentence, lang, {
        answersHistory: askedHistory,
        conditionsSaid: mentions.some((m) => m.concept.kind === 'condition'),
      })) {
        if (mentions.some((m) => m.concept.id === raised.concept.id && m.from < raised.to && m.to > raised.from)) continue;
        const categories = categoriesAt(modifiers, raised.from, raised.to, 'condition');
        mentions.push({ ...raised, sentence: sentence.index, categories, assertion: assertionOf(categories) });
      }
    mentions.sort((a, b) => a.from - b.from);
    siteSymptoms(sentence, mentions, lang);
    const read = mentions.filter(
      (m) => !measuredNormal(sentence, m, text) && !(m.concept.kind === 'character' && afterNumber(sentence, m.from)),
    );
    return { ...sentence, modifiers, mentions: read, tagged };
  });
  resolveAmbiguousTerms(sentences, lang);
  sentences.forEach((sentence, i) => {
    const next = sentences[i + 1];
    if (next && next.turn === sentence.turn && timeOnly(sentence)) dateMentions(next, 'historical');
  });
  return { lang, text, turns, sentences };
}

/** Parts of speech a time said on its own may have besides its cue: "About, five years ago." */
const TIME_WORDS = new Set(['PUNCT', 'NUM', 'ADV', 'ADP', 'DET', 'CCONJ']);

/**
 * Whether a sentence is only a time in the past, said on its own ("About, five years ago."):
 * a historical cue and nothing else but numbers and small words. What follows it in the turn
 * happened then ("About five years ago. I had like some chest pain ...").
 */
function timeOnly(sentence: ReadSentence): boolean {
  if (sentence.mentions.length > 0 || sentence.question) return false;
  const cue = sentence.modifiers.find((m) => m.rule.category === 'historical');
  return !!cue && sentence.tokens.every((t, i) => t.skip || (i >= cue.from && i < cue.to) || TIME_WORDS.has(t.pos));
}

/** Gives the mentions of a sentence a category said before it, in a sentence of its own. */
function dateMentions(sentence: ReadSentence, category: Category): void {
  for (const mention of sentence.mentions) {
    mention.categories.add(category);
    mention.assertion = assertionOf(mention.categories);
  }
}
