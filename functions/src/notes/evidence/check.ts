// The evidence check of a note: every sentence with its state and supporting passages, and
// what the sources say that the note leaves out. Deterministic and local; the sources of a
// session are read and indexed once, then each of its notes is checked against them.
import type { EvidenceReport, EvidenceSources, SentenceEvidence } from '../../shared/evidence';
import type { NoteSubheading } from '../../shared/notes';
import { withLookupCache } from '../lexicon/memo';
import type { Lang } from '../offline/phrases';
import { detectLanguage } from '../text/text-language';
import { EvidenceIndex } from './align';
import { readNoteSections, readNoteText, type ReadNote } from './note-text';
import { candidates, omissions, passageKey, viewNote, type Candidate } from './omissions';
import { inPlanPart } from './sections';
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
      const a = this.index.align(text, planPart);
      return { text, state: a.state, sources: a.passages.map((p) => p.place), unsupported: a.unsupported, conflicts: a.conflicts };
    });
  }

  /** The evidence of each sentence of a note, and what it leaves out. */
  check(note: CheckedNote): EvidenceReport {
    return withLookupCache(() => {
      const read: ReadNote = typeof note === 'string' ? readNoteText(note) : readNoteSections(note.noteSubheadings, note.language);
      const language = (typeof note === 'string' ? undefined : note.language) ?? detectLanguage(read.sentences.map((s) => s.text).join(' '));
      const evidenced = new Set<number>();
      const standsOn: string[][] = [];
      const sentences = read.sentences.map((s) => {
        const a = this.index.align(s.text, inPlanPart(s));
        standsOn.push(a.state === 'unsupported' ? [] : a.passages.map((p) => passageKey(p.utterance)));
        if (a.state !== 'unsupported') for (const p of a.passages) evidenced.add(p.id);
        return { text: s.text, section: s.section, state: a.state, sources: a.passages.map((p) => p.place), unsupported: a.unsupported, conflicts: a.conflicts };
      });
      let list = this.candidatesByLanguage.get(language);
      if (!list) this.candidatesByLanguage.set(language, (list = candidates(this.index.sources, language)));
      return { sentences, omissions: omissions(list, viewNote(read.sentences, evidenced, standsOn), read.sections, this.index.sources.passages) };
    });
  }
}

/** Checks one note against its sources. */
export function checkEvidence(sources: EvidenceSources, note: CheckedNote): EvidenceReport {
  return new EvidenceSession(sources).check(note);
}
