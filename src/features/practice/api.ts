// The practice's calls: the caller's practice (members, roles, invitations, usage), creating
// one, inviting and managing members, leaving, transferring, closing, the practice log, the
// seats and their quote, and an invitation's link (its preview, accepting it). The server
// checks every caller's role; the page only offers what the role allows.
import type {
  AcceptInvitationAnswer,
  CreatePracticeAnswer,
  InvitationLink,
  InvitationPreview,
  InvitationSentAnswer,
  InvitedRole,
  MemberRoleAnswer,
  MyPracticeView,
  PracticeLogPage,
  PracticeSeatsRequest,
} from '@shared/practices';
import type { PracticeSeatsQuote, PracticeSeatsQuoteRequest, PracticeSeatsResult } from '@shared/practice-seats';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

export type { PracticeSeatsQuote };

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

export const practiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    myPractice: build.query<MyPracticeView, string>({
      // The argument (the user's id) keeps one answer per signed-in user.
      query: () => ({ path: '/practices/mine' }),
      providesTags: ['Practice'],
    }),
    createPractice: build.mutation<CreatePracticeAnswer, { name: string }>({
      query: (body) => ({ path: '/practices', body }),
      invalidatesTags: ['Practice', 'PracticeLog'],
    }),
    invite: build.mutation<InvitationSentAnswer, { email: string; role: InvitedRole }>({
      query: (body) => ({ path: '/practices/invitations', body }),
      invalidatesTags: ['Practice', 'PracticeLog'],
    }),
    resendInvitation: build.mutation<InvitationSentAnswer, string>({
      query: (invitationId) => ({ path: '/practices/invitations/resend', body: { invitationId } }),
      invalidatesTags: ['Practice', 'PracticeLog'],
    }),
    revokeInvitation: build.mutation<unknown, string>({
      query: (invitationId) => ({ path: '/practices/invitations/revoke', body: { invitationId } }),
      invalidatesTags: ['Practice', 'PracticeLog'],
    }),
    changeRole: build.mutation<MemberRoleAnswer, { uid: string; role: InvitedRole; version: number }>({
      query: (body) => ({ path: '/practices/members/role', body }),
      // A refused change (someone else changed the member) also reloads what the page shows.
      invalidatesTags: ['Practice', 'PracticeLog'],
    }),
    removeMember: build.mutation<unknown, string>({
      query: (uid) => ({ path: '/practices/members/remove', body: { uid } }),
      invalidatesTags: ['Practice', 'PracticeLog'],
    }),
    transferOwnership: build.mutation<unknown, string>({
      query: (uid) => ({ path: '/practices/transfer', body: { uid } }),
      invalidatesTags: ['Practice', 'PracticeLog'],
    }),
    leavePractice: build.mutation<unknown, void>({
      query: () => ({ path: '/practices/leave', body: {} }),
      invalidatesTags: ['Practice'],
    }),
    closePractice: build.mutation<unknown, void>({
      query: () => ({ path: '/practices/close', body: {} }),
      invalidatesTags: ['Practice'],
    }),
    practiceLog: build.query<PracticeLogPage['entries'], void>({
      query: () => ({ path: '/practices/log' }),
      transformResponse: (answer: PracticeLogPage) => answer.entries,
      providesTags: ['PracticeLog'],
      keepUnusedDataFor: 0,
    }),
    seatsQuote: build.query<PracticeSeatsQuote, PracticeSeatsQuoteRequest>({
      query: (request) => ({ path: `/practices/seats/quote?${query(request)}` }),
      keepUnusedDataFor: 30,
    }),
    buySeats: build.mutation<PracticeSeatsResult, PracticeSeatsRequest>({
      query: (body) => ({ path: '/practices/seats', body }),
      invalidatesTags: ['Practice', 'PracticeLog'],
    }),
    invitationPreview: build.query<InvitationPreview, InvitationLink>({
      query: (link) => ({ path: `/practices/invitations/preview?${query(link)}` }),
      keepUnusedDataFor: 0,
    }),
    acceptInvitation: build.mutation<AcceptInvitationAnswer, InvitationLink>({
      query: (body) => ({ path: '/practices/invitations/accept', body }),
      invalidatesTags: ['Practice'],
    }),
  }),
});

// The page says in place what was refused (by the catalogue's key), next to what was tried.
showErrorsInline(
  'myPractice',
  'createPractice',
  'invite',
  'resendInvitation',
  'revokeInvitation',
  'changeRole',
  'removeMember',
  'transferOwnership',
  'leavePractice',
  'closePractice',
  'practiceLog',
  'seatsQuote',
  'buySeats',
  'invitationPreview',
  'acceptInvitation',
);

export const {
  useMyPracticeQuery,
  useCreatePracticeMutation,
  useInviteMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useTransferOwnershipMutation,
  useLeavePracticeMutation,
  useClosePracticeMutation,
  usePracticeLogQuery,
  useSeatsQuoteQuery,
  useBuySeatsMutation,
  useInvitationPreviewQuery,
  useAcceptInvitationMutation,
} = practiceApi;
