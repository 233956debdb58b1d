// Plan & Billing: the plan cards, the promo code and the checkout.
export { BillingScreen } from './components/billing-screen';
export { PlanStatusWatcher } from './components/plan-ended';
export { ReferralButton } from './components/referral-button';
// The checkout's parts that another purchase reuses (the practice's seats): the payment
// method's input (Drop-in or the local test nonces), the period and currency, prices, the promo
// code, and a failed call's text.
export { PaymentInput, type NonceSource } from './components/payment-input';
export { PriceOptions, defaultCurrency } from './components/price-options';
export { money } from './components/money';
export { useFailure } from './components/use-failure';
export { PromoEntry } from './components/promo-entry';
export { usePromoCode } from './use-promo-code';
export { usePaymentClientTokenQuery } from './api';
