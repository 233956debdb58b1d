// Plan & Billing's calls: the checkout's client token, checking a promo code, and subscribing.
// A subscription changes the user's record on the server; the live profile shows the new plan.
import type { SubscribeRequest, SubscribeResult } from '@shared/billing';
import type { PromoDiscount } from '@shared/promo-codes';
import { api } from '../../app/api';
import { showErrorsInline } from '../../app/api-errors';

const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentClientToken: build.query<{ clientToken: string; local: boolean }, void>({
      query: () => ({ path: '/payment/client-token' }),
      keepUnusedDataFor: 0,
    }),
    verifyPromo: build.mutation<{ code: string; discount: PromoDiscount; plans: string[] }, { userId: string; code: string; planName: string }>({
      query: (body) => ({ path: '/promo/verify', body }),
    }),
    subscribe: build.mutation<SubscribeResult, SubscribeRequest>({
      query: (body) => ({ path: '/payment/subscribe', body }),
    }),
  }),
});

showErrorsInline('paymentClientToken', 'verifyPromo', 'subscribe');

export const { usePaymentClientTokenQuery, useVerifyPromoMutation, useSubscribeMutation } = billingApi;
