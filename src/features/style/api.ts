// The standing-rules calls: the clinician's rules and the offers waiting, an export told to the
// server (which compares the notes with their drafts and may offer a rule), and what the
// clinician does with a rule or an offer. Every answer refreshes the list.
import type {
  StyleExportedAnswer,
  StyleExportedRequest,
  StyleRuleCreate,
  StyleRulesAnswer,
  StyleRuleUpdate,
  StyleRuleView,
} from '@shared/note-style';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

/** Which rule wins when a rule contradicts an accepted one. */
export type StyleWins = 'new' | 'existing';

export const styleApi = api.injectEndpoints({
  endpoints: (build) => ({
    styleRules: build.query<StyleRulesAnswer, void>({
      query: () => ({ path: '/note-style' }),
      providesTags: ['StyleRules'],
    }),
    /** Notes were copied or downloaded: the server reads what the clinician changed in their drafts. */
    notesExported: build.mutation<StyleExportedAnswer, StyleExportedRequest>({
      query: (body) => ({ path: '/note-style/exported', body }),
      invalidatesTags: ['StyleRules'],
    }),
    acceptStyleOffer: build.mutation<StyleRuleView, { id: string; wins?: StyleWins }>({
      query: ({ id, wins }) => ({ path: `/note-style/offers/${encodeURIComponent(id)}/accept`, body: wins ? { wins } : {} }),
      invalidatesTags: ['StyleRules'],
    }),
    rejectStyleOffer: build.mutation<unknown, string>({
      query: (id) => ({ path: `/note-style/offers/${encodeURIComponent(id)}/reject`, body: {} }),
      invalidatesTags: ['StyleRules'],
    }),
    createStyleRule: build.mutation<StyleRuleView, StyleRuleCreate>({
      query: (body) => ({ path: '/note-style/rules', body }),
      invalidatesTags: ['StyleRules'],
    }),
    updateStyleRule: build.mutation<StyleRuleView, { id: string } & StyleRuleUpdate>({
      query: ({ id, ...body }) => ({ path: `/note-style/rules/${encodeURIComponent(id)}`, body, method: 'PATCH' }),
      invalidatesTags: ['StyleRules'],
    }),
    deleteStyleRule: build.mutation<unknown, string>({
      query: (id) => ({ path: `/note-style/rules/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['StyleRules'],
    }),
  }),
});

// The screens say in place what failed (a contradiction is asked as a question there); an
// export's report failing changes nothing for the clinician.
showErrorsInline(
  'styleRules',
  'notesExported',
  'acceptStyleOffer',
  'rejectStyleOffer',
  'createStyleRule',
  'updateStyleRule',
  'deleteStyleRule',
);

export const {
  useStyleRulesQuery,
  useNotesExportedMutation,
  useAcceptStyleOfferMutation,
  useRejectStyleOfferMutation,
  useCreateStyleRuleMutation,
  useUpdateStyleRuleMutation,
  useDeleteStyleRuleMutation,
} = styleApi;
