// A note as a session document stores it (in the sealed contents of users/{uid}/sessions/{id},
// its history's versions too) and as the account's data export gives it: under the names it
// has always been stored with (a note's `noteSubheadings`, a section's `subheadingTitle` and
// `content`, an item's `stringTitle` and `stringBody`). Sessions already stored keep those
// names, so the stored shape does not change; everything else works on the note as the domain
// names it (./notes.ts: sections, each a title and items, each a title and a body). The session
// store maps here, once, when it opens and seals a session's contents; no other module names
// the stored fields (lint refuses them elsewhere: scripts/eslint/stored-note-names.mjs).
import type { NoteState, NoteVersion } from './note-instructions';
import type { NoteItem, NoteSection, SessionNote } from './notes';
import type { SessionContents } from './sessions';

/** An item as stored: its label and its text. */
export interface StoredNoteItem {
  stringTitle: string;
  stringBody: string;
}

/** A section as stored: its heading and its items. */
export interface StoredNoteSection {
  subheadingTitle: string;
  content: StoredNoteItem[];
}

/** A note as stored: its sections (and the sections as generated) under their stored names. */
export type StoredSessionNote = Omit<SessionNote, 'sections' | 'generated'> & {
  noteSubheadings: StoredNoteSection[];
  generated?: StoredNoteSection[];
};

/** A version's note as stored. */
export type StoredNoteState = Omit<NoteState, 'sections' | 'generated'> & {
  noteSubheadings: StoredNoteSection[];
  generated?: StoredNoteSection[];
};

/** One instruction applied to a note, as stored: the note before and after in the stored shape. */
export type StoredNoteVersion = Omit<NoteVersion, 'before' | 'after'> & { before: StoredNoteState; after: StoredNoteState };

/** A session's sealed contents as stored. */
export type StoredSessionContents = Omit<SessionContents, 'notes' | 'noteHistory'> & {
  notes?: StoredSessionNote[];
  noteHistory?: Record<string, StoredNoteVersion[]>;
};

/** An item → as stored (other fields are kept as they are). */
export function toStoredItem({ title, body, ...rest }: NoteItem): StoredNoteItem {
  return { ...rest, stringTitle: title, stringBody: body };
}

/** A stored item → the domain's (a field missing from an old document reads as empty). */
export function fromStoredItem({ stringTitle, stringBody, ...rest }: StoredNoteItem): NoteItem {
  return { ...rest, title: stringTitle ?? '', body: stringBody ?? '' };
}

/** Sections → as stored. */
export function toStoredSections(sections: readonly NoteSection[]): StoredNoteSection[] {
  return sections.map(({ title, items, ...rest }) => ({ ...rest, subheadingTitle: title, content: items.map(toStoredItem) }));
}

/** Stored sections → the domain's. */
export function fromStoredSections(sections: readonly StoredNoteSection[]): NoteSection[] {
  return sections.map(({ subheadingTitle, content, ...rest }) => ({
    ...rest,
    title: subheadingTitle ?? '',
    items: (content ?? []).map(fromStoredItem),
  }));
}

type DomainNote = Pick<SessionNote, 'sections' | 'generated'>;
type StoredNote = Pick<StoredSessionNote, 'noteSubheadings' | 'generated'>;

function toStoredNoteOf<T extends DomainNote>({ sections, generated, ...rest }: T): Omit<T, 'sections' | 'generated'> & StoredNote {
  return { ...rest, noteSubheadings: toStoredSections(sections), ...(generated ? { generated: toStoredSections(generated) } : {}) };
}

function fromStoredNoteOf<T extends StoredNote>({
  noteSubheadings,
  generated,
  ...rest
}: T): Omit<T, 'noteSubheadings' | 'generated'> & DomainNote {
  return {
    ...rest,
    sections: fromStoredSections(noteSubheadings ?? []),
    ...(generated ? { generated: fromStoredSections(generated) } : {}),
  };
}

/** A note → as stored. */
export const toStoredNote = (note: SessionNote): StoredSessionNote => toStoredNoteOf(note);

/** A stored note → the domain's. */
export const fromStoredNote = (note: StoredSessionNote): SessionNote => fromStoredNoteOf(note);

/** A version of a note → as stored. */
export const toStoredVersion = ({ before, after, ...rest }: NoteVersion): StoredNoteVersion => ({
  ...rest,
  before: toStoredNoteOf(before),
  after: toStoredNoteOf(after),
});

/** A stored version → the domain's. */
export const fromStoredVersion = ({ before, after, ...rest }: StoredNoteVersion): NoteVersion => ({
  ...rest,
  before: fromStoredNoteOf(before),
  after: fromStoredNoteOf(after),
});

const mapHistory = <A, B>(history: Record<string, A[]>, map: (version: A) => B): Record<string, B[]> =>
  Object.fromEntries(Object.entries(history).map(([noteId, versions]) => [noteId, versions.map(map)]));

/** A session's contents → as stored (only the notes and their histories change). */
export function toStoredContents({ notes, noteHistory, ...rest }: SessionContents): StoredSessionContents {
  return {
    ...rest,
    ...(notes ? { notes: notes.map(toStoredNote) } : {}),
    ...(noteHistory ? { noteHistory: mapHistory(noteHistory, toStoredVersion) } : {}),
  };
}

/** Stored contents → the domain's. */
export function fromStoredContents({ notes, noteHistory, ...rest }: StoredSessionContents): SessionContents {
  return {
    ...rest,
    ...(notes ? { notes: notes.map(fromStoredNote) } : {}),
    ...(noteHistory ? { noteHistory: mapHistory(noteHistory, fromStoredVersion) } : {}),
  };
}
