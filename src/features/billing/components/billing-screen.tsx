// Plan & Billing: the plan cards from the shared plan table (Free, Starter Plus, Bronze, Silver,
// Enterprise by contact) with notes and minutes per session, monthly or yearly ("2 months off")
// in US or Canadian dollars (the default from the country), the current plan, notes left and
// trial days left; a promo code (Bronze and Silver); and the checkout: Braintree's Drop-in
// with real keys, or, on the local stack, a clearly labelled test-card form that sends
// Braintree's documented test nonces. The new plan shows at once (the record is live).
import React, { useState } from 'react';
import { Alert, Button, ButtonGroup, Card, Form, InputGroup, ToggleButton } from 'react-bootstrap';
import {
  BILLING_PERIODS,
  CURRENCIES,
  TRIAL_PLANS,
  type BillingPeriod,
  type Currency,
  type PayablePlan,
  type SubscribeResult,
} from '@shared/billing';
import { TRIAL_LENGTH_SECONDS } from '@shared/limits';
import { planAllows } from '@shared/plan-features';
import { DEFAULT_PLAN_NAME } from '@shared/plans';
import type { PromoDiscount } from '@shared/promo-codes';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { useVerifyPromoMutation } from '../api';
import { Checkout } from './checkout';
import { money } from './money';
import { PaymentMethodsCard } from './payment-methods-card';
import { PlanCards } from './plan-cards';
import { PlanEndedAlert } from './plan-ended';
import { ReferralCodeCard } from './referral-code-card';
import { TrialOffer } from './trial-offer';
import { useFailure } from './use-failure';
import { ProofOfWorkStatus } from '../../../components/proof-of-work-status';

export function BillingScreen() {
  const { t, i18n } = useTranslation();
  const { user, profile } = useAuth();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [currency, setCurrency] = useState<Currency>(() => (/canada|ca\b/i.test(profile?.location ?? '') ? 'CAD' : 'USD'));
  const [chosen, setChosen] = useState<PayablePlan | null>(null);
  const [promoInput, setPromoInput] = useState('');
  const [promo, setPromo] = useState<{ code: string; discount: PromoDiscount } | null>(null);
  const [promoProblem, setPromoProblem] = useState<string | null>(null);
  const [verify, verifying] = useVerifyPromoMutation();
  const [paid, setPaid] = useState<SubscribeResult | null>(null);
  const current = profile?.plan ?? DEFAULT_PLAN_NAME;
  const trialSecondsLeft = profile?.trialSecondsLeft ?? undefined;
  const onTrial = (TRIAL_PLANS as readonly string[]).includes(current);
  const verifyFailure = useFailure(verifying.error);

  async function applyPromo(event: React.FormEvent) {
    event.preventDefault();
    setPromo(null);
    if (!promoInput.trim()) return setPromoProblem(t('errors:uiPromoCodeRequired'));
    setPromoProblem(null);
    const result = await verify({ userId: user.uid, code: promoInput, planName: chosen ?? 'Bronze' });
    if ('data' in result && result.data) setPromo({ code: result.data.code, discount: result.data.discount });
  }

  return (
    <>
      <h1 className="h4">{t('billing.title')}</h1>
      <Card className="shadow-sm mb-4" data-testid="current-plan" data-plan={current}>
        <Card.Body className="d-flex flex-wrap gap-4 align-items-center">
          <div>
            <div className="text-muted small">{t('billing.current')}</div>
            <div className="h5 mb-0">{t(`plans.names.${current}`, { defaultValue: current })}</div>
          </div>
          <div>
            <div className="text-muted small">{t('billing.notesLeft')}</div>
            <div className="h5 mb-0" data-testid="current-notes">
              {planAllows(current, 'unlimitedNotes') ? t('billing.unlimited') : (profile?.notesLeft ?? 0)}
            </div>
          </div>
          <div>
            <div className="text-muted small">{t('billing.minutes')}</div>
            <div className="h5 mb-0">{Math.round((profile?.timeLimit ?? 0) / 60)}</div>
          </div>
          {onTrial && trialSecondsLeft !== undefined && (
            <div>
              <div className="text-muted small">{t('billing.trialLeft')}</div>
              <div className="h5 mb-0">
                {t('billing.days', { count: Math.max(0, Math.ceil(Math.min(trialSecondsLeft, TRIAL_LENGTH_SECONDS) / 86400)) })}
              </div>
            </div>
          )}
        </Card.Body>
      </Card>
      <PlanEndedAlert plan={current} ended={profile?.planEnded ?? null} />
      {paid && (
        <Alert variant="success" data-testid="checkout-result" data-outcome="paid">
          {t('billing.checkout.success', { plan: t(`plans.names.${current}`, { defaultValue: current }) })}
          {paid.firstPayment < paid.price &&
            ` ${t('billing.checkout.referralReward', { price: money(paid.firstPayment, paid.currency, i18n.language) })}`}
        </Alert>
      )}
      <TrialOffer plan={current} trialStart={profile?.trialStart ?? 0} />
      <div className="d-flex flex-wrap gap-3 mb-3">
        <ButtonGroup aria-label={t('billing.period')}>
          {BILLING_PERIODS.map((value) => (
            <ToggleButton
              key={value}
              id={`period-${value}`}
              type="radio"
              variant="outline-primary"
              name="period"
              value={value}
              checked={period === value}
              onChange={() => setPeriod(value)}
              data-testid={`billing-period-${value}`}
            >
              {t(`billing.periods.${value}`)}
            </ToggleButton>
          ))}
        </ButtonGroup>
        <ButtonGroup aria-label={t('billing.currency')}>
          {CURRENCIES.map((value) => (
            <ToggleButton
              key={value}
              id={`currency-${value}`}
              type="radio"
              variant="outline-secondary"
              name="currency"
              value={value}
              checked={currency === value}
              onChange={() => setCurrency(value)}
              data-testid={`billing-currency-${value.toLowerCase()}`}
            >
              {value}
            </ToggleButton>
          ))}
        </ButtonGroup>
      </div>
      <PlanCards current={current} period={period} currency={currency} chosen={chosen} onChoose={setChosen} />
      <p className="small text-muted mt-3">{t('billing.priceMatch')}</p>
      <Form onSubmit={(e) => void applyPromo(e)} className="mt-3" style={{ maxWidth: '28rem' }}>
        <Form.Label htmlFor="promo-input">{t('billing.promo.label')}</Form.Label>
        <InputGroup>
          <Form.Control
            id="promo-input"
            value={promoInput}
            onChange={(e) => setPromoInput(e.target.value.toUpperCase())}
            data-testid="promo-input"
          />
          <Button type="submit" variant="outline-primary" disabled={verifying.isLoading} data-testid="promo-apply">
            {t('billing.promo.apply')}
          </Button>
        </InputGroup>
        {verifying.isLoading && <ProofOfWorkStatus />}
        {(promo || promoProblem || verifyFailure) && (
          <Form.Text className={promo ? 'text-success' : 'text-danger'} data-testid="promo-message">
            {promo
              ? t('billing.promo.applied', {
                  code: promo.code,
                  discount:
                    promo.discount.kind === 'percent' ? `${promo.discount.value} %` : money(promo.discount.value, currency, i18n.language),
                })
              : (promoProblem ?? verifyFailure)}
          </Form.Text>
        )}
      </Form>
      {chosen && (
        <Checkout
          key={`${chosen}-${period}-${currency}`}
          plan={chosen}
          period={period}
          currency={currency}
          promo={promo}
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
