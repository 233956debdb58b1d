// The instruction box under a note: what is typed, applying it (the revised note replaces the
// note, as one version in its history), undoing the last instruction, and what to say under
// the box: the instruction applied, or why it was not (its catalogue key and values). With a
// model, a free instruction comes back as a revision the clinician accepts or discards.
import { useState } from 'react';
import type { NoteRevisionProposal } from '@shared/note-instructions';
import type { SessionNote } from '@shared/notes';
import type { ApiFailure } from '../../app/api';
import { failureMessage } from '../../app/api-errors';
import {
  useAcceptNoteRevisionMutation,
  useApplyNoteInstructionMutation,
  useNoteHistoryQuery,
  useUndoNoteInstructionMutation,
} from './note-instructions-api';

/** The examples listed beside the box, by their key under notes.instructions.examples (one per kind of instruction). */
export const INSTRUCTION_EXAMPLES = ['shorten', 'numbered', 'prose', 'replace', 'remove', 'rename', 'move', 'add', 'language'] as const;

export type InstructionNotice =
  | { kind: 'applied'; instruction: string }
  | { kind: 'undone' }
  | { kind: 'failed'; key: string; values?: Record<string, string>; unknown: boolean };

export function useNoteInstructions(note: SessionNote, sessionId: string) {
  const ref = { sessionId, noteId: note.noteId };
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<InstructionNotice | null>(null);
  /** A model's revision of a free instruction, waiting for Accept or Discard. */
  const [proposal, setProposal] = useState<NoteRevisionProposal | null>(null);
  const [applyInstruction, applying] = useApplyNoteInstructionMutation();
  const [acceptRevision, accepting] = useAcceptNoteRevisionMutation();
  const [undoInstruction, undoing] = useUndoNoteInstructionMutation();
  const history = useNoteHistoryQuery(ref);
  const canUndo = (history.data ?? []).some((v) => !v.undone && v.noteCreatedAt === note.createdAt);

  const failed = (error: unknown) => {
    const failure = error as ApiFailure;
    setNotice({ kind: 'failed', ...failureMessage(failure), unknown: failure.key === 'notesInstructionUnknown' });
  };

  async function apply() {
    const instruction = text.trim();
    if (!instruction) return;
    setProposal(null);
    try {
      const answer = await applyInstruction({ ...ref, instruction }).unwrap();
      if ('proposal' in answer) {
        setProposal(answer.proposal);
        setNotice(null);
        return;
      }
      setNotice({ kind: 'applied', instruction });
      setText('');
    } catch (error) {
      failed(error);
    }
  }

  async function accept() {
    if (!proposal) return;
    try {
      await acceptRevision({ ...ref, instruction: proposal.instruction, sections: proposal.sections }).unwrap();
      setNotice({ kind: 'applied', instruction: proposal.instruction });
      setProposal(null);
      setText('');
    } catch (error) {
      failed(error);
    }
  }

  async function undo() {
    try {
      await undoInstruction(ref).unwrap();
      setNotice({ kind: 'undone' });
    } catch (error) {
      failed(error);
    }
  }

  return {
    text,
    setText,
    notice,
    apply,
    undo,
    canUndo,
    proposal,
    accept,
    discard: () => setProposal(null),
    busy: applying.isLoading || undoing.isLoading || accepting.isLoading,
  };
}
