// "Not in the note" for the evidence check: every omission is a fact of the visit model
// (@clinicscribe/clinical-notes, factsNotInNote and deniedNotInNote) that the note does not
// state, read by the check itself (check.ts). What is left here adapts the session to that:
// the note's sentences as the check reads them, and the omissions of candidates other than
// the model's, placed in the note's sections. The model holds medications with their dosing
// and status, vital signs, results and plan items by kind, so no candidate is read from the
// sources' wording any more.
import type { Omission, OmissionKind } from '../../shared/evidence';
import type { Utterance } from '../offline/analyse';
import type { NoteSection, NoteSentence } from './note-text';
import { sectionFor, type Destination } from './sections';
import type { Passage, ReadSources } from './sources';
import type { Lang } from '../offline/phrases';

/** A statement of the sources, before it is checked against the note. */
export interface Candidate {
  kind: OmissionKind;
  destination: Destination;
  /** The sentence to add and its source when the note leaves it out; undefined when the note covers it. */
  missing: (note: NoteView) => { text: string; utterance: Utterance } | undefined;
}

/** What the note says, as a candidate reads it: its sentences, the passages supporting them, and those each stands on. */
export interface NoteView {
  sentences: readonly NoteSentence[];
  /** Passages that support a sentence of the note. */
  evidenced: ReadonlySet<number>;
  /** For each sentence, the passages (passageKey) it stands on. */
  standsOn: ReadonlyArray<readonly string[]>;
}

/** A passage of a source, as a note sentence stands on it. */
export const passageKey = (u: Utterance): string => `${u.id}`;

/** The note's sentences, read for coverage; `standsOn` lists, for each sentence, the passages (passageKey) it stands on. */
export function viewNote(sentences: readonly NoteSentence[], evidenced: ReadonlySet<number> = new Set(), standsOn: ReadonlyArray<readonly string[]> = []): NoteView {
  return { sentences, evidenced, standsOn };
}

/**
 * The statements of the sources to check besides the visit model's facts: none. Every
 * omission comes from the model (its facts are listed by the check), so a fact is offered once
 * and in the model's own words.
 */
export function candidates(_sources: ReadSources, _lang: Lang): Candidate[] {
  return [];
}

/** The candidates the note does not cover, each placed in the note's section for it. */
export function omissions(list: readonly Candidate[], note: NoteView, sections: readonly NoteSection[], passages: readonly Passage[]): Omission[] {
  const out: Omission[] = [];
  const listed = new Set<string>();
  for (const c of list) {
    const left = c.missing(note);
    if (!left || listed.has(left.text)) continue;
    listed.add(left.text);
    out.push({ text: left.text, kind: c.kind, section: sectionFor(c.destination, sections), source: passages[left.utterance.id].place });
  }
  return out;
}
