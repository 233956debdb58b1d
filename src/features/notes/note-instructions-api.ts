// Editing a note by instruction, as RTK Query endpoints: apply an instruction (the revised note
// replaces the note in the notes slice, as a generated one does), undo the last one, and the
// note's history of versions. A refusal is shown under the note (its catalogue key).
import type { NoteInstructionAnswer, NoteInstructionRequest, NoteVersionRef, NoteVersionSummary } from '@shared/note-instructions';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';
import { noteStreamed } from './note-events';

/** The revised note goes where generated notes go, its history is the one answered, and its checks are fetched again. */
const revised = {
  async onQueryStarted(
    { sessionId, noteId }: NoteVersionRef,
    { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: NoteInstructionAnswer }> },
  ) {
    try {
      const { data } = await queryFulfilled;
      dispatch(noteStreamed({ type: 'note', note: data.note }));
      dispatch(noteInstructionsApi.util.upsertQueryData('noteHistory', { sessionId, noteId }, data.history));
    } catch {
      // Shown under the note by the component that asked.
    }
  },
  invalidatesTags: (_result: unknown, _error: unknown, { sessionId }: NoteVersionRef) => [{ type: 'NoteCheck' as const, id: sessionId }],
};

export const noteInstructionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyNoteInstruction: build.mutation<NoteInstructionAnswer, NoteInstructionRequest>({
      query: (body) => ({ path: '/note-instructions/apply', body }),
      ...revised,
    }),
    undoNoteInstruction: build.mutation<NoteInstructionAnswer, NoteVersionRef>({
      query: (body) => ({ path: '/note-instructions/undo', body }),
      ...revised,
    }),
    noteHistory: build.query<NoteVersionSummary[], NoteVersionRef>({
      query: ({ sessionId, noteId }) => ({
        path: `/note-instructions/history?sessionId=${encodeURIComponent(sessionId)}&noteId=${encodeURIComponent(noteId)}`,
      }),
      transformResponse: (answer: { history: NoteVersionSummary[] }) => answer.history,
    }),
  }),
});

showErrorsInline('applyNoteInstruction', 'undoNoteInstruction', 'noteHistory');

export const { useApplyNoteInstructionMutation, useUndoNoteInstructionMutation, useNoteHistoryQuery } = noteInstructionsApi;
