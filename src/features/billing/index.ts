// Plan & Billing: the plan cards, the promo code and the checkout.
export { BillingScreen } from './components/billing-screen';
