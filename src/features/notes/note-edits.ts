// A note's sections after one change by the clinician: an item's text replaced, or a
// statement from "Not in the note" added at the end of the section it belongs to.
import type { Omission } from '@shared/evidence';
import type { NoteSection } from '@shared/notes';

/** The sections with one item's text replaced. */
export function withItem(sections: readonly NoteSection[], section: number, item: number, body: string): NoteSection[] {
  return sections.map((sec, si) =>
    si !== section ? sec : { ...sec, items: sec.items.map((it, ii) => (ii === item ? { ...it, body } : it)) },
  );
}

/**
 * The section an omission goes to: the one whose heading the check named, else the last
 * (what comes of a visit is written last); -1 for a note without sections.
 */
export function sectionForOmission(sections: readonly NoteSection[], omission: Pick<Omission, 'section'>): number {
  const named = sections.findIndex((s) => s.title === omission.section);
  return named !== -1 ? named : sections.length - 1;
}

/** The sections with `body` added as a new item at the end of section `section`. */
export function withAddedItem(sections: readonly NoteSection[], section: number, body: string): NoteSection[] {
  return sections.map((sec, si) => (si !== section ? sec : { ...sec, items: [...sec.items, { title: '', body }] }));
}
