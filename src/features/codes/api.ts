// The diagnosis codes calls, as RTK Query endpoints: a note's suggestions with the codes saved
// with it, a search of the code set, and the save of the accepted codes (the suggestions'
// cache then holds what was saved, so the panel shows it without asking again).
import type { CodeSearchAnswer, CodesAcceptAnswer, CodesAcceptRequest, NoteCodeSuggestions } from '@shared/codes';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

export interface NoteRef {
  sessionId: string;
  noteId: string;
}

export const codesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The release, the suggestions with their evidence, and the codes saved with the note. */
    suggestCodes: build.query<NoteCodeSuggestions, NoteRef>({
      query: (ref) => ({ path: '/codes/suggest', body: ref }),
    }),
    /** Billable codes by code or words, best first. */
    searchCodes: build.query<CodeSearchAnswer, string>({
      query: (q) => ({ path: `/codes/search?${new URLSearchParams({ q, billableOnly: 'true' })}` }),
    }),
    /** Replaces the note's codes; the note's suggestions then hold what was saved. */
    saveCodes: build.mutation<CodesAcceptAnswer, CodesAcceptRequest>({
      query: (body) => ({ path: '/codes/accepted', body }),
      async onQueryStarted({ sessionId, noteId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            codesApi.util.updateQueryData('suggestCodes', { sessionId, noteId }, (draft) => {
              draft.saved = data.saved;
            }),
          );
        } catch {
          // A refusal is shown by the panel; the codes saved before stay as they were.
        }
      },
    }),
  }),
});

// The Codes panel says in place what failed, with the refusal's reason.
showErrorsInline('suggestCodes', 'searchCodes', 'saveCodes');

export const { useSuggestCodesQuery, useSearchCodesQuery, useSaveCodesMutation } = codesApi;
