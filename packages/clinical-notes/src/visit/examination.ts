// Examination findings, vital signs and results said in the visit, read with rules as data
// (rules/<lang>/exam.json). A vital sign is its name and the value said after it ("your
// temperature is 37.8", "blood pressure 130 over 80", "your saturations are OK"); a finding
// is a part examined and what the clinician found, in a sentence that says it was examined
// ("your chest sounds clear"); a result is a test and what it showed ("your blood test
// showed ..."). Nothing is read from a question, nor from what is only planned or supposed.
import { categoriesAt } from '../context/matcher';
import { perLanguage, type Lang } from '../language';
import { withWrittenCase } from '../text/written-case';
import { contractArticles } from '../text/french-elision';
import { conceptIndex, type Concept } from '../lexicon/lexicon';
import { PhraseIndex, type PhraseMatch } from '../lexicon/phrase-index';
import { NAMING_POS, saidFrom, spokenText } from '../nlp/tokens';
import { fold } from '../text/fold';
import type { Evidence, ExamFinding, ExamSaid, Side } from './model';
import { readTranscript, type Mention, type ReadSentence, type ReadTranscript } from './read-sentences';
import { numberAt } from './said-number';
import { namedTestsIn } from './named-tests';
import { callItems } from './plan-writer';
import examEn from '../../rules/en/exam.json';
import examFr from '../../rules/fr/exam.json';
import { capital } from '../text/words';
import { withArticle } from '../write/article';

interface Example {
  example: string;
  expect: string;
}
export interface VitalRule extends Example {
  words: string;
  name: string;
  /** The line of the note's vital signs a reading of it fills ("blood pressure"), where the note has one. */
  key?: string;
  /** The lowest and highest values a reading of it may take: a number said outside them is something else ("one of them"). */
  range?: number[];
  /** Whether its reading keeps the unit it was said with in the vitals lines (pounds or kilograms). */
  withUnit?: boolean;
  /** The units its reading is said with: figures said with another are something else ("not a hundred percent sure"). */
  units?: string[];
  /** Whether figures are its reading only with one of its units ("weight bearing for 6 weeks" gives no weight). */
  needsUnit?: boolean;
  /** Whether its line needs two values ("130 over 80"): one number alone is written as said, not as the line. */
  twoValues?: boolean;
  /**
   * Readings under this are said in a unit ten times larger (centimetres of mercury: "14/8"): written
   * as said, they fill no line of the unit the line writes (mm Hg), which a check could not find said.
   */
  lineFrom?: number;
  /** Other names a note gives the sign ("heart rate" for a pulse): a note naming one states the reading. */
  noteNames?: string[];
}
export interface FindingRule extends Example {
  words: string;
  write: string;
  /** The finding as the other language's rules know it, where its `write` is not that (the English rules' `write`): "douloureux" is "tender". */
  key?: string;
  /** A finding heard or seen rather than a state of the part, written as its own sentence ("Crackles are heard over the {part}."). */
  sentence?: string;
  /** The system a part's finding is of, where it is not the part's own ("chest" is cardiovascular; a clear chest is respiratory). */
  systemOf?: Record<string, string>;
}
export interface ExamRules {
  vitals: VitalRule[];
  /** The word between two values of one reading ("130 over 80"). */
  pair: string[];
  valueUnits: string[];
  /** How many words after its name a word for its value may be said ("normal"). */
  valueReach: number;
  /** How many words after its name its figures may be said ("looks pretty good today at 128 over 72"). */
  figuresReach: number;
  /** Words that end the search for a reading after a sign's name ("lost 3 pounds" is no weight). */
  readingBreaks: string[];
  descriptors: Array<{ words: string; write: string }>;
  /** How a reading is written ({Name}, {value}), and one the patient took ({name}, {value}). */
  vitalWrite: string;
  patientReading: string;
  /** Words that say a part was examined ("looks", "sounds", "on examination"). */
  cues: string[];
  parts: PartRule[];
  partReach: number;
  /** The side a part or a finding is said on, kept as said: a word before the part ("right knee"), after it ("genou droit"), a phrase after the findings ("tender on the right"). */
  sides: {
    before: string[];
    after: string[];
    phrases: string[];
    /** The side each side word names. */
    sideOf: Record<string, Side>;
    /** How a note writes a side with its part ("right knee", "le genou droit") ... */
    written: Record<Side, string>;
    /** ... and after the findings ("tender on the right"). */
    writtenAfter: Record<Side, string>;
    example: string;
    expect: string[];
  };
  /** How many words from a part a word of examining may be said. */
  cueReach: number;
  /** How long an examination lasts once the clinician says they examine: their next sentences, and the patient's answers of a few words. */
  /** `answering`: a yes said before a reading answering the question naming it ("Yes, eighty-eight."). */
  examining: {
    sentences: number;
    answerWords: number;
    pointing: string[];
    answering: string[];
    answeringExample: string;
    answeringExpect: string;
    /** A position said before a reading pointed back at ("lying down it's 142 over 80"), as written with the sign's name. */
    positions: Array<{ words: string; write: string }>;
    /** Words that may lead to that position or the pointing word ("so", "and", "after a minute"). */
    leads: string[];
    positionsNote: string;
    positionsExample: string;
    positionsExpect: string[];
    example: string;
    expect: string;
  };
  /** Words of a patient showing what is looked at ("Hang on. Can you see it now?"): their sentence ends no examination. */
  patientShowing: { words: string[]; example: string; expect: string };
  /** Words that match a finding's lemma but do not say it ("better" for "good"). */
  notFindings: string[];
  /** Words said just before a part that make it a noun whatever the tagger reads ("your back" is no adverb), with the sentence they serve. */
  partNouns: { words: string[]; example: string; expect: string };
  /** Nouns a part said before them names another thing with ("wound care", "knee brace"): no part examined there. */
  partOf: { words: string[]; example: string };
  /** The first words of a finding rule that says a denial itself ("no tenderness", "not tender", "non-tender"): found where it is said. */
  findingDenials: string[];
  /** How a part and its findings are written ({Part}, {be}, {findings}), with the verb for one part or several. */
  partWrite: string;
  be: { one: string; many: string };
  findings: FindingRule[];
  /**
   * How a one-word finding agrees with the part it is said of, in a language whose adjectives do
   * ("les amygdales sont gonflées" for "gonflé"): the word's ending and its other forms, the first
   * ending that fits; a finding so said is written as said. Empty where adjectives do not agree.
   */
  agreement: Array<{ ending: string; forms: string[]; feminine: string; plural: string; femininePlural: string }>;
  /** The clinician's general impression of the patient ("you look well"), written as a finding ("Looks well."). */
  appearance: FindingRule[];
  /** Results: what says a test showed something, what says it is yet to come, words left out at the start, and words a note writes otherwise ("your" as "the"). */
  results: {
    cues: string[];
    future: string[];
    drop: string[];
    replace: Record<string, string>;
    write: string;
    maxWords: number;
    examples: Example[];
    /** Cues that are part of what the test showed ("positive for leucocytes and nitrites"), with the sentences that show them. */
    saidWith: string[];
    saidWithExamples: Example[];
    /** A result said with its cue, written with the test as said ("Urine dip positive for nitrites."): {Said} and {what}. */
    saidWithWrite: string;
    /** Who may open another clause after "and" ("and we'll ..."), for a language read without parts of speech. */
    persons: string[];
  };
}
/** A part the clinician examines, as the rules name it. */
export interface PartRule {
  words: string;
  name: string;
  plural?: boolean;
  /** Of a language whose findings agree with their part. */
  feminine?: boolean;
  /** The part as the other language's rules know it, where its `name` is not that (the English rules' `name`): "le dos" is "back". */
  key?: string;
  /** How the body moves, no part of it ("movement", "reflexes"): no sentence after it points back at it ("It's tender ..."). */
  movement?: true;
}
export const EXAM_RULES: Record<Lang, ExamRules> = { en: examEn as ExamRules, fr: examFr as ExamRules };

interface Compiled {
  positions: PhraseIndex<string>;
  leads: PhraseIndex<true>;
  vitals: PhraseIndex<VitalRule>;
  pair: PhraseIndex<true>;
  units: PhraseIndex<true>;
  readingBreaks: Set<string>;
  descriptors: PhraseIndex<string>;
  cues: PhraseIndex<true>;
  showing: PhraseIndex<true>;
  parts: PhraseIndex<PartRule>;
  sideBefore: Set<string>;
  sideAfter: Set<string>;
  sidePhrases: PhraseIndex<true>;
  findings: PhraseIndex<FindingRule>;
  appearance: PhraseIndex<FindingRule>;
  resultCues: PhraseIndex<true>;
  saidWith: Set<string>;
  persons: Set<string>;
  future: PhraseIndex<true>;
  drop: Set<string>;
  notFindings: Set<string>;
  partOf: Set<string>;
  partNouns: Set<string>;
  denials: Set<string>;
}
/** A one-word finding's forms as it agrees with its part (itself first); a finding of more words as it is. */
function agreedForms(words: string, agreement: ExamRules['agreement']): string[] {
  if (/\s/.test(words)) return [words];
  const rule = agreement.find((a) => words.endsWith(a.ending));
  return rule ? [words, ...rule.forms.map((form) => words.slice(0, words.length - rule.ending.length) + form)] : [words];
}

const rulesOf = perLanguage((lang): Compiled => {
  const r = EXAM_RULES[lang];
  const index = <T>(entries: Array<[string, T]>) => {
    const i = new PhraseIndex<T>(lang);
    for (const [words, value] of entries) i.add(words, value);
    return i;
  };
  const flag = (list: string[]) => index(list.map((w) => [w, true] as [string, true]));
  return {
    positions: index(r.examining.positions.map((p) => [p.words, p.write] as [string, string])),
    leads: flag(r.examining.leads),
    vitals: index(r.vitals.map((v) => [v.words, v] as [string, VitalRule])),
    pair: flag(r.pair),
    units: flag(r.valueUnits),
    readingBreaks: new Set(r.readingBreaks.map((w) => fold(w))),
    descriptors: index(r.descriptors.map((d) => [d.words, d.write] as [string, string])),
    cues: flag(r.cues),
    showing: flag(r.patientShowing.words),
    parts: index(r.parts.map((p) => [p.words, p] as [string, PartRule])),
    sideBefore: new Set(r.sides.before.map((w) => fold(w))),
    sideAfter: new Set(r.sides.after.map((w) => fold(w))),
    sidePhrases: flag(r.sides.phrases),
    findings: index(r.findings.flatMap((f) => agreedForms(f.words, r.agreement).map((words) => [words, f] as [string, FindingRule]))),
    appearance: index(r.appearance.map((f) => [f.words, f] as [string, FindingRule])),
    resultCues: flag([...r.results.cues, ...r.results.saidWith]),
    saidWith: new Set(r.results.saidWith.map((w) => fold(w))),
    persons: new Set(r.results.persons.map((w) => fold(w))),
    future: flag(r.results.future),
    drop: new Set(r.results.drop.map((w) => fold(w))),
    notFindings: new Set(r.notFindings.map((w) => fold(w))),
    partOf: new Set(r.partOf.words.map((w) => fold(w))),
    partNouns: new Set(r.partNouns.words.map((w) => fold(w))),
    denials: new Set(r.findingDenials.map((w) => fold(w))),
  };
});

const NOT_A_FINDING = new Set(['PRON', 'VERB', 'AUX', 'SCONJ', 'ADP']);
const lowerFirst = (text: string) => (text ? text[0].toLowerCase() + text.slice(1) : text);
const isWord = (text: string) => /[\p{L}\p{N}%]/u.test(text);
const evidenceOf = (s: ReadSentence, from: number, to: number): Evidence => ({
  start: s.tokens[from].start,
  end: s.tokens[to - 1].end,
  sentence: s.index,
  role: s.role,
});
/**
 * Whether tokens [from, to) are supposed or denied, not found ("if your temperature goes above 38").
 * A reading in figures is found even in a denial's reach ("you don't have any fever so that's
 * good, your blood pressure is 127 over 80"): `figures` says the value is one.
 */
const supposed = (s: ReadSentence, from: number, to: number, figures = false) => {
  const cats = categoriesAt(s.modifiers, from, to);
  return cats.has('hypothetical') || (cats.has('negated') && !figures) || cats.has('family');
};

/** A value said after a vital sign's name: as a note writes it, and for a number its figures alone ("132/80", "37.8"). */
interface SaidValue {
  text: string;
  to: number;
  numeric: boolean;
  figures?: string;
  /** The first number said (the upper of "130 over 80"). */
  first?: number;
  /** The unit said after the figures, folded. */
  unit?: string;
}

/**
 * The value said after a sign's name (token `from`): figures ("130 over 80", with their unit)
 * within `figuresReach` words, or else a word for it ("normal", "a little elevated") within
 * `valueReach` words; figures said after such a word are the reading ("looks pretty good today at
 * 128 over 72"). A word of `readingBreaks` ends the search ("lost 3 pounds" is no weight).
 */
function valueAfter(
  s: ReadSentence,
  from: number,
  c: Compiled,
  rules: ExamRules,
  until = s.tokens.length,
  twoValues = false,
): SaidValue | null {
  const t = s.tokens;
  let words = 0;
  let described: SaidValue | null = null;
  for (let i = from; i < until && words <= rules.figuresReach; i += 1) {
    if (t[i].skip) continue;
    if (/^[.;:!?]$/.test(t[i].text) || c.readingBreaks.has(fold(t[i].text))) break;
    if (/^\d+\/\d+$/.test(t[i].text)) return readingFrom(s, c, t[i].text, Number(t[i].text.split('/')[0]), i + 1, until);
    const number = numberAt(s, i);
    if (number && number.end <= until) {
      let { text } = number;
      let to = number.end;
      const pair = to < until ? c.pair.matchAt(s, to) : null;
      // A sign read as two values may have them said with nothing between ("tension quatorze huit").
      const second = pair && pair.to < until ? numberAt(s, pair.to) : twoValues && to < until ? numberAt(s, to) : null;
      if (second && second.end <= until) {
        text = `${text}/${second.text}`;
        to = second.end;
      }
      return readingFrom(s, c, text, number.value, to, until);
    }
    const descriptor: PhraseMatch<string> | null = described || words > rules.valueReach ? null : c.descriptors.matchAt(s, i);
    if (descriptor) {
      described = { text: descriptor.values[0], to: descriptor.to, numeric: false };
      i = descriptor.to - 1;
    }
    if (isWord(t[i].text)) words += 1;
  }
  return described;
}

/** A reading's figures with the unit said after them, where one is ("98%", "98 %", "37.8 degrees", as written). */
function readingFrom(s: ReadSentence, c: Compiled, figures: string, first: number, to: number, until: number): SaidValue {
  const unit = to < until ? c.units.matchAt(s, to) : null;
  if (!unit || unit.to > until) return { text: figures, to, numeric: true, figures, first };
  const space = s.tokens[unit.from].start > s.tokens[to - 1].end ? ' ' : '';
  const said = spokenText(s, unit.from, unit.to);
  return { text: `${figures}${space}${said}`, to: unit.to, numeric: true, figures, first, unit: fold(said) };
}

/** Whether a number read after a sign's name can be its reading (a pulse of 1 cannot): within the rule's range, where it has one. */
function plausible(rule: VitalRule, value: SaidValue): boolean {
  if (!value.numeric) return true;
  if (rule.range && (value.first! < rule.range[0] || value.first! > rule.range[1])) return false;
  if (value.unit === undefined) return !rule.needsUnit;
  return !rule.units || rule.units.some((u) => fold(u) === value.unit);
}

/** The reading a vital finding fills in the vitals lines, where its rule names one and the value is a number. */
const readingOf = (rule: VitalRule, value: SaidValue) =>
  rule.key && value.figures && (!rule.twoValues || value.figures.includes('/')) && !(rule.lineFrom && value.first! < rule.lineFrom)
    ? { reading: { key: rule.key, value: rule.withUnit ? value.text : value.figures } }
    : {};

/**
 * The vital sign a sentence names last and gives no value for ("I'm going to check your blood
 * pressure now."), where it is not supposed: the next sentence may give it ("It's 154 over 96.").
 */
function vitalNamedLast(s: ReadSentence, c: Compiled, rules: ExamRules, read: ReadonlyArray<{ to: number }>): VitalRule | undefined {
  const last = c.vitals.find(s).pop();
  if (!last || supposed(s, last.from, last.to) || read.some((r) => r.to > last.from)) return undefined;
  return valueAfter(s, last.to, c, rules) ? undefined : last.values[0];
}

/**
 * Where a reading pointed back at opens, past the words leading to it and the position it was taken in ("So lying down |
 * it's 142 over 80", "And standing, after a minute, | it's 108 over 64"): the first token of the rest, and the position.
 */
function pastPosition(s: ReadSentence, c: Compiled): { opening: number; position?: string } {
  const said = (k: number) => k < s.tokens.length && (s.tokens[k].skip || !isWord(s.tokens[k].text));
  let k = 0;
  let position: string | undefined;
  for (;;) {
    while (said(k)) k += 1;
    if (k >= s.tokens.length) return { opening: -1 };
    const lead = c.leads.matchAt(s, k);
    const place = position === undefined ? c.positions.matchAt(s, k) : null;
    if (lead) k = lead.to;
    else if (place) {
      position = place.values[0];
      k = place.to;
    } else return { opening: k, ...(position ? { position } : {}) };
  }
}

/** A reading said by pointing back at the vital sign the clinician named just before ("It's 154 over 96."): a number only. */
function readingPointedAt(
  s: ReadSentence,
  c: Compiled,
  rules: ExamRules,
  rule: VitalRule,
): (ExamFinding & { position?: string }) | undefined {
  const { opening, position } = pastPosition(s, c);
  if (opening < 0) return undefined;
  // ... after a yes answering the question that named it ("Yes, eighty-eight.").
  const yes = rules.examining.answering.includes(fold(s.tokens[opening].text));
  const first = yes ? s.tokens.findIndex((t, k) => k > opening && !t.skip && isWord(t.text)) : opening;
  if (first < 0) return undefined;
  // ... or by saying it alone ("One hundred and twenty-eight over seventy-eight.").
  const pointing = [fold(s.tokens[first].text), s.tokens[first].key].some((w) => rules.examining.pointing.includes(w));
  if (!pointing && !numberAt(s, first)) return undefined;
  const value = valueAfter(s, pointing ? first + 1 : first, c, rules);
  if (!value?.numeric || !plausible(rule, value)) return undefined;
  // Taken in a position ("lying down"): written with it, as a sentence of its own, not as the vital signs' one line.
  const name = position ? `${rule.name} ${position}` : rule.name;
  const text = rules.vitalWrite.replace('{Name}', name).replace('{value}', value.text);
  const from = position ? 0 : first;
  return {
    kind: 'vital',
    text,
    sign: rule.name,
    ...(position ? { position } : readingOf(rule, value)),
    evidence: evidenceOf(s, from, value.to),
  };
}

/** The vital signs said in a sentence. */
function vitalsIn(
  s: ReadSentence,
  c: Compiled,
  rules: ExamRules,
  examined: boolean,
  lang: Lang,
): Array<{ finding: ExamFinding; from: number; to: number }> {
  const out: Array<{ finding: ExamFinding; from: number; to: number }> = [];
  const found = c.vitals.find(s);
  found.forEach((m, k) => {
    const next = found[k + 1];
    // "your saturations and blood pressure are all OK": a word value after the last name holds for the names before it.
    const value = valueAfter(s, m.to, c, rules, next && next.from - m.to > 2 ? next.from : s.tokens.length, m.values[0].twoValues);
    if (!value || !plausible(m.values[0], value) || supposed(s, m.from, m.to, value.numeric)) return;
    // A patient's word ("my blood pressure is high") is history, not a reading; a clinician's word is one where they examined.
    if (!value.numeric && (s.role !== 'clinician' || !examined)) return;
    const rule = m.values[0];
    const text =
      s.role === 'clinician'
        ? rules.vitalWrite.replace('{Name}', rule.name)
        : rules.patientReading.replace('{a name}', withArticle(lowerFirst(rule.name), { countable: true }, lang));
    out.push({
      finding: {
        kind: 'vital',
        text: text.replace('{value}', value.text),
        sign: rule.name,
        ...readingOf(rule, value),
        evidence: evidenceOf(s, m.from, value.to),
      },
      from: m.from,
      to: value.to,
    });
  });
  return out;
}

/** The parts of speech a part's last word may be read as. */
const PART_POS: ReadonlySet<string> = new Set(['', 'NOUN', 'PROPN', 'ADJ']);
/**
 * The parts of speech of the words that lead from a finding to the part after it ("over the", "on your", "at both"); a
 * language read without parts of speech ('') is not told apart.
 */
const LEADING_POS: ReadonlySet<string> = new Set(['ADP', 'DET', 'PRON', 'PUNCT', '']);
/** The parts of speech of the words a finding said before its part may be listed with ("red, dry, slightly rough skin"). */
const DESCRIBING_POS: ReadonlySet<string> = new Set(['ADJ', 'ADV', 'CCONJ', 'PUNCT']);
/** ... and as the part a sentence is about. */
const NOUN_POS: ReadonlySet<string> = new Set(['', 'NOUN']);

/**
 * Whether a part is said as a noun: its last word read as one (`pos`: the parts of speech that
 * count), or said after a word that makes it one ("your back", which a tagger may read as an adverb).
 */
function saidAsNoun(s: ReadSentence, c: Compiled, m: { from: number; to: number }, pos: ReadonlySet<string>): boolean {
  return pos.has(s.tokens[m.to - 1].pos) || c.partNouns.has(fold(s.tokens[m.from - 1]?.text ?? ''));
}

/** The part a sentence of the examination names first, as the examination rules name it. */
function partNamed(s: ReadSentence, c: Compiled): PartRule | undefined {
  return c.parts.find(s).find((m) => saidAsNoun(s, c, m, NOUN_POS) && !m.values[0].movement)?.values[0];
}

/**
 * Whether a sentence opens by pointing back at what is examined ("That sounds clear.", "It looks fine."), or with a finding
 * denied ("No weeping, no crusting that I can see."; not "Good.", said of anything), naming no body part.
 */
function saysItOf(s: ReadSentence, c: Compiled, rules: ExamRules): boolean {
  const first = s.tokens.findIndex((t) => !t.skip && isWord(t.text));
  if (first < 0 || s.mentions.some((m) => m.concept.kind === 'body-part')) return false;
  return (
    rules.examining.pointing.includes(fold(s.tokens[first].text)) ||
    (c.denials.has(fold(s.tokens[first].text)) && c.findings.find(s).some((m) => m.from === first))
  );
}

/** How many words after the last finding the side it was found on may be said ("tender | just | on the right"). */
const SIDE_REACH = 2;

/** A part's name with the side said with it: before it in English ("right knee"), after it in French ("le genou droit"). */
function withSide(
  s: ReadSentence,
  c: Compiled,
  rules: ExamRules,
  part: { from: number; to: number; values: Array<{ name: string }> },
): { name: string; side?: Side } {
  const { name } = part.values[0];
  const before = s.tokens[part.from - 1];
  if (before && c.sideBefore.has(fold(before.text)))
    return { name: `${before.text.toLowerCase()} ${name}`, side: rules.sides.sideOf[fold(before.text)] };
  const after = s.tokens[part.to];
  if (after && c.sideAfter.has(fold(after.text)))
    return { name: `${name} ${after.text.toLowerCase()}`, side: rules.sides.sideOf[fold(after.text)] };
  return { name };
}

/** The key a part or a finding is known by in both languages' rules: the English rules' name for it. */
const keyOf = (rule: { key?: string; name?: string; write?: string }) => rule.key ?? rule.name ?? rule.write ?? '';

/** Findings listed as a note lists them ("soft and non-tender", "red, dry and rough", "swollen with pus"). */
function listFindings(writes: readonly string[], lang: Lang): string {
  const and = lang === 'fr' ? 'et' : 'and';
  const withWhat = (w: string) => w.startsWith('with ') || w.startsWith('avec ');
  const states = writes.filter((w) => !withWhat(w));
  const listed = states.length > 1 ? `${states.slice(0, -1).join(', ')} ${and} ${states[states.length - 1]}` : (states[0] ?? '');
  return [listed, ...writes.filter(withWhat)].filter(Boolean).join(' ');
}

/** Of the parts one phrase names ("tympan", "tympans": one key), the one said first: its number is the one the findings agree with. */
function partAsSaid(s: ReadSentence, m: PhraseMatch<PartRule>): PhraseMatch<PartRule> {
  const said = fold(spokenText(s, m.from, m.to));
  const asSaid = m.values.filter((p) => fold(p.words) === said);
  return asSaid.length === 0 ? m : { ...m, values: [...asSaid, ...m.values.filter((p) => !asSaid.includes(p))] };
}

/** A one-word finding as it agrees with its part, in a language whose adjectives do ("la cheville est gonflée"). */
function agreeing(word: string, part: PartRule, agreement: ExamRules['agreement']): string {
  if (/\s/.test(word) || (!part.feminine && !part.plural)) return word;
  const rule = agreement.find((a) => word.endsWith(a.ending));
  if (!rule) return word;
  const ending = part.feminine ? (part.plural ? rule.femininePlural : rule.feminine) : rule.plural;
  return word.slice(0, word.length - rule.ending.length) + ending;
}

/**
 * A part's findings as a note in `lang` writes them, from what was said in the other language
 * ("Le dos est douloureux à droite." is "Back is tender on the right."); undefined where that
 * language's rules lack the part or one of the findings.
 */
export function examInLanguage(said: ExamSaid, lang: Lang): string | undefined {
  const rules = EXAM_RULES[lang];
  const part = rules.parts.find((p) => keyOf(p) === said.part);
  const findings = said.findings.map((key) => rules.findings.find((f) => !f.sentence && keyOf(f) === key));
  if (!part || findings.some((f) => f === undefined)) return undefined;
  const agreed = (word: string) => agreeing(word, part, rules.agreement);
  const side = said.partSide && agreed(rules.sides.written[said.partSide]);
  const name = !side ? part.name : rules.sides.before.length > 0 ? `${side} ${part.name}` : `${part.name} ${side}`;
  const listed = listFindings([...new Set(findings.map((f) => agreed(f!.write)))], lang);
  return rules.partWrite
    .replace('{Part}', capital(name))
    .replace('{be}', part.plural ? rules.be.many : rules.be.one)
    .replace('{findings}', said.side ? `${listed} ${rules.sides.writtenAfter[said.side]}` : listed);
}

/**
 * The parts examined and what was found, in a sentence that says it examined, or one said while
 * examining (`examining`: the clinician said they would look, listen or feel just before, and a
 * sentence with no part of its own is about the part they named: "I'll listen to your chest.
 * That sounds clear.").
 */
/**
 * A part whose last word is said as a verb is the part before it, where that is one: "your heart
 * | sounds regular" names the heart, not "heart sounds".
 */
function partBeforeVerb(s: ReadSentence, m: PhraseMatch<PartRule>, rules: ExamRules): PhraseMatch<PartRule> {
  if (m.to - m.from < 2 || s.tokens[m.to - 1].pos !== 'VERB') return m;
  const before = fold(spokenText(s, m.from, m.to - 1));
  const part = rules.parts.find((p) => p.words === before);
  return part ? { from: m.from, to: m.to - 1, values: [part] } : m;
}

function findingsIn(
  s: ReadSentence,
  c: Compiled,
  rules: ExamRules,
  taken: Array<{ from: number; to: number }>,
  lang: Lang,
  examining?: { part?: PartRule },
): ExamFinding[] {
  const overlaps = (m: { from: number; to: number }) => taken.some((x) => m.from < x.to && x.from < m.to);
  const cues = c.cues.find(s);
  const symptoms = s.mentions.filter((m) => m.concept.kind === 'symptom' || m.concept.kind === 'condition');
  // Said while examining, with no word of examining of its own: its parts need none near them.
  const ongoing = examining !== undefined;
  const named = c.parts
    .find(s)
    .map((m) => partAsSaid(s, m))
    .map((m) => partBeforeVerb(s, m, rules))
    .filter(
      (m) =>
        !overlaps(m) &&
        !categoriesAt(s.modifiers, m.from, m.to).has('hypothetical') &&
        // A part named as a noun ("come back" is no back; a tagger may read "the hip moves" as an adjective), not inside a
        // symptom ("sore throat"), near a word of examining.
        saidAsNoun(s, c, m, PART_POS) &&
        // Nor a part naming another thing ("good wound | care", "a knee | brace").
        !c.partOf.has(fold(s.tokens[nextWord(s, m.to - 1)]?.text ?? '')) &&
        !symptoms.some((x) => m.from < x.to && x.from < m.to) &&
        (ongoing || cues.some((q) => Math.abs(q.from - m.from) <= rules.cueReach)),
    );
  // No part of its own, nor any body part: the part being examined, standing before the sentence's first finding.
  const parts: Array<PhraseMatch<PartRule>> =
    named.length === 0 && examining?.part && saysItOf(s, c, rules) ? [{ from: -rules.partReach, to: 0, values: [examining.part] }] : named;
  if (parts.length === 0) return [];
  // A finding said as written: "better" is no "good", though they share a lemma.
  const findings = c.findings.find(s).filter(
    (m) =>
      !overlaps(m) &&
      !parts.some((p) => p.from === m.from) &&
      !c.notFindings.has(fold(s.tokens[m.from].text)) &&
      // "No murmur", "I don't appreciate any murmur": a finding denied is not found, unless the rule says the denial ("no tenderness").
      !(
        categoriesAt(s.modifiers, m.from, m.to).has('negated') &&
        !m.values.some((rule) => c.denials.has(fold(rule.words.split(/[\s-]/)[0])))
      ),
  );
  const byPart = new Map<PhraseMatch<PartRule>, Array<PhraseMatch<FindingRule>>>();
  for (const f of findings) {
    // Each finding goes with a part within reach: the nearest before it in its clause (its subject: "belly exam is nice
    // and soft | on your back ..."), else the nearest, one before it first ("listening to your chest, crackles at both bases").
    // A part after a comma opens a clause of its own ("la mobilité est un peu limitée, | les réflexes sont normaux"): farther.
    const commaBetween = (from: number, to: number) => s.tokens.slice(from, to).some((t) => t.text === ',');
    // One after it only where the words between lead to it ("tender | over the | knee"), not a clause of their own ("good | now
    // on your | foot", "good | have you ever injured that | foot").
    const leadsTo = (p: { from: number }) =>
      s.tokens.slice(f.to, p.from).every((t) => LEADING_POS.has(t.pos) || c.sideBefore.has(fold(t.text)));
    // Or said before it as one of its describing words ("a patch of red, | dry, slightly rough | skin").
    const describes = (p: { from: number }) =>
      s.tokens
        .slice(f.to, p.from)
        .every((t, k) => DESCRIBING_POS.has(t.pos) || findings.some((o) => o.from <= f.to + k && f.to + k < o.to));
    const gap = (p: { from: number; to: number }) =>
      p.to <= f.from
        ? f.from - p.to
        : p.from < f.to
          ? 0
          : describes(p)
            ? p.from - f.to
            : !leadsTo(p)
              ? Infinity
              : p.from - f.to + (commaBetween(f.to, p.from) ? rules.partReach : 0.5);
    const near = parts.filter((p) => gap(p) <= rules.partReach).sort((a, b) => gap(a) - gap(b));
    const part = near.find((p) => p.to <= f.from && !commaBetween(p.to, f.from)) ?? near[0];
    if (part) byPart.set(part, [...(byPart.get(part) ?? []), f]);
  }
  const out: ExamFinding[] = [];
  // The sides said after findings ("tender on the right"), read once for the sentence.
  const sides = byPart.size > 0 ? c.sidePhrases.find(s) : [];
  for (const [part, list] of byPart) {
    const { plural } = part.values[0];
    const implied = part.to <= 0;
    const sided = implied ? { name: part.values[0].name } : withSide(s, c, rules, part);
    const { name } = sided;
    const from = Math.min(...(implied ? [] : [part.from]), ...list.map((f) => f.from));
    const to = Math.max(part.to, ...list.map((f) => f.to));
    // The lexicon's body part said as the whole part, not one of its words ("the back of your eyes" is no back).
    const lexiconPart = implied ? null : conceptIndex(lang).matchAt(s, part.from);
    const named = lexiconPart && lexiconPart.to >= part.to ? lexiconPart.values.find((v) => v.kind === 'body-part') : undefined;
    const system = named && list.map((f) => f.values[0].systemOf?.[named.id]).find((x) => x !== undefined);
    const concept = named && system ? { ...named, system } : named;
    const found = (text: string, said?: ExamSaid): ExamFinding => ({
      kind: 'exam',
      text,
      ...(concept ? { concept } : {}),
      ...(said ? { said } : {}),
      evidence: evidenceOf(s, from, to),
    });
    // What is heard or seen ("crackles") is a sentence of its own; the part's states ("soft", "non-tender") go together.
    for (const f of list) if (f.values[0].sentence) out.push(found(contractArticles(f.values[0].sentence.replace('{part}', name))));
    // A one-word finding written as it is said agrees with its part as it was said ("les amygdales sont rouges").
    const agreed = (f: PhraseMatch<FindingRule>) =>
      rules.agreement.length > 0 && f.to - f.from === 1 && f.values[0].write === f.values[0].words
        ? s.tokens[f.from].text.toLowerCase()
        : f.values[0].write;
    const states = list.filter((f) => !f.values[0].sentence);
    const writes = [...new Set(states.map(agreed))];
    if (writes.length === 0) continue;
    const listed = listFindings(writes, lang);
    // The side the findings were said on, after them ("a bit tender on the right"), as said.
    const findingsEnd = Math.max(...list.map((f) => f.to));
    const side = sides.find((m) => m.from >= findingsEnd && m.from - findingsEnd <= SIDE_REACH);
    const said = side ? `${listed} ${spokenText(s, side.from, side.to).toLowerCase()}` : listed;
    // The side said after the findings, as the side word it holds ("à droite": right).
    const sideAfter =
      side &&
      s.tokens
        .slice(side.from, side.to)
        .map((t) => rules.sides.sideOf[fold(t.text)])
        .find(Boolean);
    const keys: ExamSaid = {
      part: keyOf(part.values[0]),
      ...(sided.side ? { partSide: sided.side } : {}),
      findings: [...new Set(states.map((f) => keyOf(f.values[0])))],
      ...(sideAfter ? { side: sideAfter } : {}),
    };
    out.push(
      found(
        rules.partWrite
          .replace('{Part}', capital(name))
          .replace('{be}', plural ? rules.be.many : rules.be.one)
          .replace('{findings}', said),
        // A side said after the findings that names no side ("des deux côtés") is written only as said.
        !side || sideAfter ? keys : undefined,
      ),
    );
  }
  return out;
}

/** The clinician's general impression of the patient ("you look well on the video"), unless supposed or denied. */
function appearanceIn(s: ReadSentence, c: Compiled): ExamFinding[] {
  return c.appearance
    .find(s)
    .filter((m) => !supposed(s, m.from, m.to))
    .map((m) => ({ kind: 'exam' as const, text: m.values[0].write, evidence: evidenceOf(s, m.from, m.to) }));
}

/** A test and what it showed ("your blood test showed that your kidney function is normal"). */
const JOINS = new Set(['and', 'et']);
/** Parts of speech that open a clause of their own after a result's words. */
const CLAUSE_VERBS = new Set(['AUX', 'VERB']);
/** Words said before a thing ("et | aux | nitrites"). */
const LEADS_THING = new Set(['DET', 'ADP']);
/** The index of the next word said after token `i`. */
const nextWord = (s: ReadSentence, i: number): number => saidFrom(s.tokens, i + 1);

/** Whether a token names a thing; in a language read without parts of speech, any word that stands for no one ("aux nitrites", not "vous"). */
function isThing(t: ReadSentence['tokens'][number] | undefined, c: Compiled): boolean {
  return t !== undefined && (NAMING_POS.has(t.pos) || (t.pos === '' && /\p{L}/u.test(t.text) && !c.persons.has(fold(t.text))));
}

/**
 * The test as said, for a result written with it: with its cue where that comes first ("elevated
 * alkaline phosphatase"); by its name where said in lower case and named with capitals ("ct":
 * "CT scan", "hba1c": "HbA1c").
 */
function saidTest(s: ReadSentence, test: Mention, cue: { from: number; to: number }, kept: boolean): string {
  const said = spokenText(s, test.from, test.to);
  const named = said === said.toLowerCase() && /\p{Lu}/u.test(test.concept.name) ? test.concept.name : said;
  return kept && cue.to <= test.from ? `${spokenText(s, cue.from, cue.to).toLowerCase()} ${named}` : named;
}

/** How many words a result said as a value alone may hold ("62", "5.8 mmol"). */
const VALUE_WORDS = 2;

/** How many words after a test a word of its state may be said, in its clause ("kidney function and cholesterol from last month were | normal"). */
const SAID_WITH_REACH = 7;

function resultsIn(s: ReadSentence, c: Compiled, rules: ExamRules): ExamFinding[] {
  const tests = s.mentions.filter((m) => m.concept.kind === 'test' && m.assertion !== 'hypothetical');
  if (tests.length === 0 || c.future.find(s).length > 0) return [];
  const cues = c.resultCues.find(s);
  const out: ExamFinding[] = [];
  const seen = new Set<string>();
  for (const test of tests) {
    // The cue after the test, or just before it ("the results of your x-ray were normal").
    // A word of its state said a little further on, in its clause ("your kidney function and cholesterol from last month |
    // were normal").
    const inClause = (q: { from: number }) => !s.tokens.slice(test.to, q.from).some((t) => /^[,.;:!?]$/.test(t.text));
    const saidWithAt = (q: { from: number; to: number }) => c.saidWith.has(fold(spokenText(s, q.from, q.to)));
    const cue =
      cues.find((q) => q.from >= test.to && q.from - test.to <= 4) ??
      cues.find((q) => q.from >= test.to && q.from - test.to <= SAID_WITH_REACH && saidWithAt(q) && inClause(q)) ??
      cues.find((q) => q.to <= test.from && test.from - q.to <= 3);
    if (!cue || seen.has(test.concept.id)) continue;
    const kept = c.saidWith.has(fold(spokenText(s, cue.from, cue.to)));
    const start = kept && cue.from >= test.to ? cue.from : Math.max(cue.to, test.to);
    const words: string[] = [];
    let end = start;
    /** Where what the cue is said of follows it after a comma ("positive |, leucocytes and nitrites"): written in brackets. */
    let listedFrom = -1;
    for (let i = start; i < s.tokens.length && words.length < rules.results.maxWords; i += 1) {
      const t = s.tokens[i];
      if (t.skip) continue;
      if (kept && t.text === ',' && words.length === 1 && listedFrom < 0 && isThing(s.tokens[nextWord(s, i)], c)) {
        listedFrom = words.length;
        continue;
      }
      // "and" joins two things it showed ("leucocytes and nitrites"), not another clause ("and we'll ...").
      let thing = nextWord(s, i);
      while (LEADS_THING.has(s.tokens[thing]?.pos ?? '')) thing = nextWord(s, thing);
      // A language read without parts of speech: any word that stands for no one ("et | aux nitrites", not "et | vous").
      // Another test said after it is another result ("your tsh was normal | and the mri of your knee showed no tear").
      const joinsThings =
        JOINS.has(t.key) &&
        words.length > 0 &&
        isThing(s.tokens[thing], c) &&
        !tests.some((m) => m !== test && m.from > i && m.from <= thing);
      if (/^[,.;:!?]$/.test(t.text) || (['but', 'so', 'and', 'which', 'mais', 'donc', 'et'].includes(t.key) && !joinsThings)) break;
      if (words.length === 0 && c.drop.has(fold(t.text))) continue;
      // What follows is no finding where it opens on someone doing something ("the echo that | we did last year").
      if (words.length === 0 && NOT_A_FINDING.has(t.pos)) break;
      // Nor after a thing it showed, where a verb opens another clause ("positive for adenocarcinoma | molecular testing is pending").
      if (kept && words.length > 1 && CLAUSE_VERBS.has(s.tokens[nextWord(s, i)]?.pos ?? '')) {
        words.push(rules.results.replace[fold(t.text)] ?? t.text);
        end = i + 1;
        break;
      }
      words.push(rules.results.replace[fold(t.text)] ?? t.text);
      end = i + 1;
    }
    if (words.length === 0) continue;
    seen.add(test.concept.id);
    const concept: Concept = test.concept;
    if (listedFrom > 0 && words.length > listedFrom) words.splice(listedFrom, words.length, `(${words.slice(listedFrom).join(' ')})`);
    // A value alone ("your HbA1c came back at 62") is written with the test as said, as one with its cue is, and so is a
    // state alone ("your kidney function came back normal": "Kidney function normal.", not "... showed normal.").
    const valued = (/^\d/.test(words[0]) && words.length <= VALUE_WORDS) || (words.length === 1 && c.saidWith.has(fold(words[0])));
    const text =
      kept || valued
        ? rules.results.saidWithWrite
            .replace('{Said}', capital(saidTest(s, test, cue, kept)))
            .replace('{what}', withWrittenCase(words.join(' ')))
        : rules.results.write.replace('{Name}', capital(concept.name)).replace('{what}', withWrittenCase(words.join(' ')));
    out.push({
      kind: 'result',
      text,
      concept,
      evidence: evidenceOf(s, Math.min(test.from, cue.from), end),
    });
  }
  return out;
}

/** The words any one of which a note names a vital sign with (rule data: "blood pressure", "BP" for "Blood pressure"). */
export const vitalMarkers = (lang: Lang, sign: string): string[] =>
  EXAM_RULES[lang].vitals.filter((v) => v.name === sign).flatMap((v) => [v.words, ...(v.noteNames ?? [])]);

/** Reads the examination, vital signs and results of the transcript. */
export function readExamination(read: ReadTranscript): ExamFinding[] {
  const lang = read.lang;
  const c = rulesOf(lang);
  const rules = EXAM_RULES[lang];
  const out: ExamFinding[] = [];
  const seen = new Set<string>();
  const add = (f: ExamFinding) => {
    if (seen.has(f.text.toLowerCase())) return;
    seen.add(f.text.toLowerCase());
    out.push(f);
  };
  /** The examination the clinician is in: opened by a sentence that says they examine, for the next few of theirs. */
  let examining = null as { part?: PartRule; left: number } | null;
  /** The vital sign the clinician's last sentence named without its value. */
  let named: VitalRule | undefined;
  for (const s of read.sentences) {
    // ... the clinician's, or the patient's own reading answering them ("Have you got a blood pressure machine at home?" "...
    // It was, er, one forty-eight over ninety.").
    const pointed = named && !s.question ? readingPointedAt(s, c, rules, named) : undefined;
    if (pointed) {
      const { position: _position, ...finding } = pointed;
      add(finding);
    }
    // A reading taken in one position may be followed by one in another ("And standing, ..., it's 108 over 64").
    const another = pointed?.position !== undefined ? named : undefined;
    if (s.role === 'clinician') named = undefined;
    // The patient saying more than a word or two ends it; a question of the clinician's does not, nor the patient showing
    // what is looked at, telling nothing ("Hang on. Alfie, let Mummy see. There. Can you see?").
    const showing = () => c.showing.find(s).length > 0 && !s.mentions.some((m) => m.concept.kind !== 'body-part');
    if (
      examining !== null &&
      s.role !== 'clinician' &&
      s.tokens.filter((t) => !t.skip && isWord(t.text)).length > rules.examining.answerWords &&
      !showing()
    )
      examining = null;
    if (s.question) {
      // Named asking to measure it ("Can I take your blood pressure?"): the next sentence may give it. Asking to examine
      // ("Can I have a look at your face, and then your back?") opens the examination.
      if (s.role === 'clinician') {
        named = vitalNamedLast(s, c, rules, []);
        if (c.cues.find(s).length > 0) examining = { part: partNamed(s, c), left: rules.examining.sentences };
      }
      continue;
    }
    const cued = s.role === 'clinician' && c.cues.find(s).length > 0;
    const examined = cued || (s.role === 'clinician' && examining !== null);
    const vitals = vitalsIn(s, c, rules, examined, lang);
    for (const v of vitals) add(v.finding);
    if (s.role !== 'clinician') continue;
    named = vitalNamedLast(s, c, rules, vitals) ?? another;
    // What to call for is no finding ("if ... your face going weak, ..., you need to be seen the same day").
    // (Read only where a finding is: the sentence's calls are not read for every sentence.)
    const findings = examined ? findingsIn(s, c, rules, vitals, lang, examining ?? undefined) : [];
    const appearance = appearanceIn(s, c);
    const conditions =
      findings.length + appearance.length === 0
        ? []
        : callItems(s, lang).map(({ said }) => [s.tokens[said.from].start, s.tokens[Math.max(said.from, said.to - 1)].end]);
    const toCallFor = (f: ExamFinding) => conditions.some(([from, to]) => f.evidence.start >= from && f.evidence.start < to);
    const found = findings.filter((f) => !toCallFor(f));
    for (const f of [...found, ...appearance.filter((f) => !toCallFor(f))]) add(f);
    for (const r of resultsIn(s, c, rules)) add(r);
    for (const t of namedTestsIn(s, lang)) add(t);
    // A sentence that tells a finding or a reading goes on with the examination ("Her chest is clear. Her throat is a little red.
    // The right eardrum is red and bulging."): the next few are read as part of it too.
    if (cued || (examining && (found.length > 0 || vitals.length > 0)))
      examining = { part: partNamed(s, c) ?? examining?.part, left: rules.examining.sentences };
    else if (examining) {
      examining = { part: partNamed(s, c) ?? examining.part, left: examining.left - 1 };
      if (examining.left <= 0) examining = null;
    }
  }
  return out;
}

/** The vital signs a text other than the transcript gives (the clinician's typed notes: "BP 142/90, pulse 72."), read as the clinician's. */
export function vitalsSaid(text: string, lang: Lang): ExamFinding[] {
  const read = readTranscript(text, lang, [{ index: 0, speaker: '', role: 'clinician', start: 0, end: text.length, text }]);
  return readExamination(read).filter((f) => f.kind === 'vital');
}
