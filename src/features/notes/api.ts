// The notes calls, as RTK Query endpoints: generating notes (the answer streams, line by
// line, into the notes slice), checking one note against its sources, and the evidence of
// each of its sentences with what it leaves out.
import type { NoteEvidence, NoteEvidenceRequest } from '@shared/note-evidence';
import type { NoteFact, NoteGenerationRequest } from '@shared/notes';
import { api, toApiFailure } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';
import { noteStreamed } from './note-events';

/** The panel and the stop listener share one generation's state under this key. */
export const NOTES_GENERATION = 'notes-generation';

export const notesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Resolves when the stream ends; its lines arrive as `noteStreamed` actions meanwhile. */
    generateNotes: build.mutation<null, NoteGenerationRequest>({
      async queryFn(request, { dispatch, signal }) {
        try {
          const { generateNotes } = await import('../../lib/api/notes');
          await generateNotes(request, (event) => dispatch(noteStreamed(event)), signal);
          return { data: null };
        } catch (error) {
          return { error: toApiFailure(error) };
        }
      },
      // New notes: their checks are computed again.
      invalidatesTags: (_result, _error, { sessionId }) => [{ type: 'NoteCheck', id: sessionId }],
    }),
    /** The note's facts, flagged ones first. Refetched whenever the session is saved. */
    checkNote: build.query<NoteFact[], { sessionId: string; noteId: string }>({
      query: (request) => ({ path: '/notes/check', body: request }),
      transformResponse: (answer: { facts: NoteFact[] }) =>
        [...answer.facts].sort((a, b) => Number(Boolean(b.flagged)) - Number(Boolean(a.flagged))),
      providesTags: (_result, _error, { sessionId }) => [{ type: 'NoteCheck', id: sessionId }],
    }),
    /** Each sentence's state and passages, and "Not in the note". Saving the session (an edit, an added item) re-aligns it. */
    noteEvidence: build.query<NoteEvidence, NoteEvidenceRequest>({
      query: (request) => ({ path: '/notes/evidence', body: request }),
      providesTags: (_result, _error, { sessionId }) => [{ type: 'NoteCheck', id: sessionId }],
    }),
  }),
});

// The notes panel says in place what failed (with a retry).
showErrorsInline('generateNotes', 'checkNote', 'noteEvidence');

export const { useGenerateNotesMutation, useCheckNoteQuery, useNoteEvidenceQuery } = notesApi;
