import type { NoteVersion } from '../note-instructions';
import type { SessionNote } from '../notes';
import type { SessionContents } from '../sessions';
import {
  fromStoredContents,
  fromStoredNote,
  fromStoredSections,
  toStoredContents,
  toStoredNote,
  toStoredSections,
  type StoredSessionNote,
} from '../stored-note';

const note: SessionNote = {
  noteId: 'soap',
  sections: [
    { title: 'Subjective', items: [{ title: 'Medications', body: 'Ibuprofen 400 mg.' }] },
    { title: 'Plan', items: [{ title: '', body: 'Review in 2 weeks.' }] },
  ],
  generated: [{ title: 'Plan', items: [{ title: '', body: 'Review in 3 weeks.' }] }],
  generator: 'offline',
  label: 'Offline draft',
  language: 'en',
  createdAt: 1_700_000_000_000,
  facts: [{ kind: 'medication', text: 'Ibuprofen 400 mg', source: null }],
  edited: true,
  dismissedOmissions: ['Rest.'],
  styleRules: ['rule-1'],
};

// The shape session documents have always stored: it must not change.
const stored: StoredSessionNote = {
  noteId: 'soap',
  noteSubheadings: [
    { subheadingTitle: 'Subjective', content: [{ stringTitle: 'Medications', stringBody: 'Ibuprofen 400 mg.' }] },
    { subheadingTitle: 'Plan', content: [{ stringTitle: '', stringBody: 'Review in 2 weeks.' }] },
  ],
  generated: [{ subheadingTitle: 'Plan', content: [{ stringTitle: '', stringBody: 'Review in 3 weeks.' }] }],
  generator: 'offline',
  label: 'Offline draft',
  language: 'en',
  createdAt: 1_700_000_000_000,
  facts: [{ kind: 'medication', text: 'Ibuprofen 400 mg', source: null }],
  edited: true,
  dismissedOmissions: ['Rest.'],
  styleRules: ['rule-1'],
};

const version = (before: SessionNote, after: SessionNote): NoteVersion => ({
  version: 1,
  at: 5,
  by: { uid: 'u1' },
  instruction: 'shorten the plan',
  kind: 'shorten',
  noteCreatedAt: before.createdAt,
  before: { sections: before.sections, language: before.language, facts: before.facts, generated: before.generated },
  after: { sections: after.sections, language: after.language, facts: after.facts },
});

describe('a note as stored', () => {
  it('is written under the stored names, every other field as it is', () => {
    expect(toStoredNote(note)).toEqual(stored);
    expect(JSON.parse(JSON.stringify(toStoredNote(note)))).not.toHaveProperty('sections');
  });

  it('is read back to the domain shape', () => {
    expect(fromStoredNote(stored)).toEqual(note);
    expect(fromStoredNote(toStoredNote(note))).toEqual(note);
  });

  it('leaves out the sections as generated when a note has none', () => {
    const { generated: _generated, ...plain } = note;
    expect(toStoredNote(plain)).not.toHaveProperty('generated');
    expect(fromStoredNote(toStoredNote(plain))).toEqual(plain);
  });

  it('reads an item or a section missing a field of an old document as empty', () => {
    const old = [{ subheadingTitle: 'Plan' }, { content: [{ stringBody: 'Rest.' }] }] as unknown as Parameters<
      typeof fromStoredSections
    >[0];
    expect(fromStoredSections(old)).toEqual([
      { title: 'Plan', items: [] },
      { title: '', items: [{ title: '', body: 'Rest.' }] },
    ]);
    expect(toStoredSections(note.sections)).toEqual(stored.noteSubheadings);
  });
});

describe("a session's contents as stored", () => {
  const shorter: SessionNote = { ...note, sections: [note.sections[1]] };
  const contents: SessionContents = {
    transcript: 'Doctor: how is the knee?',
    ownNotes: 'Seen today.',
    context: '',
    participants: [{ name: 'Jane Roe', role: 'patient' }],
    notes: [shorter],
    noteHistory: { soap: [version(note, shorter)] },
    files: [],
  };

  it('stores the notes and the versions of their history under the stored names, the rest as it is', () => {
    const sealed = toStoredContents(contents);
    expect(sealed.notes).toEqual([{ ...stored, noteSubheadings: [stored.noteSubheadings[1]] }]);
    const [first] = sealed.noteHistory?.soap ?? [];
    expect(first.before).toEqual({
      noteSubheadings: stored.noteSubheadings,
      language: 'en',
      facts: stored.facts,
      generated: stored.generated,
    });
    expect(first.after).toEqual({ noteSubheadings: [stored.noteSubheadings[1]], language: 'en', facts: stored.facts });
    expect(first).toMatchObject({ version: 1, kind: 'shorten', instruction: 'shorten the plan', by: { uid: 'u1' } });
    expect(sealed).toMatchObject({
      transcript: contents.transcript,
      ownNotes: 'Seen today.',
      participants: contents.participants,
      files: [],
    });
  });

  it('reads stored contents back as they were', () => {
    expect(fromStoredContents(toStoredContents(contents))).toEqual(contents);
  });

  it('adds no notes or history to contents that have none', () => {
    const bare = { transcript: 'x', ownNotes: '', context: '', participants: [] };
    expect(toStoredContents(bare)).toEqual(bare);
    expect(fromStoredContents(bare)).toEqual(bare);
  });
});
