// The evidence check of a note: every sentence with its state and supporting passages, and
// what the sources say that the note leaves out. Deterministic and local; the sources of a
// session are read and indexed once, then each of its notes is checked against them.
import { noAllergiesHeld, saysNoAllergies } from './allergies';
import { quotedUtterances } from './quotes';
import { withLookupCache } from '../lexicon/terms/memo';
import {
  answeredWords,
  deniedInTurn,
  statedAfterAsking,
  comparePolarity,
  isSideWord,
  namesSideOf,
  placedOpposite,
  sideWordsOf,
  polarityVerdict,
  spokenWords,
  type PolarWord,
} from '../check/polarity';
import { contradictionsAmong, contradictionsInPassages, notBacked } from '../check/contradictions';
import { factsAbout } from '../check/model-facts';
import { deniedNotInNote, factsNotStated, type NoteSentenceView } from '../check/omissions';
import { toldFacts } from '../check/told-facts';
import { visitFacts, type Fact } from '../write/facts';
import { readSentences, type SentenceReading } from '../check/note-statements';
import { conceptName } from '../write/facts';
import type { EvidencePassage, EvidenceReport, EvidenceSources, Omission, SentenceEvidence } from './types';
import type { NoteHeadings, NoteSection } from '../draft/types';
import { deniesLine, isNoteRemark, type Lang } from '../draft/phrases';
import { EvidenceIndex, type Alignment } from './align';
import { readNoteSections, readNoteText, type ReadNote } from './note-text';
import { inPlanPart, sectionFor } from './sections';
import { readSources, type Passage } from './sources';
import { habitsOpposed, habitWords } from './social';
import { isContentWord, stem } from './words';
import { VITAL_WORDS, givesReading } from './vital-words';

/** A note as the app holds it, or as text exported from it. */
export type CheckedNote = string | { sections: readonly NoteSection[]; language?: Lang };

/** Words a passage says at least to state a finding on its own. */
const MIN_STATING_WORDS = 3;
/** A word's key for comparing polarity: its stem, when it carries content. */
const polarKey = (word: string) => (isContentWord(word) && !/^\d/.test(word) ? stem(word) : null);

const stated = (held: string) => (held === 'present' ? 'stated present in the source' : 'stated absent in the source');

/** The sources of one session, ready to check any number of its notes. */
export class EvidenceSession {
  private readonly index: EvidenceIndex;
  /** What each passage of the sources states, read like a note's sentence, as the checks come to need it. */
  private readonly passageReadings = new Map<number, SentenceReading>();
  /** Whether an answer passage, as said, opens with a yes or a no. */
  private readonly answers = new Map<number, SentenceReading['answer']>();

  /** What the draft writes in the speakers' own words, read once (toldFacts). */
  private toldRead: Fact[] | null = null;

  /** The templates whose headings a note is read by. */
  private readonly templates: NoteHeadings;

  constructor(sources: EvidenceSources, templates: NoteHeadings) {
    this.templates = templates;
    this.index = withLookupCache(() => new EvidenceIndex(readSources(sources)));
  }

  /** The evidence of one sentence, as a note would state it (an edited sentence, re-aligned), in its assessment or plan when `planPart`. */
  sentence(text: string, planPart = false): Omit<SentenceEvidence, 'section'> {
    return withLookupCache(() => {
      const reading = readSentences([text], this.index.sources.visit.language)[0];
      const { a, ...checked } = this.aligned(text, planPart, reading);
      return this.contradicted({ text, ...checked }, reading, a);
    });
  }

  private aligned(text: string, planPart: boolean, reading: SentenceReading, across = false) {
    const a = this.index.align(text, planPart, reading.statements, across);
    return { state: a.state, sources: a.passages.map((p) => p.place), unsupported: a.unsupported, conflicts: a.conflicts, a };
  }

  /** The passages a sentence stands on that state something: a question asserts nothing, nor a piece of a list ("weight loss"). */
  private stating(a: Alignment) {
    return a.passages.filter((p) => !this.asks(p) && p.utterance.clean.split(/\s+/).length >= MIN_STATING_WORDS);
  }

  /** Whether a passage asks: a question, or a few words answered with a yes or a no ("shortness of breath" "no"). */
  private asks(p: Passage): boolean {
    if (p.utterance.isQuestion) return true;
    return p.elliptical === true && p.answer !== undefined && this.answerOf(p.answer) !== null;
  }

  /**
   * Reads, in one pass with `texts` (a note's sentences), the passages the alignments stand on
   * not read yet; returns what each of `texts` says.
   */
  private readWith(texts: readonly string[], alignments: readonly Alignment[]): SentenceReading[] {
    const wanted = [...new Set(alignments.flatMap((a) => a.passages.map((p) => p.id)))].filter((id) => !this.passageReadings.has(id));
    const { passages, visit } = this.index.sources;
    // The answers to the questions among them, as said, in the same pass.
    const answers = [
      ...new Set(wanted.map((id) => passages[id].answer).filter((id): id is number => id !== undefined && !this.answers.has(id))),
    ];
    const read = readSentences(
      [...texts, ...wanted.map((id) => passages[id].utterance.clean), ...answers.map((id) => passages[id].utterance.source.text)],
      visit.language,
    );
    wanted.forEach((id, i) => this.passageReadings.set(id, read[texts.length + i]));
    answers.forEach((id, i) => this.answers.set(id, read[texts.length + wanted.length + i].answer));
    return read.slice(0, texts.length);
  }

  /** Whether a passage, as said (its cleaning may drop a leading "no"), answers yes or no. */
  private answerOf(id: number): SentenceReading['answer'] {
    if (!this.answers.has(id))
      this.answers.set(
        id,
        readSentences([this.index.sources.passages[id].utterance.source.text], this.index.sources.visit.language)[0].answer,
      );
    return this.answers.get(id) ?? null;
  }

  /** The questions each answer answers, by the answer's passage. */
  private questionsByAnswer?: Map<number, Passage[]>;

  /** The questions a passage answers. */
  private questionsOf(answer: number): Passage[] {
    if (!this.questionsByAnswer) {
      this.questionsByAnswer = new Map();
      for (const q of this.index.sources.passages)
        if (q.answer !== undefined) this.questionsByAnswer.set(q.answer, [...(this.questionsByAnswer.get(q.answer) ?? []), q]);
    }
    return this.questionsByAnswer.get(answer) ?? [];
  }

  /**
   * The words a passage asserts, as a note would: a statement's own (an answer's, with the
   * question's words it denies: "any numbness?" "no, no numbness"); a question's only with its
   * answer (answeredWords: "any chest pain?" "no" denies it, a short "yes" affirms it).
   */
  private assertedBy(p: Passage): PolarWord[] {
    const passages = this.index.sources.passages;
    const own = this.passageReadings.get(p.id)?.words ?? [];
    // A turn that asks and is answered "no" in itself: "any chest pain or shortness of breath or anything like that no no yeah no".
    const inTurn = deniedInTurn(own);
    if (!this.asks(p)) {
      const questions = this.questionsOf(p.id);
      const asked = new Set(questions.flatMap((q) => [...q.stems]));
      // A normal finding said plainly says what a note writes as absent ("your lungs are clear": no wheezes).
      const implied = p.impliedAbsent.map((text) => ({ text, negated: true }));
      if (inTurn) return [...inTurn, ...implied];
      return [...spokenWords(own, questions.length > 0, (w) => asked.has(stem(w))), ...implied];
    }
    // What the turn states after asking, its answer run into it ("... any fever chills i feel nauseated but i'm not vomiting").
    if (inTurn) return inTurn;
    const after = statedAfterAsking(own);
    if (p.answer === undefined) return after;
    return [
      ...answeredWords(own, {
        polarity: this.answerOf(p.answer),
        words: passages[p.answer].utterance.words,
        direct: p.direct !== false,
      }),
      ...after,
    ];
  }

  /**
   * A sentence that denies what the visit model holds (the presenting complaint, a symptom
   * told or affirmed) or affirms what the patient denied is contradicted, whatever words it
   * shares with the sources; so is one asserting a concept the other way round from every
   * passage it stands on that names it, and one whose words the passages it stands on state
   * the other way round more than the same way ("denies that she is staying active" against
   * "I've been staying active"). Its passages are the ones it contradicts. A sentence the
   * passages state otherwise on fewer words is partly supported at most.
   */
  private contradicted<
    T extends {
      text: string;
      state: SentenceEvidence['state'];
      sources: SentenceEvidence['sources'];
      unsupported: string[];
      conflicts: string[];
    },
  >(s: T, reading: SentenceReading, a: Alignment): T {
    const { visit, placeInTranscript } = this.index.sources;
    const said = reading.statements;
    const complaint = new Set(visit.complaint?.concepts.map((c) => c.id));
    // A complaint holds no side: a finding the sentence places at one ("Reports left knee pain.") is compared with the passages it stands on, where "my left knee doesn't really hurt" says it the other way round.
    const sided = (x: (typeof said)[number]) => {
      const words = (x.said ?? '').toLowerCase().split(/\s+/);
      const at = x.said ? s.text.toLowerCase().indexOf(x.said.toLowerCase()) : -1;
      const before = at > 0 ? (s.text.slice(0, at).trim().split(/\s+/).pop() ?? '') : '';
      return [...words, before].some(isSideWord);
    };
    const atSide = said.filter((x) => complaint.has(x.concept.id) && sided(x));
    let found: Array<{ name: string; conflict: string; place: EvidencePassage }> = contradictionsAmong(
      visit,
      said.filter((x) => !atSide.includes(x)),
    ).map((c) => ({
      name: c.concept.name,
      conflict: stated(c.held),
      place: placeInTranscript(c.evidence.start, c.evidence.end),
    }));
    if (visit.speakersKnown)
      for (const h of habitsOpposed(s.text, visit.social, visit.language))
        found.push({
          name: h.concept.text,
          conflict: stated(h.concept.negated ? 'present' : 'absent'),
          place: placeInTranscript(h.fact.evidence.start, h.fact.evidence.end),
        });
    // The presenting complaint, said the same way round as the model holds it, is not contradicted by a passage's reading of the words ("the vomiting is not as pronounced as the diarrhea" in a visit about diarrhoea);
    // nor a symptom the model holds as the sentence reports it ("reports poor concentration" on "I can't concentrate on anything").
    const backed = said.filter((x) => {
      const f = factsAbout(this.index.sources.facts, x);
      return (
        !x.qualified &&
        f.backing.some((b) => b.sure && (complaint.has(b.concept.id) || (b.concept.kind === 'symptom' && x.assertion === 'present'))) &&
        f.opposing.length === 0
      );
    });
    const backedWords = new Set(backed.flatMap((x) => (x.said ?? '').toLowerCase().split(/\s+/)));
    // A habit the patient said the same way round is stated by its concept, not word by word ("Illicit drug use: Never." for "no drugs").
    const habitStems = (a.habits ?? 0) > 0 ? habitWords(visit.language) : new Set<string>();
    if (found.length === 0) {
      if (a.passages.some((p) => !this.passageReadings.has(p.id))) this.readWith([], [a]);
      // A passage placing the finding only at the opposite side or aspect says nothing of the sentence's ("No pain to
      // palpation of the lateral aspect." against "you do have pain to palpation of the medial aspect").
      const stating = this.stating(a).filter((p) => !placedOpposite(s.text, p.utterance.clean));
      found = contradictionsInPassages(
        said.filter((x) => !backed.includes(x) || atSide.includes(x)),
        stating.map((p) => this.passageReadings.get(p.id)?.statements ?? []),
      ).map((c) => ({ name: c.concept.name, conflict: stated(c.held), place: stating[c.passage].place }));
    }
    let partly: string[] = [];
    if (found.length === 0 && s.state !== 'unsupported') {
      // Nor are its words compared with such a passage's; a sentence standing on such a passage and on none naming its side
      // places the finding where the source never does ("Pain to palpation of the lateral aspect."): unsupported, the
      // source naming the other side.
      const compared = a.passages.filter((p) => !placedOpposite(s.text, p.utterance.clean));
      if (compared.length < a.passages.length && !a.passages.some((p) => namesSideOf(s.text, p.utterance.clean))) {
        const sides = sideWordsOf(s.text);
        return {
          ...s,
          state: 'unsupported',
          unsupported: [...new Set([...s.unsupported, ...sides])],
          conflicts: [...new Set([...s.conflicts, ...sides.map((w) => `${w}: the source names the other side`)])],
        };
      }
      // A vital sign's reading names the sign, asserting no finding ("Heart rate: 72 beats per minute." beside "missing beats?" "No.").
      const reads = givesReading(s.text);
      const words = comparePolarity(
        reading.words.filter(
          (w) =>
            !backedWords.has(w.text.toLowerCase()) &&
            !habitStems.has(stem(w.text.toLowerCase())) &&
            !(reads && VITAL_WORDS.has(w.text.toLowerCase())),
        ),
        compared.map((p) => this.assertedBy(p)),
        polarKey,
      );
      if (polarityVerdict(words) === 'contradicted') {
        found = words.disagree.flatMap((w) =>
          w.passages.map((i) => ({ name: w.text, conflict: 'stated the other way round in the source', place: compared[i].place })),
        );
      } else partly = words.disagree.map((w) => w.text);
    }
    if (found.length === 0) {
      // A finding said to be there that the passages only ask about, or name only as what may happen, is not backed by them.
      const unbacked = s.state === 'unsupported' ? [] : this.notBackedBy(said, a);
      if (unbacked.length > 0) {
        const positive = said.filter((x) => x.assertion === 'present' && x.concept.kind === 'symptom');
        const all = positive.every((x) => unbacked.some((f) => f.concept.id === x.concept.id));
        return {
          ...s,
          state: all ? 'unsupported' : 'partial',
          unsupported: [...new Set([...s.unsupported, ...partly, ...unbacked.map((f) => f.concept.name)])],
          conflicts: [
            ...s.conflicts,
            ...unbacked.map(
              (f) => `${f.concept.name}: ${f.asked ? 'only asked about in the source' : 'only said as what may happen in the source'}`,
            ),
          ],
        };
      }
      if (partly.length === 0) return s;
      return { ...s, state: s.state === 'supported' ? 'partial' : s.state, unsupported: [...new Set([...s.unsupported, ...partly])] };
    }
    return {
      ...s,
      state: 'contradicted',
      sources: found
        .map((c) => c.place)
        .filter(
          (p, i, all) =>
            all.findIndex((q) => q.kind === p.kind && q.start === p.start && q.end === p.end && q.utterance === p.utterance) === i,
        ),
      unsupported: [...new Set([...s.unsupported, ...found.map((c) => c.name)])],
      conflicts: [...new Set([...s.conflicts, ...found.map((c) => `${c.name}: ${c.conflict}`)])],
    };
  }

  /** The findings a sentence says are there that the passages it stands on only ask about, or name only as what may happen (notBacked). */
  private notBackedBy(said: SentenceReading['statements'], a: Alignment) {
    if (!said.some((x) => x.assertion === 'present')) return [];
    if (a.passages.some((p) => !this.passageReadings.has(p.id))) this.readWith([], [a]);
    const { visit, passages } = this.index.sources;
    const readOf = (id: number) => this.passageReadings.get(id)?.statements ?? [];
    // The whole answering turn: "it was pretty warm, so i did feel a little bit lightheaded".
    const turnOf = (id: number) => {
      const ids = [id];
      for (let j = id + 1; j < passages.length && passages[j].utterance.turn === passages[id].utterance.turn; j++) ids.push(j);
      const unread = ids.filter((j) => !this.passageReadings.has(j));
      readSentences(
        unread.map((j) => passages[j].utterance.clean),
        visit.language,
      ).forEach((r, k) => this.passageReadings.set(unread[k], r));
      return ids.flatMap(readOf);
    };
    return notBacked(
      visit,
      said,
      a.passages.map((p) => {
        const asks = this.asks(p);
        if (!asks || p.answer === undefined) return { asks, statements: readOf(p.id) };
        const answer = passages[p.answer];
        const named = turnOf(answer.id)
          .filter((x) => x.assertion === 'present')
          .map((x) => x.concept.id);
        const asked = this.questionsOf(answer.id).flatMap((q) => {
          if (!this.passageReadings.has(q.id)) this.readWith([], [{ ...a, passages: [q] }]);
          return readOf(q.id).map((x) => x.concept.id);
        });
        return { asks, statements: readOf(p.id), answer: { polarity: this.answerOf(answer.id), named, asked } };
      }),
    );
  }

  private told(): Fact[] {
    const { conversation, visit } = this.index.sources;
    return (this.toldRead ??= toldFacts(conversation, visit, visitFacts(visit)));
  }

  /**
   * The facts of the visit model that the note does not state ("Not in the note"), each in the
   * note's section for it, with the passage it was said in: a sentence states a plan item by
   * standing on that passage (`standsOn`: the transcript spans each sentence stands on).
   */
  private omissions(
    read: ReadNote,
    said: readonly SentenceReading[],
    standsOn: ReadonlyArray<Array<{ start: number; end: number }>>,
    noteLanguage: Lang,
  ): Omission[] {
    const { visit, placeInTranscript } = this.index.sources;
    const views: NoteSentenceView[] = [
      ...read.sections.map((s) => ({ text: s.title })),
      // A line titling the items after it names its problem where it is ("Depression" in the assessment).
      ...(read.titles ?? []).map((t) => ({ text: t.text, planPart: inPlanPart(t) })),
      ...read.sentences.map((s, i) => ({ text: s.text, planPart: inPlanPart(s), standsOn: standsOn[i], statements: said[i].statements })),
    ];
    // Written in the note's language: in another than the visit's, what the lexicon names in it (factInLanguage).
    const facts: Omission[] = factsNotStated(visit, views, noteLanguage, this.told()).map((f) => ({
      text: f.text,
      kind: f.kind,
      section: sectionFor(f.destination, read.sections),
      source: placeInTranscript(f.evidence.start, f.evidence.end),
    }));
    // The symptoms the patient denied, in one sentence as a note states them, after what they reported.
    const text = [...read.sections.map((s) => s.title), ...read.sentences.map((s) => s.text)].join('\n');
    const denied = deniedNotInNote(
      visit,
      text,
      said.flatMap((r) => r.statements),
    );
    if (denied.length === 0) return facts;
    const first = denied[0].evidence[0];
    const reported = facts.map((o) => o.kind).lastIndexOf('symptom');
    const line: Omission = {
      text: deniesLine(
        // In the visit's language, as the visit names it ("active suicidal ideation" beside passive ideation told).
        denied.map((f) => (noteLanguage === visit.language ? f.concept.name : conceptName(f.concept, noteLanguage))),
        noteLanguage,
      ),
      kind: 'symptom',
      section: sectionFor('history', read.sections),
      source: placeInTranscript(first.start, first.end),
    };
    return [...facts.slice(0, reported + 1), line, ...facts.slice(reported + 1)];
  }

  /**
   * One sentence's evidence, and where it stands in the transcript where that is not the
   * passages it was aligned with (`place`).
   */
  private checkSentence(
    aligned: SentenceEvidence,
    reading: SentenceReading,
    a: Alignment,
  ): SentenceEvidence & { place?: Array<{ start: number; end: number }> } {
    const { text, section } = aligned;
    const { placeInTranscript, conversation, visit } = this.index.sources;
    const standing = (state: SentenceEvidence['state'], spans: Array<{ start: number; end: number }>, conflicts: string[] = []) => ({
      text,
      section,
      state,
      sources: spans.map((u) => placeInTranscript(u.start, u.end)),
      unsupported: [],
      conflicts,
      place: spans,
    });
    // What a draft says of itself ("Not discussed.", the quoted-language remark) claims nothing, in a note of either language.
    if (isNoteRemark(text)) return { text, section, state: 'supported', sources: [], unsupported: [], conflicts: [] };
    // "No known allergies": supported where the patient said they have none, contradicted where they named one.
    const allergies = saysNoAllergies(text) ? noAllergiesHeld(visit) : null;
    if (allergies?.held === 'none') return standing('supported', allergies.evidence);
    if (allergies?.held === 'named')
      return standing('contradicted', allergies.evidence, [`${visit.allergies.map((x) => x.said).join(', ')}: ${stated('present')}`]);
    // Passages quoted as said, in the transcript's language ("Patient: “je ne me sens pas fiévreuse”"), stand on what they quote.
    const quoted = quotedUtterances(text, conversation.utterances)
      ?.filter((u) => u.source.origin === 'transcript')
      .map((u) => u.source);
    if (quoted) return standing('supported', quoted);
    return this.contradicted(aligned, reading, a);
  }

  /** The evidence of each sentence of a note, and what it leaves out. */
  check(note: CheckedNote): EvidenceReport {
    return withLookupCache(() => {
      const read: ReadNote =
        typeof note === 'string' ? readNoteText(note, this.templates) : readNoteSections(note.sections, this.templates, note.language);
      // Every sentence read in one pass, as the visit model was, then aligned; the passages they stand on in one more; the omissions reuse the reading.
      const standsOn: Array<Array<{ start: number; end: number }>> = [];
      // A note in the other language than its sources is read in its own, and compared across languages.
      const sourceLanguage = this.index.sources.visit.language;
      const noteLanguage = typeof note === 'string' ? sourceLanguage : (note.language ?? sourceLanguage);
      const across = noteLanguage !== sourceLanguage;
      const said = readSentences(
        read.sentences.map((s) => s.text),
        noteLanguage,
      );
      const alignments = read.sentences.map((s, i) => this.aligned(s.text, inPlanPart(s), said[i], across));
      this.readWith(
        [],
        alignments.map((x) => x.a),
      );
      const sentences = read.sentences.map((s, i) => {
        const { a, ...aligned } = alignments[i];
        const { place, ...checked } = this.checkSentence({ text: s.text, section: s.section, ...aligned }, said[i], a);
        // Where in the transcript the sentence stands: a plan item said there is in the note.
        const stands = checked.state !== 'unsupported' && checked.state !== 'contradicted';
        standsOn.push(
          place ??
            (stands
              ? a.passages
                  .filter((p) => p.utterance.source.origin === 'transcript')
                  .map((p) => ({ start: p.utterance.source.start, end: p.utterance.source.end }))
              : []),
        );
        return checked;
      });
      return { sentences, omissions: this.omissions(read, said, standsOn, noteLanguage) };
    });
  }
}

/** Checks one note against its sources (its headings read by the templates'). */
export function checkEvidence(sources: EvidenceSources, note: CheckedNote, templates: NoteHeadings): EvidenceReport {
  return new EvidenceSession(sources, templates).check(note);
}
