// The evidence check of a note: every sentence with its state and supporting passages, and
// what the sources say that the note leaves out. Deterministic and local; the sources of a
// session are read and indexed once, then each of its notes is checked against them.
import { contradictionsAmong, contradictionsOf, factsNotInNote, statementsBySentence, type Contradiction } from '@clinicscribe/clinical-notes';
import type { EvidenceReport, EvidenceSources, Omission, SentenceEvidence } from '../../shared/evidence';
import type { NoteSubheading } from '../../shared/notes';
import { withLookupCache } from '../lexicon/memo';
import type { Lang } from '../offline/phrases';
import { detectLanguage } from '../text/text-language';
import { EvidenceIndex } from './align';
import { readNoteSections, readNoteText, type ReadNote } from './note-text';
import { candidates, omissions, passageKey, viewNote, type Candidate } from './omissions';
import { inPlanPart, sectionFor } from './sections';
import { readSources } from './sources';

/** A note as the app holds it, or as text exported from it. */
export type CheckedNote = string | { noteSubheadings: readonly NoteSubheading[]; language?: Lang };

/** The sources of one session, ready to check any number of its notes. */
export class EvidenceSession {
  private readonly index: EvidenceIndex;
  private readonly candidatesByLanguage = new Map<Lang, Candidate[]>();

  constructor(sources: EvidenceSources) {
    this.index = withLookupCache(() => new EvidenceIndex(readSources(sources)));
  }

  /** The evidence of one sentence, as a note would state it (an edited sentence, re-aligned), in its assessment or plan when `planPart`. */
  sentence(text: string, planPart = false): Omit<SentenceEvidence, 'section'> {
    return withLookupCache(() => {
      const { a: _aligned, ...checked } = this.aligned(text, planPart);
      return this.contradicted({ text, ...checked }, contradictionsOf(this.index.sources.visit, text));
    });
  }

  private aligned(text: string, planPart: boolean) {
    const a = this.index.align(text, planPart);
    return { state: a.state, sources: a.passages.map((p) => p.place), unsupported: a.unsupported, conflicts: a.conflicts, a };
  }

  /**
   * A sentence that denies what the visit model holds (the presenting complaint, a symptom
   * told or affirmed) or affirms what the patient denied is contradicted, whatever words it
   * shares with the sources; its passages are the ones it contradicts.
   */
  private contradicted<T extends { text: string; state: SentenceEvidence['state']; sources: SentenceEvidence['sources']; unsupported: string[]; conflicts: string[] }>(s: T, found: readonly Contradiction[]): T {
    if (found.length === 0) return s;
    return {
      ...s,
      state: 'contradicted',
      sources: found.map((c) => this.index.sources.placeInTranscript(c.evidence.start, c.evidence.end)),
      unsupported: [...new Set([...s.unsupported, ...found.map((c) => c.concept.name)])],
      conflicts: [...s.conflicts, ...found.map((c) => `${c.concept.name}: ${c.held === 'present' ? 'stated present in the source' : 'stated absent in the source'}`)],
    };
  }

  /** The facts of the visit model that the note does not state and no other omission already lists. */
  private visitOmissions(read: ReadNote, listed: readonly Omission[]): Omission[] {
    const { visit, placeInTranscript } = this.index.sources;
    const text = read.sections.length > 0 ? read.sections.map((s) => s.title).join('\n') + '\n' + read.sentences.map((s) => s.text).join('\n') : read.sentences.map((s) => s.text).join('\n');
    const already = new Set(statementsBySentence(listed.map((o) => o.text), visit.language).flatMap((list) => list.map((s) => s.concept.id)));
    const texts = new Set(listed.map((o) => o.text.toLowerCase()));
    return factsNotInNote(visit, text)
      .filter((f) => !(f.concept && already.has(f.concept.id)) && !texts.has(f.text.toLowerCase()))
      .map((f) => ({ text: f.text, kind: f.kind, section: sectionFor(f.destination, read.sections), source: placeInTranscript(f.evidence.start, f.evidence.end) }));
  }

  /** The evidence of each sentence of a note, and what it leaves out. */
  check(note: CheckedNote): EvidenceReport {
    return withLookupCache(() => {
      const read: ReadNote = typeof note === 'string' ? readNoteText(note) : readNoteSections(note.noteSubheadings, note.language);
      const language = (typeof note === 'string' ? undefined : note.language) ?? detectLanguage(read.sentences.map((s) => s.text).join(' '));
      const evidenced = new Set<number>();
      // Every sentence read against the visit model in one pass.
      const visit = this.index.sources.visit;
      const said = statementsBySentence(read.sentences.map((s) => s.text), visit.language);
      const standsOn: string[][] = [];
      const sentences = read.sentences.map((s, i) => {
        const { a, ...aligned } = this.aligned(s.text, inPlanPart(s));
        const checked = this.contradicted({ text: s.text, section: s.section, ...aligned }, contradictionsAmong(visit, said[i]));
        const stands = checked.state !== 'unsupported' && checked.state !== 'contradicted';
        standsOn.push(stands ? a.passages.map((p) => passageKey(p.utterance)) : []);
        if (stands) for (const p of a.passages) evidenced.add(p.id);
        return checked;
      });
      let list = this.candidatesByLanguage.get(language);
      if (!list) this.candidatesByLanguage.set(language, (list = candidates(this.index.sources, language)));
      const left = omissions(list, viewNote(read.sentences, evidenced, standsOn), read.sections, this.index.sources.passages);
      return { sentences, omissions: [...left, ...this.visitOmissions(read, left)] };
    });
  }
}

/** Checks one note against its sources. */
export function checkEvidence(sources: EvidenceSources, note: CheckedNote): EvidenceReport {
  return new EvidenceSession(sources).check(note);
}
