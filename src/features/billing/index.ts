// Plan & Billing: the plan cards, the promo code and the checkout.
export { BillingScreen } from './components/billing-screen';
export { PlanStatusWatcher } from './components/plan-ended';
export { ReferralButton } from './components/referral-button';
