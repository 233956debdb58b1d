// The admin console's calls: users (a page, search), a user's usage, plan / notes / time /
// internal changes, reviews, promo codes, special links, the audit trail, the security log and
// the practices. Every change invalidates the users and the audit trail, which refetch when shown.
import type { AdminAuditPage, AdminReviewRow, AdminUsersPage, AdminUserUsage, SpecialLinkDoc, SpecialLinkInput } from '@shared/admin';
import type { PromoCodeDoc, PromoCodeInput } from '@shared/promo-codes';
import type { SecurityEventKind, SecurityEventsPage } from '@shared/security-events';
import type { AdminPracticeRow } from '@shared/practices';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

export interface UsersRequest {
  uid: string;
  search: string;
  after: string | null;
}

/** One change to a user, as the Users view makes it. */
export type UserChange =
  | { kind: 'plan'; planName: string }
  | { kind: 'notes'; notesLeft: number }
  | { kind: 'time'; timeLimit: number }
  | { kind: 'internal'; isInternal: boolean };

const changeRequest = (uid: string, userId: string, change: UserChange) => {
  switch (change.kind) {
    case 'plan':
      return { path: '/admin/plan', body: { uid, userId, planName: change.planName } };
    case 'notes':
      return { path: '/admin/notes', body: { uid, userId, notesLeft: change.notesLeft } };
    case 'time':
      return { path: '/admin/time', body: { uid, userId, timeLimit: change.timeLimit } };
    default:
      return { path: '/admin/internal', body: { uid, userId, isInternal: change.isInternal } };
  }
};

const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUsersPage, UsersRequest>({
      query: ({ uid, search, after }) => ({ path: '/admin/users', body: { uid, search, after } }),
      providesTags: ['AdminUsers'],
    }),
    adminUserUsage: build.query<AdminUserUsage['usage'], string>({
      query: (userId) => ({ path: `/admin/users/${encodeURIComponent(userId)}/usage` }),
      transformResponse: (answer: AdminUserUsage) => answer.usage,
      providesTags: ['AdminUsers'],
    }),
    changeUser: build.mutation<unknown, { uid: string; userId: string; change: UserChange }>({
      query: ({ uid, userId, change }) => changeRequest(uid, userId, change),
      invalidatesTags: ['AdminUsers', 'AdminAudit'],
    }),
    sendToAutomation: build.mutation<unknown, { adminUid: string; targetUserId: string }>({
      query: (body) => ({ path: '/crm/send-user-to-automation', body }),
      invalidatesTags: ['AdminAudit'],
    }),
    adminReviews: build.query<AdminReviewRow[], string>({
      query: (type) => ({ path: `/admin/reviews?type=${encodeURIComponent(type)}` }),
      transformResponse: (answer: { reviews: AdminReviewRow[] }) => answer.reviews,
    }),
    promoCodes: build.query<PromoCodeDoc[], void>({
      query: () => ({ path: '/admin/promo-codes' }),
      transformResponse: (answer: { promoCodes: PromoCodeDoc[] }) => answer.promoCodes,
      providesTags: ['AdminPromo'],
    }),
    createPromoCode: build.mutation<PromoCodeDoc, PromoCodeInput>({
      query: (input) => ({ path: '/admin/promo-codes', body: input }),
      invalidatesTags: ['AdminPromo', 'AdminAudit'],
    }),
    setPromoCodeDisabled: build.mutation<unknown, { code: string; disabled: boolean }>({
      query: ({ code, disabled }) => ({ path: `/admin/promo-codes/${encodeURIComponent(code)}`, body: { disabled }, method: 'PATCH' }),
      invalidatesTags: ['AdminPromo', 'AdminAudit'],
    }),
    deletePromoCode: build.mutation<unknown, string>({
      query: (code) => ({ path: `/admin/promo-codes/${encodeURIComponent(code)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminPromo', 'AdminAudit'],
    }),
    sendPromoMail: build.mutation<{ ok: boolean }, { email: string; code: string }>({
      query: (body) => ({ path: '/send-promo-mail', body }),
      invalidatesTags: ['AdminAudit'],
    }),
    specialLinks: build.query<SpecialLinkDoc[], void>({
      query: () => ({ path: '/admin/special-links' }),
      transformResponse: (answer: { links: SpecialLinkDoc[] }) => answer.links,
      providesTags: ['AdminLinks'],
    }),
    createSpecialLink: build.mutation<SpecialLinkDoc, SpecialLinkInput>({
      query: (input) => ({ path: '/admin/special-links', body: input }),
      invalidatesTags: ['AdminLinks', 'AdminAudit'],
    }),
    setSpecialLinkDisabled: build.mutation<unknown, { code: string; disabled: boolean }>({
      query: ({ code, disabled }) => ({ path: `/admin/special-links/${encodeURIComponent(code)}`, body: { disabled }, method: 'PATCH' }),
      invalidatesTags: ['AdminLinks', 'AdminAudit'],
    }),
    deleteSpecialLink: build.mutation<unknown, string>({
      query: (code) => ({ path: `/admin/special-links/${encodeURIComponent(code)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminLinks', 'AdminAudit'],
    }),
    adminAudit: build.query<AdminAuditPage['entries'], { admin?: string; target?: string }>({
      query: ({ admin = '', target = '' }) => ({
        path: `/admin/audit?admin=${encodeURIComponent(admin)}&target=${encodeURIComponent(target)}`,
      }),
      transformResponse: (answer: AdminAuditPage) => answer.entries,
      providesTags: ['AdminAudit'],
    }),
    securityEvents: build.query<SecurityEventsPage, { kind: SecurityEventKind | ''; target: string; before: string }>({
      query: ({ kind, target, before }) => ({
        path: `/admin/security-events?kind=${encodeURIComponent(kind)}&target=${encodeURIComponent(target)}&before=${encodeURIComponent(before)}`,
      }),
    }),
    adminPractices: build.query<AdminPracticeRow[], void>({
      query: () => ({ path: '/admin/practices' }),
      transformResponse: (answer: { practices: AdminPracticeRow[] }) => answer.practices,
      providesTags: ['AdminPractices'],
    }),
  }),
});

// The views say in place what failed.
showErrorsInline(
  'adminUsers',
  'adminUserUsage',
  'changeUser',
  'sendToAutomation',
  'adminReviews',
  'promoCodes',
  'createPromoCode',
  'sendPromoMail',
  'specialLinks',
  'createSpecialLink',
  'adminAudit',
  'securityEvents',
  'adminPractices',
);

export const {
  useSendPromoMailMutation,
  useAdminUsersQuery,
  useAdminUserUsageQuery,
  useChangeUserMutation,
  useSendToAutomationMutation,
  useAdminReviewsQuery,
  usePromoCodesQuery,
  useCreatePromoCodeMutation,
  useSetPromoCodeDisabledMutation,
  useDeletePromoCodeMutation,
  useSpecialLinksQuery,
  useCreateSpecialLinkMutation,
  useSetSpecialLinkDisabledMutation,
  useDeleteSpecialLinkMutation,
  useAdminAuditQuery,
  useSecurityEventsQuery,
  useAdminPracticesQuery,
} = adminApi;
