// Plan & Billing's calls: the checkout's client token, checking a promo code, subscribing,
// trials (start; the plan's status, which ends a trial that is over), saved payment methods
// and referral invitations. A change of plan is written on the server; the live profile shows it.
import type { SavedPaymentMethod, SubscribeRequest, SubscribeResult, TrialPlan } from '@shared/billing';
import type { PromoDiscount } from '@shared/promo-codes';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

export interface PlanStatus {
  plan: string;
  trialEnded: boolean;
  endedPlan: string;
  endedReason: string;
  endedAt: number;
}

type Methods = { methods: SavedPaymentMethod[] };

const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentClientToken: build.query<{ clientToken: string; local: boolean }, void>({
      query: () => ({ path: '/payment/client-token' }),
      keepUnusedDataFor: 0,
    }),
    planStatus: build.query<PlanStatus, string>({
      // The argument (the user's id) keeps one answer per signed-in user.
      query: () => ({ path: '/payment/plan-status' }),
      keepUnusedDataFor: 0,
    }),
    startTrial: build.mutation<{ plan: TrialPlan; trialStart: number; trialSecondsLeft: number }, { planName: TrialPlan }>({
      query: (body) => ({ path: '/payment/start-trial', body }),
    }),
    verifyPromo: build.mutation<
      { code: string; discount: PromoDiscount; plans: string[] },
      { userId: string; code: string; planName: string }
    >({
      query: (body) => ({ path: '/promo/verify', body }),
    }),
    subscribe: build.mutation<SubscribeResult, SubscribeRequest>({
      query: (body) => ({ path: '/payment/subscribe', body }),
      invalidatesTags: ['PaymentMethods'],
    }),
    paymentMethods: build.query<Methods, void>({
      query: () => ({ path: '/payment-methods' }),
      providesTags: ['PaymentMethods'],
    }),
    addPaymentMethod: build.mutation<Methods, { nonce: string; makeDefault: boolean }>({
      query: (body) => ({ path: '/payment-methods', body }),
      invalidatesTags: ['PaymentMethods'],
    }),
    makeDefaultPaymentMethod: build.mutation<Methods, string>({
      query: (token) => ({ path: `/payment-methods/${encodeURIComponent(token)}/default`, body: {} }),
      invalidatesTags: ['PaymentMethods'],
    }),
    removePaymentMethod: build.mutation<Methods, string>({
      query: (token) => ({ path: `/payment-methods/${encodeURIComponent(token)}`, method: 'DELETE' }),
      invalidatesTags: ['PaymentMethods'],
    }),
    sendReferralInvites: build.mutation<{ sent: number }, { emails: string[] }>({
      query: (body) => ({ path: '/referral/send', body }),
    }),
  }),
});

showErrorsInline(
  'paymentClientToken',
  'planStatus',
  'startTrial',
  'verifyPromo',
  'subscribe',
  'paymentMethods',
  'addPaymentMethod',
  'makeDefaultPaymentMethod',
  'removePaymentMethod',
  'sendReferralInvites',
);

/** Asks the plan's status once (it ends a trial that is over), without keeping it subscribed: a logout's reset never asks again. */
export const checkPlanStatus = (uid: string) => billingApi.endpoints.planStatus.initiate(uid, { subscribe: false, forceRefetch: true });

export const {
  usePaymentClientTokenQuery,
  useStartTrialMutation,
  useVerifyPromoMutation,
  useSubscribeMutation,
  usePaymentMethodsQuery,
  useAddPaymentMethodMutation,
  useMakeDefaultPaymentMethodMutation,
  useRemovePaymentMethodMutation,
  useSendReferralInvitesMutation,
} = billingApi;
