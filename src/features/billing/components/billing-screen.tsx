// Plan & Billing: the plan cards from the shared plan table (Free, Starter Plus, Bronze, Silver,
// Enterprise by contact) with notes and minutes per session, monthly or yearly ("2 months off")
// in US or Canadian dollars (the default from the country), the current plan, notes left and
// trial days left; a promo code (Bronze and Silver); and the checkout: Braintree's Drop-in
// with real keys, or, on the local stack, a clearly labelled test-card form that sends
// Braintree's documented test nonces. The new plan shows at once (the record is live).
import React, { useState } from 'react';
import { Alert } from 'react-bootstrap';
import type { BillingPeriod, Currency, PayablePlan, SubscribeResult } from '@shared/billing';
import { DEFAULT_PLAN_NAME } from '@shared/plans';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { usePromoCode } from '../use-promo-code';
import { Checkout } from './checkout';
import { CurrentPlanCard } from './current-plan-card';
import { money } from './money';
import { PaymentMethodsCard } from './payment-methods-card';
import { PlanCards } from './plan-cards';
import { PlanEndedAlert } from './plan-ended';
import { defaultCurrency, PriceOptions } from './price-options';
import { PromoEntry } from './promo-entry';
import { ReferralCodeCard } from './referral-code-card';
import { TrialOffer } from './trial-offer';

export function BillingScreen() {
  const { t, i18n } = useTranslation();
  const { user, profile } = useAuth();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [currency, setCurrency] = useState<Currency>(() => defaultCurrency(profile?.location ?? ''));
  const [chosen, setChosen] = useState<PayablePlan | null>(null);
  const promoCode = usePromoCode(user.uid, chosen);
  const [paid, setPaid] = useState<SubscribeResult | null>(null);
  const current = profile?.plan ?? DEFAULT_PLAN_NAME;

  return (
    <>
      <h1 className="h4">{t('billing.title')}</h1>
      <CurrentPlanCard plan={current} profile={profile} />
      <PlanEndedAlert plan={current} ended={profile?.planEnded ?? null} />
      {paid && (
        <Alert variant="success" data-testid="checkout-result" data-outcome="paid">
          {t('billing.checkout.success', { plan: t(`plans.names.${current}`) })}
          {paid.firstPayment < paid.price &&
            ` ${t('billing.checkout.referralReward', { price: money(paid.firstPayment, paid.currency, i18n.language) })}`}
        </Alert>
      )}
      <TrialOffer plan={current} trialStart={profile?.trialStart ?? 0} />
      <PriceOptions period={period} currency={currency} onPeriod={setPeriod} onCurrency={setCurrency} />
      <PlanCards current={current} period={period} currency={currency} chosen={chosen} onChoose={setChosen} />
      <p className="small text-muted mt-3">{t('billing.priceMatch')}</p>
      <PromoEntry state={promoCode} currency={currency} />
      {chosen && (
        <Checkout
          key={`${chosen}-${period}-${currency}`}
          plan={chosen}
          period={period}
          currency={currency}
          promo={promoCode.promo}
          onDone={(result) => {
            setChosen(null);
            setPaid(result);
          }}
        />
      )}
      <PaymentMethodsCard />
      <ReferralCodeCard code={profile?.referralCode ?? ''} />
    </>
  );
}
