// The diagnosis codes calls, as RTK Query endpoints: a note's suggestions with the codes saved
// with it, a search of the code set, and the save of the accepted codes (the suggestions'
// cache then holds what was saved, so the panel shows it without asking again); and, for the
// admin console, the code set in use, an upload of a CMS file, its import, and the way back to
// the built-in release.
import type {
  CodeSearchAnswer,
  CodeSetState,
  CodeSetUploadAnswer,
  CodeSetUploadRequest,
  CodesAcceptAnswer,
  CodesAcceptRequest,
  NoteCodeSuggestions,
} from '@shared/codes';
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
    /** The code set in use. */
    codeSetRelease: build.query<CodeSetState, void>({
      query: () => ({ path: '/codes/release' }),
    }),
    /** Where to send a CMS file (a presigned PUT). */
    presignCodeSet: build.mutation<CodeSetUploadAnswer, CodeSetUploadRequest>({
      query: (body) => ({ path: '/codes/release/upload', body }),
    }),
    /** The uploaded file, checked and made the code set in use. */
    importCodeSet: build.mutation<CodeSetState, { key: string }>({
      query: (body) => ({ path: '/codes/release/import', body }),
    }),
    /** Back to the release built into the product. */
    resetCodeSet: build.mutation<CodeSetState, void>({
      query: () => ({ path: '/codes/release', method: 'DELETE' }),
    }),
  }),
});

// The Codes panel says in place what failed, with the refusal's reason.
showErrorsInline('suggestCodes', 'searchCodes', 'saveCodes', 'codeSetRelease', 'presignCodeSet', 'importCodeSet', 'resetCodeSet');

export const {
  useSuggestCodesQuery,
  useSearchCodesQuery,
  useSaveCodesMutation,
  useCodeSetReleaseQuery,
  usePresignCodeSetMutation,
  useImportCodeSetMutation,
  useResetCodeSetMutation,
} = codesApi;
