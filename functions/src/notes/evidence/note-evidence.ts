// The evidence of a session's note for the notes panel: the same engine as the evidence
// command (EvidenceSession), run on the session's transcript, own notes, context and files'
// text, with each sentence placed in the note's items, the clinician's own sentences told
// apart and dismissed omissions left out. The sources are indexed on each request rather
// than cached, so no patient text stays in memory between calls (a check takes milliseconds).
import { EvidenceSession } from './check';
import { noteSentencePlaces } from './note-places';
import { readNoteSections } from './note-text';
import type { NoteEvidence, NoteSentenceEvidence } from '../../shared/note-evidence';
import type { SessionNote } from '../../shared/notes';
import type { SessionContents } from '../../shared/sessions';
import { filesText } from '@clinicscribe/clinical-notes';

const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Whether a sentence was typed by the clinician: the note keeps its sections as generated
 * (`generated`), and a sentence that is not among theirs was written after. A note written
 * before that was kept has no record: none of its sentences counts as typed.
 */
function typedBy(note: SessionNote): (text: string) => boolean {
  if (!note.generated) return () => false;
  const written = new Set(readNoteSections(note.generated, note.language).sentences.map((s) => normal(s.text)));
  return (text) => !written.has(normal(text));
}

/** The evidence of `note` against the session's sources and the patient's name the session records. */
export function noteEvidence(contents: SessionContents, note: SessionNote, patientName = ''): NoteEvidence {
  const session = new EvidenceSession({
    transcript: contents.transcript,
    ownNotes: contents.ownNotes,
    context: contents.context,
    files: filesText(contents.files),
    patientName,
  });
  const report = session.check({ sections: note.sections, language: note.language });
  const places = noteSentencePlaces(note.sections, note.language);
  const typed = typedBy(note);
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
