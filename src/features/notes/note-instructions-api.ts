// Editing a note by instruction, as RTK Query endpoints: apply an instruction (the revised note
// replaces the note in the notes slice, as a generated one does), undo the last one, and the
// note's history of versions; with a model, a free instruction's revision to accept. A refusal
// is shown under the note (its catalogue key).
import type {
  NoteInstructionAnswer,
  NoteInstructionApplyAnswer,
  NoteInstructionRequest,
  NoteRevisionAccept,
  NoteVersionRef,
  NoteVersionSummary,
} from '@shared/note-instructions';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';
import { noteStreamed } from './note-events';

/** The revised note goes where generated notes go, its history is the one answered, and its checks are fetched again. */
const revised = {
  async onQueryStarted(
    { sessionId, noteId }: NoteVersionRef,
    { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: NoteInstructionApplyAnswer }> },
  ) {
    try {
      const { data } = await queryFulfilled;
      // A model's revision waits for the clinician: nothing changed yet.
      if ('proposal' in data) return;
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
    applyNoteInstruction: build.mutation<NoteInstructionApplyAnswer, NoteInstructionRequest>({
      query: (body) => ({ path: '/note-instructions/apply', body }),
      ...revised,
    }),
    acceptNoteRevision: build.mutation<NoteInstructionAnswer, NoteRevisionAccept>({
      query: (body) => ({ path: '/note-instructions/accept', body }),
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

showErrorsInline('applyNoteInstruction', 'acceptNoteRevision', 'undoNoteInstruction', 'noteHistory');

export const { useApplyNoteInstructionMutation, useAcceptNoteRevisionMutation, useUndoNoteInstructionMutation, useNoteHistoryQuery } =
  noteInstructionsApi;
