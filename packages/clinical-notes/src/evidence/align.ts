// Aligns a sentence of a note with the passages of its sources. Retrieval ranks passages by
// BM25 (MiniSearch, over stemmed content words, with a small edit distance for long words
// so speech-engine spellings still meet); then up to three passages are chosen, each for
// what it adds: content words, concepts (medications, problems, symptoms, body parts and
// sides, with their negation) and numbers. A concept a passage states the other way round
// ("denies fever" against "I've had a fever"; "left knee" against "right knee") is no
// support: it is a conflict, and the sentence is unsupported.
import MiniSearch from 'minisearch';
import { factsAbout } from '../check/model-facts';
import { shorthandOf } from '../check/shorthand';
import type { Statement } from '../check/note-statements';
import { statedNotAsked } from '../draft/analyse';
import type { EvidenceState } from './types';
import { conceptsOf, statedNumbers, type Concept } from './concepts';
import { habitConcepts, habitWords } from './social';
import { conceptKind, modelKey, type Passage, type ReadSources } from './sources';
import { contentStems, contentWords } from './words';

export interface Alignment {
  state: EvidenceState;
  passages: Passage[];
  unsupported: string[];
  conflicts: string[];
  /** Share of the sentence's words, concepts and numbers the sources state. */
  share: number;
  /** How many habits of the social history the sentence states as the patient said them. */
  habits?: number;
}

/** Passages kept for one sentence, at most. */
const MAX_PASSAGES = 3;
/** Candidates read from the ranking. */
const CANDIDATES = 10;
/** Below this share of its words, concepts and numbers found, a sentence has no source. */
const MIN_SUPPORT = 0.25;
/** A number the sources never state makes the sentence unsupported unless this much else is. */
const NUMBER_ABSENT_SUPPORT = 0.75;

const ITEM_TITLE = /^\s*[\p{L}][\p{L} /&'’-]{0,40}\s?:\s/u;

const same = (a: Concept, b: Concept) => a.key === b.key && (a.neutral === true || b.neutral === true || a.negated === b.negated);
/**
 * What a passage of the visit's planning adds to a plan sentence's choice: half a word (each
 * word, concept or number found is worth 1 or 2), as much as the best-ranked passage's share
 * of the ranking (at most 0.5), so it decides between passages that say as much.
 */
const PLANNING = 0.5;
/** What the passage a fact of the visit model was first said in adds to a sentence's choice stating it: less than a word. */
const TOLD = 0.75;
/** Words found near the chosen passages count: a note sums up a few sentences in one. */
const NEAR = 2;

/** The sources of one session, indexed for aligning every sentence of its notes. */
export class EvidenceIndex {
  private readonly search: MiniSearch<{ id: number; text: string }>;
  private readonly byConcept = new Map<string, Passage[]>();
  private readonly byMention = new Map<string, Passage[]>();
  private readonly byNumber = new Map<number, Passage[]>();

  constructor(readonly sources: ReadSources) {
    this.search = new MiniSearch<{ id: number; text: string }>({
      fields: ['text'],
      tokenize: contentStems,
      processTerm: (term) => term,
      searchOptions: { fuzzy: (term) => (term.length >= 6 ? 0.2 : false), combineWith: 'OR' },
    });
    this.search.addAll(
      sources.passages.filter((p) => p.utterance.clean !== '').map((p) => ({ id: p.id, text: `${p.utterance.clean} ${p.implied}` })),
    );
    for (const p of sources.passages) {
      for (const c of p.concepts) push(this.byConcept, c.key, p);
      for (const key of p.mentions) push(this.byMention, key, p);
      for (const n of p.numbers) push(this.byNumber, n, p);
    }
  }

  private modelConcepts(sentence: string, statements: readonly Statement[], unheld = false): Concept[] {
    return conceptsInModel(this.sources, sentence, statements, unheld);
  }

  /** Passages that state a concept (whatever the polarity). */
  passagesWith(key: string): readonly Passage[] {
    return this.byConcept.get(key) ?? [];
  }

  /** The passages that best match a text, best first. */
  ranked(text: string, limit = CANDIDATES): Array<{ passage: Passage; score: number }> {
    return this.search
      .search(text)
      .slice(0, limit)
      .map((r) => ({ passage: this.sources.passages[r.id as number], score: r.score }));
  }

  /**
   * The evidence of one sentence of a note. A sentence of the note's assessment or plan
   * (`planPart`) is told by what the clinician said when planning rather than by a question
   * of the history using the same words ("how have you been doing watching your salt intake?"
   * and "i really want you to watch your salt intake"), when both say as much of it.
   */
  align(sentence: string, planPart = false, statements: readonly Statement[] = [], across = false): Alignment {
    // What the sentence states of a concept the visit model holds is checked against the model's facts; the older lexicon's concepts for the same words are left out.
    const model = this.modelConcepts(sentence, statements, across);
    const inModel = (c: Concept) => model.some((m) => c.index < m.index + m.text.length && m.index < c.index + c.text.length);
    // A sentence in another language than its sources (`across`) is compared by what both languages name alike: the model's concepts and the numbers.
    const lang = this.sources.visit.language;
    // A habit of the social history backs the sentence where the patient said it the same way round; the model's reading of habits is not sure enough to oppose one.
    const habits = habitConcepts(sentence, lang).filter((c) => this.passagesWith(c.key).some((p) => p.concepts.some((x) => same(x, c))));
    const concepts = across
      ? [...model, ...habits]
      : [...conceptsOf(sentence).filter((c) => c.kind === 'side' || !inModel(c)), ...model, ...habits];
    const spans = concepts.map((c) => [c.index, c.index + c.text.length] as const);
    const inConcept = (i: number) => spans.some(([a, b]) => i >= a && i < b);
    // An item's title ("Medical Reasoning:", "Respiratory:") names the part of the note, not a fact.
    const label = ITEM_TITLE.exec(sentence)?.[0].length ?? 0;
    // The patient's name comes from the session record, not from what was said (written as a name: "walker" is a word).
    const named = (w: { text: string; stem: string }) => this.sources.nameStems.has(w.stem) && /^\p{Lu}/u.test(w.text);
    // A word of shorthand ("No JVD.") is found as said or by the words it stands for, and underlined as written.
    const words: Array<{ text: string; stem: string; index: number; alts?: string[] }> = across
      ? []
      : contentWords(sentence)
          .filter((w) => !inConcept(w.index) && w.index >= label && !named(w) && !(habits.length > 0 && habitWords(lang).has(w.stem)))
          .map((w) => {
            const long = shorthandOf(w.text, lang);
            return long ? { ...w, alts: contentStems(long) } : w;
          });
    const saidIn = (p: Passage, w: (typeof words)[number]) => p.stems.has(w.stem) || (!!w.alts && w.alts.every((x) => p.stems.has(x)));
    const writtenOut = words.flatMap((w) => w.alts ?? []);
    // A number inside a concept ("type 2 diabetes") is checked with the concept.
    const numbers = statedNumbers(sentence).filter((n) => !inConcept(n.index));
    const passages = this.sources.passages;

    const hits = this.ranked([sentence, ...writtenOut].join(' '));
    const pool = new Map<number, { passage: Passage; score: number }>();
    // A sentence that is mostly values ("BP: 130/68.") has few words to rank by: the passages stating all its values are candidates too.
    const values = [...new Set(numbers.map((n) => n.value))];
    // One value counts when it is telling: not a small count, and said in one or two places only.
    const stating = this.byNumber.get(values[0]) ?? [];
    if (values.length >= 2 || (values.length === 1 && (values[0] >= 20 || !Number.isInteger(values[0])) && stating.length <= 2)) {
      for (const p of stating) if (values.every((v) => p.numbers.has(v))) pool.set(p.id, { passage: p, score: 0 });
    }
    // The passages the model's facts were said in are candidates, however the sentence words them.
    for (const c of model) for (const p of this.passagesWith(c.key)) if (!pool.has(p.id)) pool.set(p.id, { passage: p, score: 0 });
    hits.forEach((h, rank) => {
      pool.set(h.passage.id, h);
      if (rank < 4)
        for (const d of [-1, 1]) {
          const n = passages[h.passage.id + d];
          if (n && n.place.kind === h.passage.place.kind && !pool.has(n.id)) pool.set(n.id, { passage: n, score: 0 });
        }
    });

    const chosen: Passage[] = [];
    const gain = (p: Passage, covered: Set<string>, found: Set<string>, counted: Set<number>) => {
      let g = 0;
      for (const w of words) if (!covered.has(w.stem) && saidIn(p, w)) g += 1;
      for (const c of concepts) if (!found.has(c.key) && p.concepts.some((x) => same(x, c))) g += 2;
      for (const n of numbers) if (!counted.has(n.value) && p.numbers.has(n.value)) g += 2;
      return g;
    };
    const covered = new Set<string>();
    const found = new Set<string>();
    const counted = new Set<number>();
    const take = (p: Passage) => {
      chosen.push(p);
      for (const w of words) if (saidIn(p, w)) covered.add(w.stem);
      for (const c of concepts) if (p.concepts.some((x) => same(x, c))) found.add(c.key);
      for (const n of numbers) if (p.numbers.has(n.value)) counted.add(n.value);
    };
    const topScore = hits[0]?.score ?? 1;
    while (chosen.length < MAX_PASSAGES) {
      let best: Passage | undefined;
      let bestValue = 0;
      for (const { passage, score } of pool.values()) {
        if (chosen.includes(passage)) continue;
        const g = gain(passage, covered, found, counted);
        const planning = planPart && passage.utterance.phase === 'plan' && statedNotAsked(passage.utterance);
        // Of passages saying as much, the one a fact of the model was first said in (the complaint as told).
        const told = model.some((c) => passage.concepts.some((x) => x.told === true && same(x, c))) ? TOLD : 0;
        const value = g + score / topScore / 2 + (planning ? PLANNING : 0) + told;
        if (g > 0 && value > bestValue) {
          best = passage;
          bestValue = value;
        }
      }
      if (!best) break;
      take(best);
    }

    // A concept the chosen passages do not state: its nearest statement elsewhere, or a conflict.
    const conflicts: string[] = [];
    const missing: string[] = [];
    let absentKey = false;
    const anchor = chosen[0]?.id ?? 0;
    for (const c of concepts) {
      if (found.has(c.key)) continue;
      const withKey = this.passagesWith(c.key);
      const agreeing = withKey.filter((p) => p.concepts.some((x) => same(x, c)));
      if (agreeing.length > 0) {
        const nearest = agreeing.reduce((a, b) => (Math.abs(b.id - anchor) < Math.abs(a.id - anchor) ? b : a));
        if (chosen.length <= MAX_PASSAGES) take(nearest);
        else found.add(c.key);
        continue;
      }
      // Named without a telling answer ("any chest pain?" with the answer lost): support, unless a source states the opposite.
      const mentioned = c.kind === 'symptom' && withKey.length === 0 ? (this.byMention.get(c.key) ?? []) : [];
      if (mentioned.length > 0) {
        if (chosen.length <= MAX_PASSAGES) take(mentioned.reduce((a, b) => (Math.abs(b.id - anchor) < Math.abs(a.id - anchor) ? b : a)));
        found.add(c.key);
        continue;
      }
      if (withKey.length > 0 && (c.kind === 'symptom' || c.kind === 'problem')) {
        conflicts.push(`${c.text}: ${c.negated ? 'stated present in the source' : 'stated absent in the source'}`);
        continue;
      }
      const opposite = c.key.endsWith(':left')
        ? c.key.replace(/left$/, 'right')
        : c.key.endsWith(':right')
          ? c.key.replace(/right$/, 'left')
          : '';
      if (c.kind === 'side' && opposite && this.passagesWith(opposite).length > 0) {
        conflicts.push(`${c.text}: the source names the other side`);
        continue;
      }
      if (c.kind === 'medication' || c.kind === 'problem') absentKey = true;
      missing.push(c.text);
    }

    // Words and numbers found in or near the chosen passages.
    const near = new Set<number>();
    for (const p of chosen) for (let d = -NEAR; d <= NEAR; d++) near.add(p.id + d);
    // A question's whole answer: its turn ("On a scale of one to ten?" "I guess so. ... Maybe a six, or a seven?").
    for (const p of chosen) {
      if (p.answer === undefined) continue;
      const turn = passages[p.answer].utterance.turn;
      for (let id = p.answer; passages[id]?.utterance.turn === turn; id++) near.add(id);
    }
    const nearby = [...near].map((id) => passages[id]).filter((p): p is Passage => !!p);
    const wordFound = (w: (typeof words)[number]) =>
      nearby.some((p) => p.stems.has(w.stem)) || (!!w.alts && w.alts.every((x) => nearby.some((p) => p.stems.has(x))));
    const numberFound = (value: number) => nearby.some((p) => p.numbers.has(value));
    const unsupportedWords = words.filter((w) => !wordFound(w));
    const unplaced = numbers.filter((n) => !numberFound(n.value));
    const absentNumbers = unplaced.filter((n) => !this.sources.numbers.has(n.value));

    const units = words.length + concepts.length + numbers.length;
    const supportedUnits =
      words.length - unsupportedWords.length + (concepts.length - missing.length - conflicts.length) + (numbers.length - unplaced.length);
    const share = units === 0 ? 1 : supportedUnits / units;
    const unsupported = [
      ...new Set([
        ...missing,
        ...conflicts.map((c) => c.slice(0, c.indexOf(':'))),
        ...unsupportedWords.map((w) => w.text),
        ...unplaced.map((n) => n.text),
      ]),
    ];

    // Across languages, a sentence naming no concept nor number holds nothing that can be compared: checked in part only.
    if (across && units === 0) return { state: 'partial', passages: [], unsupported: [], conflicts: [], share: 0, habits: habits.length };
    // ... and one naming only numbers, each said somewhere in the sources ("Time off work is advised for 3 days." of "un arrêt
    // de travail de trois jours"), likewise: the number cannot be placed by words of another language.
    if (across && words.length + concepts.length === 0 && absentNumbers.length === 0)
      return { state: 'partial', passages: [], unsupported: [], conflicts: [], share: 0, habits: habits.length };
    let state: EvidenceState;
    // One conflicting item of a long list ("denies fever, chills, dizziness") is underlined; a sentence that is mostly the conflict is unsupported.
    // The list is of findings: where they are (a body part, a side) is not an item ("denies numbness and tingling in the right hand").
    const items = concepts.filter((c) => c.kind !== 'body-part' && c.kind !== 'side');
    const conflictsRule = conflicts.length > 0 && conflicts.length * 2 >= items.length;
    if (conflictsRule || absentKey || (units > 0 && chosen.length === 0) || share < MIN_SUPPORT) state = 'unsupported';
    else if (absentNumbers.length > 0 && share < NUMBER_ABSENT_SUPPORT) state = 'unsupported';
    else state = unsupported.length > 0 ? 'partial' : 'supported';
    for (const p of [...chosen]) if (p.answer !== undefined && !chosen.some((c) => c.id === p.answer)) chosen.push(passages[p.answer]);
    chosen.sort((a, b) => a.id - b.id);
    return {
      state,
      passages: state === 'unsupported' && !conflictsRule && share < MIN_SUPPORT ? [] : chosen,
      unsupported,
      conflicts,
      share,
      habits: habits.length,
    };
  }
}

/**
 * The concepts a sentence states (read by the note engine's reader, as the visit model was)
 * that the visit model holds: each keyed by the model's fact, with the sentence's polarity,
 * where the sentence says them. A concept the model holds only the other way round, for sure,
 * is kept too: no passage agrees with it, so it is a conflict.
 */
function conceptsInModel(sources: ReadSources, sentence: string, statements: readonly Statement[], unheld = false): Concept[] {
  const out: Concept[] = [];
  const lower = sentence.toLowerCase();
  for (const s of statements) {
    const { key, polarity, backing, opposing } = factsAbout(sources.facts, s);
    const held = backing.length > 0 || opposing.length > 0;
    // With `unheld`, a concept the model does not hold is kept under a key no passage has: it is missing.
    if (!held && !unheld) continue;
    const k = held ? modelKey(key) : `unheld:${s.concept.id}`;
    const said = (s.said ?? s.concept.name).toLowerCase();
    const index = lower.indexOf(said);
    if (out.some((c) => c.key === k)) continue;
    out.push({
      kind: conceptKind(s.concept.kind),
      key: k,
      text: index >= 0 ? sentence.slice(index, index + said.length) : s.concept.name,
      // Not found as written (shorthand read as its words: "SOB"): past the end, no words of the sentence are taken for it.
      index: index >= 0 ? index : sentence.length + 1,
      negated: polarity === 'absent',
      ...(polarity === null ? { neutral: true } : {}),
    });
  }
  return out;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}
