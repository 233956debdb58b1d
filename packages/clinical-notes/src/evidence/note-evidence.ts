// The evidence of a session's note for the notes panel: the same engine as the evidence
// command (EvidenceSession), run on the session's transcript, own notes, context and files'
// text, with each sentence placed in the note's items, the clinician's own sentences told
// apart and dismissed omissions left out. The sources are indexed on each request rather
// than cached, so no patient text stays in memory between calls (a check takes milliseconds).
import { EvidenceSession } from './check';
import { noteSentencePlaces } from './note-places';
import { readNoteSections } from './note-text';
import type { EvidenceSources, NoteEvidence, NoteSentenceEvidence } from './types';
import type { NoteHeadings, NoteSection } from '../draft/types';
import { filesText, type FileText } from '../text/files-text';

/** What a session holds that its notes are checked against. */
export interface SessionSources {
  transcript: EvidenceSources['transcript'];
  ownNotes: string;
  context: string;
  /** What was read from the session's uploaded files. */
  files?: readonly FileText[];
}

/** A note kept in a session, as its evidence reads it. */
export interface SessionNoteSections {
  sections: NoteSection[];
  language: 'en' | 'fr';
  /** The sections as generated: a sentence of the note that is not among them was typed by the clinician. */
  generated?: NoteSection[];
  /** Omissions ("Not in the note") the clinician dismissed for this note, by their text. */
  dismissedOmissions?: string[];
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Whether a sentence was typed by the clinician: the note keeps its sections as generated
 * (`generated`), and a sentence that is not among theirs was written after. A note written
 * before that was kept has no record: none of its sentences counts as typed.
 */
function typedBy(note: SessionNoteSections, templates: NoteHeadings): (text: string) => boolean {
  if (!note.generated) return () => false;
  const written = new Set(readNoteSections(note.generated, templates, note.language).sentences.map((s) => normal(s.text)));
  return (text) => !written.has(normal(text));
}

/**
 * The evidence of `note` against the session's sources and the patient's name the session records,
 * its headings read by the templates'.
 */
export function noteEvidence(contents: SessionSources, note: SessionNoteSections, templates: NoteHeadings, patientName = ''): NoteEvidence {
  const session = new EvidenceSession(
    {
      transcript: contents.transcript,
      ownNotes: contents.ownNotes,
      context: contents.context,
      files: filesText(contents.files),
      patientName,
    },
    templates,
  );
  const report = session.check({ sections: note.sections, language: note.language });
  const places = noteSentencePlaces(note.sections, note.language);
  const typed = typedBy(note, templates);
  const dismissed = new Set(note.dismissedOmissions ?? []);
  return {
    sentences: report.sentences.map((s, i): NoteSentenceEvidence => {
      const byClinician = typed(s.text);
      return {
        ...s,
        state: byClinician && s.state === 'unsupported' ? 'added' : s.state,
        typed: byClinician,
        place: places[i] ?? { section: 0, item: 0, start: 0, end: 0 },
      };
    }),
    omissions: report.omissions.filter((o) => !dismissed.has(o.text)),
  };
}
