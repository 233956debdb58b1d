// The clinician's changes to one note, each saved on the server at once through the
// session's save (which makes the note's evidence stale, so it is fetched again and the
// changed sentences re-aligned): an item edited, an omission added, an omission dismissed.
import type { Omission } from '@shared/evidence';
import type { SessionNote } from '@shared/notes';
import { useAppDispatch } from '../../app/hooks';
import { useSaveSessionMutation } from '../session/model';
import { sectionForOmission, withAddedItem, withItem } from './note-edits';
import { noteItemAdded, noteItemEdited, omissionDismissed } from './notes-slice';

export function useNoteEdits(note: SessionNote, sessionId: string) {
  const dispatch = useAppDispatch();
  const [saveSession, saving] = useSaveSessionMutation();
  const { noteId } = note;
  const save = (change: { sections?: SessionNote['sections']; dismissedOmissions?: string[] }) =>
    void saveSession({ sessionId, patch: { notes: [{ noteId, ...change }] } });

  return {
    failed: saving.isError,
    saving: saving.isLoading,
    edit(section: number, item: number, body: string) {
      if (note.sections[section]?.items[item]?.body === body) return;
      dispatch(noteItemEdited({ noteId, section, item, body }));
      save({ sections: withItem(note.sections, section, item, body) });
    },
    add(omission: Omission) {
      const section = sectionForOmission(note.sections, omission);
      if (section === -1) return;
      dispatch(noteItemAdded({ noteId, section, body: omission.text }));
      save({ sections: withAddedItem(note.sections, section, omission.text) });
    },
    dismiss(omission: Omission) {
      dispatch(omissionDismissed({ noteId, text: omission.text }));
      save({ dismissedOmissions: [...new Set([...(note.dismissedOmissions ?? []), omission.text])] });
    },
  };
}
