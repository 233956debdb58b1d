// The note engine as the PriMock57 and contradiction benchmarks see it: draft a note from a
// transcript, check a note's sentences against a transcript, list what the transcript says
// that the note leaves out ("Not in the note"). Everything the benchmarks need from the
// engine goes through here; to measure another engine, change this module only.
// Today's engine is the note engine package's offline writer and evidence check (its built
// dist/), with the product's templates and note text from the built functions' shared module
// (npm run build:functions builds both).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { functionsDir } from '../../scripts/lib/paths.mjs';

const require = createRequire(import.meta.url);

/** Why the engine cannot be loaded ('' when it can). */
export function engineMissing() {
  const shared = join(functionsDir, 'lib', 'shared');
  const built = [join(shared, 'note-templates.js'), join(shared, 'note-text.js')].every((file) => existsSync(file));
  if (!built || !existsSync(require.resolve('@clinicscribe/clinical-notes'))) return 'Build the functions first: npm run build:functions';
  return '';
}

let loaded;
function engine() {
  if (!loaded) {
    const { draftNote, EvidenceSession, readNoteText } = require('@clinicscribe/clinical-notes');
    const { NOTE_TEMPLATES, noteTemplate } = require(join(functionsDir, 'lib', 'shared', 'note-templates.js'));
    const { noteText } = require(join(functionsDir, 'lib', 'shared', 'note-text.js'));
    loaded = { draftNote, noteText, EvidenceSession, readNoteText, NOTE_TEMPLATES, visitNote: noteTemplate('visit-note') };
  }
  return loaded;
}

/** The engine's name, printed with the numbers. */
export const engineName = 'offline draft generator and evidence check (@clinicscribe/clinical-notes)';

/**
 * A visit note drafted from a transcript ([doctor]/[patient] lines), as plain text (a
 * heading line, a blank line, one item per line). `session` holds what a clinician would
 * set: pronoun and patientName (left out: the engine's defaults); `style`: long by default.
 */
export function draftNote(transcript, session = {}, style = 'long') {
  return draftNoteAndSections(transcript, session, style).text;
}

/** The same draft as text and as the sections the app holds ([{ title, items: [{ title, body }] }]). */
export function draftNoteAndSections(transcript, session = {}, style = 'long') {
  const { draftNote, noteText, visitNote } = engine();
  const note = draftNote(transcript, visitNote, { style, ...session });
  return { text: noteText(note.sections, { bullets: false }), sections: note.sections };
}

/** The sentences of a note's text, as the engine reads them: [{ text, section }]. */
export function noteSentences(text) {
  const { readNoteText, NOTE_TEMPLATES } = engine();
  return readNoteText(text, NOTE_TEMPLATES).sentences.map((s) => ({ text: s.text, section: s.section }));
}

/**
 * States a sentence can have: the engine's own, and 'contradicted' when an engine says a
 * source states the opposite (today's engine has no such state: it marks such a sentence
 * unsupported and gives the reason in `conflicts`).
 */
export const STATES = ['supported', 'partial', 'unsupported', 'contradicted'];

/** A note given as sections ([{ title, lines }]) in the form the app holds notes in. */
const heldNote = (sections) => ({
  sections: sections.map((s) => ({
    title: s.title,
    items: s.lines.map((line) => ({ title: '', body: line })),
  })),
  language: 'en',
});

/**
 * The evidence check of one transcript, for any number of its notes. check(note), the note
 * as plain text or as sections ([{ title, lines }], as the app holds a note), gives
 * { sentences: [{ text, section, state, conflicts }], omissions: [{ text, kind, section }] }.
 */
export function evidenceSession(transcript) {
  const { EvidenceSession, NOTE_TEMPLATES } = engine();
  const session = new EvidenceSession({ transcript }, NOTE_TEMPLATES);
  return {
    check(note) {
      const report = session.check(typeof note === 'string' ? note : heldNote(note));
      return {
        sentences: report.sentences.map((s) => ({ text: s.text, section: s.section, state: s.state, conflicts: s.conflicts ?? [] })),
        omissions: report.omissions.map((o) => ({ text: o.text, kind: o.kind, section: o.section })),
      };
    },
  };
}
