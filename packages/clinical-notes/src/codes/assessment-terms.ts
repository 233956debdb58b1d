// Diagnoses the clinician names in the assessment in the code set's own words, which the visit
// model's lexicon may not hold ("lateral epicondylitis", "hallux rigidus", "nicotine
// dependence"). The code set gives the words: each code's description up to its first comma,
// a deficiency it names with the lacking thing first ("Selective deficiency of immunoglobulin A
// [IgA]": "IgA deficiency"), and its inclusion terms, without what says "unspecified" or "NOS"
// and without parentheses, each naming its most general code. A clinician's sentence of the assessment that says one of
// these, not negated (the note engine's negation cues) and not after a word of doubt, a test, a
// risk or someone else's history (codes/assessment-cues.json), names that diagnosis (a symptom or
// sign of the R chapter, coded as a symptom). Terms the lexicon holds are left to the visit
// model, which reads them with their assertion. The kinds of injury the code set codes by site
// ("a contusion") are read the same way.
import { lexiconEntries } from '../lexicon/lexicon';
import { negatedAt } from '../nlp/negation';
import { readTurns, type Role } from '../transcript/turns';
import type { Evidence } from '../visit/model';
import cues from '../../codes/assessment-cues.json';
import type { CodeSet, IcdCode } from './code-set';

export interface AssessedTerm {
  /** The most general code the words name (a category or a code). */
  code: IcdCode;
  /** The words, as the code set writes them (lower case). */
  phrase: string;
  evidence: Evidence;
}

/** Words a term needs at least (a shorter one is too general to name a diagnosis on its own). */
const MIN_LENGTH = 6;
const MAX_WORDS = 6;
/**
 * Code chapters whose words are not read here: external causes and the factors of health status (V-Z: no diagnosis).
 * Symptoms and signs (R) are read ("you have this hyperglycemia"), those of the lexicon left to the visit model.
 */
const NOT_DIAGNOSES = /^[V-Z]/;
/** Words that name no diagnosis alone, or start a description that is no diagnosis said in a visit. */
const GENERIC = new Set(
  'disease disorder disorders syndrome infection injury failure condition conditions abnormal other others unspecified encounter illness'.split(
    ' ',
  ),
);
const GENERIC_START =
  /^(?:other|encounter|personal|family|history|unspecified|underdosing|poisoning|adverse|toxic|person|problem|contact)\b/;
/** A comma or semicolon that starts a clause of its own: a subject after it. */
const NEW_CLAUSE = /[,;]\s*(?:and |but |so )?(?:you|it|this|that|he|she|i|we|they|there)\b/g;

const phrases = (list: string[]) => new RegExp(`\\b(?:${list.map((c) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})\\b`, 'g');
const UNCERTAIN = phrases(cues.uncertain);
/** The words of doubt left to the visit model's context rules for the impressions it reads (each with its own scope). */
const UNCERTAIN_OF_TERMS = phrases([...cues.uncertain, ...cues.modelReads]);
/** The clinician's own words stating what they find ("what you have is", "I do believe"): a word of doubt before them is not about what follows. */
const STATING = phrases(cues.stating);
/** A contraction a transcript writes apart ("do n't", "is n't"), joined again in as many characters ("don't "). */
const SPLIT_NOT = /([a-z]) n't\b/g;

/**
 * Whether what is said at `index` of a lower-case sentence is stated: not negated, and after no word of doubt within the
 * window; `read` when the visit model read it as a stated impression, whose words of doubt it read with their own scope.
 */
export function statedAt(said: string, index: number, read = false): boolean {
  const doubt = read ? UNCERTAIN : UNCERTAIN_OF_TERMS;
  const lower = said.replace(SPLIT_NOT, "$1n't ");
  const from = Math.max(0, index - cues.window);
  // A new clause after a comma ("no signs of cancer, you have an enlarged prostate") is not negated by the one before.
  const clause = Math.max(0, ...[...lower.slice(from, index).matchAll(NEW_CLAUSE)].map((m) => from + (m.index ?? 0) + 1));
  // Doubt before the clinician's stating words ("no fracture, which I expect with this kind of injury; I do think what you
  // have is medial epicondylitis") is not about the diagnosis they state; doubt after them is ("I think you may have").
  const stating = Math.max(0, ...[...lower.slice(from, index).matchAll(STATING)].map((m) => from + (m.index ?? 0)));
  const before = lower.slice(Math.max(from, clause, stating), index);
  return !negatedAt(lower.slice(clause), index - clause) && [...before.matchAll(doubt)].length === 0 && !doubtedList(lower, index);
}

/** Words an item of a list has at most ("alcohol abuse", "other liver diseases like"): a longer stretch is a clause, no item. */
const LIST_ITEM_WORDS = 6;
/** Items a list has at least, the one with the word of doubt left out: fewer are a clause that follows another. */
const LIST_ITEMS = 3;
/** What separates the items of a list. */
const LIST_SEPARATOR = /\s*(?:,|;|\band\b|\bor\b)\s*/;
const one = (pattern: RegExp) => new RegExp(pattern.source);
const [UNCERTAIN_IN, STATING_IN, NEW_CLAUSE_IN] = [UNCERTAIN_OF_TERMS, STATING, NEW_CLAUSE].map(one);
const short = (item: string) => (item.match(/[a-z0-9']+/g) ?? []).length <= LIST_ITEM_WORDS;

/**
 * Whether what is said at `index` is an item of a list that a word of doubt heads, however long the list ("some possible
 * causes are medications, alcohol abuse, fatty liver disease, hepatitis, cirrhosis and other liver diseases like
 * Wilson's disease"): back from it, short item by short item, to the item that says the doubt, in a list of three items
 * or more.
 */
function doubtedList(lower: string, index: number): boolean {
  const [own, ...before] = lower.slice(0, index).split(LIST_SEPARATOR).reverse();
  const [rest, ...after] = lower.slice(index).split(LIST_SEPARATOR);
  if (before.length === 0 || !short(`${own} ${rest}`)) return false;
  const following = after.findIndex((item) => !short(item));
  const items = 1 + (following < 0 ? after.length : following);
  for (const [i, item] of before.entries()) {
    if (STATING_IN.test(item) || NEW_CLAUSE_IN.test(`,${item}`)) return false;
    if (UNCERTAIN_IN.test(item)) return items + i >= LIST_ITEMS;
    if (!short(item)) return false;
  }
  return false;
}

const wordsIn = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9']+/g) ?? []);

/** A description or term as a phrase: lower case, its parentheses, "NOS" and "unspecified" removed, up to its first comma. */
export function termOf(text: string, whole = false): string {
  const lower = text.toLowerCase().replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  return (whole ? lower : lower.split(',')[0])
    .replace(/\bnos\b|\bunspecified\b/g, ' ')
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A description that names a deficiency of something ("Selective deficiency of immunoglobulin A [IgA]"): what is lacking, and its short name. */
const DEFICIENCY_OF = /^(?:selective )?deficiency of ([^,[(]+?)(?: \[([^\]\s]+)\])?(?:,|$)/;

/**
 * The words a clinician says a deficiency with, the lacking thing first ("IgA deficiency", "immunoglobulin A
 * deficiency", "vitamin C deficiency"), where the code set says "deficiency of" it.
 */
export function deficiencyTerms(text: string): string[] {
  const said = DEFICIENCY_OF.exec(text.toLowerCase());
  return said ? [said[1], said[2]].filter((what) => what !== undefined).map((what) => termOf(`${what} deficiency`)) : [];
}

interface TermIndex {
  terms: Map<string, IcdCode>;
  /** The first word of every term: a word no term starts with is passed over at once. */
  starts: Set<string>;
}

const indexes = new WeakMap<CodeSet, TermIndex>();

/** Every term of the code set, with the most general code that names it; the lexicon's terms left out. */
export function termIndex(codes: CodeSet): TermIndex {
  const kept = indexes.get(codes);
  if (kept) return kept;
  const lexicon = new Set(
    (['condition', 'symptom'] as const).flatMap((kind) =>
      lexiconEntries('en', kind).flatMap((e) => [e.name, ...e.terms].map((t) => termOf(t))),
    ),
  );
  const index = new Map<string, IcdCode>();
  for (const code of codes.all()) {
    if (NOT_DIAGNOSES.test(code.code)) continue;
    const description = termOf(code.long);
    const deficiencies = [code.long, ...code.inclusion].flatMap(deficiencyTerms);
    for (const term of new Set([description, ...code.inclusion.map((t) => termOf(t)), ...deficiencies])) {
      const words = term.split(' ');
      if (term.length < MIN_LENGTH || words.length > MAX_WORDS || GENERIC.has(term) || GENERIC_START.test(term)) continue;
      // One word before a comma is often an adjective of a list ("Excessive, frequent and irregular menstruation") or of
      // an inclusion term ("Cardiac NOS"): a word names a code when it is its whole description ("Esophagitis, unspecified"),
      // or an inclusion term's whole words that its description says too ("Melanoma (malignant) NOS" of "Malignant melanoma of skin").
      if (words.length === 1 && term !== termOf(code.long, true) && (term === description || !wordsIn(code.long).has(term))) continue;
      if (lexicon.has(term)) continue;
      const held = index.get(term);
      if (!held || code.code.length < held.code.length) index.set(term, code);
    }
  }
  const built = { terms: index, starts: new Set([...index.keys()].map((term) => term.split(' ')[0])) };
  indexes.set(codes, built);
  return built;
}

/** A plural word as its singular ("tics": "tic"); other words as they are. */
const singular = (word: string) => word.replace(/(?<=[a-z]{3})s$/, '');

/** The term of the index the words from `i` start, longest first (a last word's plural read as its singular). */
function termAt(words: string[], i: number, { terms: index, starts }: TermIndex): { term: string; length: number } | null {
  if (!starts.has(words[i]) && !starts.has(singular(words[i]))) return null;
  for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1; n--) {
    const said = words.slice(i, i + n);
    const one = [...said.slice(0, -1), singular(said[n - 1])];
    for (const term of [said.join(' '), one.join(' ')]) if (index.has(term)) return { term, length: n };
  }
  return null;
}

/**
 * The clinician's sentences said from `from` (the assessment's start), questions left out, in lower case with where each
 * starts; `clinician` is the role the clinician's lines have (the patient's, where the labels are the wrong way round).
 */
function* assessmentSentences(transcript: string, from: number, clinician: Role) {
  for (const turn of readTurns(transcript)) {
    if (turn.role !== clinician || turn.end <= from) continue;
    for (const match of turn.text.matchAll(/[^.?!]+[.?!]?/g)) {
      const sentence = match[0];
      const start = turn.start + (match.index ?? 0);
      // A question names what is asked about, not what was found.
      if (start + sentence.length <= from || sentence.trimEnd().endsWith('?')) continue;
      const lower = sentence.toLowerCase();
      yield { lower, start, tokens: [...lower.matchAll(/[a-z0-9']+/g)], turn };
    }
  }
}

/**
 * The diagnoses a clinician names in the code set's words in the sentences said from `from` (the
 * assessment's start), first said first, each once; none negated or after a word of doubt.
 */
export function assessedTerms(transcript: string, codes: CodeSet, from: number, clinician: Role = 'clinician'): AssessedTerm[] {
  const index = termIndex(codes);
  const found: AssessedTerm[] = [];
  const seen = new Set<string>();
  for (const { lower, start, tokens, turn } of assessmentSentences(transcript, from, clinician)) {
    const words = tokens.map((t) => t[0]);
    for (let i = 0; i < words.length; i++) {
      const hit = termAt(words, i, index);
      if (!hit) continue;
      const at = tokens[i].index ?? 0;
      const last = tokens[i + hit.length - 1];
      const end = (last.index ?? 0) + last[0].length;
      i += hit.length - 1;
      if (seen.has(hit.term) || !statedAt(lower, at)) continue;
      seen.add(hit.term);
      found.push({
        code: index.terms.get(hit.term)!,
        phrase: hit.term,
        evidence: { start: start + at, end: start + end, sentence: turn.index, role: turn.role },
      });
    }
  }
  return found;
}

/** An injury the code set codes only by its site, as the clinician said it ("a contusion"), with where. */
export interface AssessedInjury {
  /** The kind of injury, as the code set words it ("contusion"). */
  kind: string;
  evidence: Evidence;
}

/**
 * The kinds of injury (`kinds`: the words said, and the code set's word for each) a clinician names in the sentences said
 * from `from`, first said first, each once; none negated or after a word of doubt. Their site is the visit's to say.
 */
export function assessedInjuries(
  transcript: string,
  from: number,
  kinds: Record<string, string>,
  clinician: Role = 'clinician',
): AssessedInjury[] {
  const said = Object.keys(kinds).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`\\b(?:${said.join('|')})(?:e?s)?\\b`, 'g');
  const found: AssessedInjury[] = [];
  for (const { lower, start, turn } of assessmentSentences(transcript, from, clinician)) {
    for (const match of lower.matchAll(pattern)) {
      const at = match.index ?? 0;
      const word = said.find((w) => match[0].startsWith(w))!;
      if (found.some((f) => f.kind === kinds[word]) || !statedAt(lower, at)) continue;
      found.push({
        kind: kinds[word],
        evidence: { start: start + at, end: start + at + match[0].length, sentence: turn.index, role: turn.role },
      });
    }
  }
  return found;
}
