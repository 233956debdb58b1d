// Plan & Billing: the plan cards from the shared plan table (Free, Starter Plus, Bronze, Silver,
// Enterprise by contact) with notes and minutes per session, monthly or yearly ("2 months off")
// in US or Canadian dollars (the default from the country), the current plan, notes left and
// trial days left; a promo code (Bronze and Silver); and the checkout: Braintree's Drop-in
// with real keys, or, on the local stack, a clearly labelled test-card form that sends
// Braintree's documented test nonces. The new plan shows at once (the record is live).
import React, { useRef, useState } from 'react';
import { Alert, Badge, Button, ButtonGroup, Card, Col, Form, InputGroup, Row, ToggleButton } from 'react-bootstrap';
import { BILLING_PERIODS, CURRENCIES, planPrice, type BillingPeriod, type Currency, type PayablePlan, type SubscribeResult } from '@shared/billing';
import { TRIAL_LENGTH_SECONDS } from '@shared/limits';
import { planAllows } from '@shared/plan-features';
import { PLANS, PROMO_ELIGIBLE_PLANS } from '@shared/plans';
import { discountedPrice, type PromoDiscount } from '@shared/promo-codes';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { usePaymentClientTokenQuery, useSubscribeMutation, useVerifyPromoMutation } from '../api';
import { PaymentInput, type NonceSource } from './payment-input';
import { PaymentMethodsCard } from './payment-methods-card';
import { PlanEndedAlert } from './plan-ended';
import { ReferralCodeCard } from './referral-code-card';
import { TrialOffer } from './trial-offer';
import { useFailure } from './use-failure';

const CARDS = ['free', 'starter', 'bronze', 'silver', 'enterprise'] as const;
const PLAN_OF: Record<(typeof CARDS)[number], PayablePlan | 'Free' | null> = { free: 'Free', starter: 'Starter', bronze: 'Bronze', silver: 'Silver', enterprise: null };

function money(amount: number, currency: Currency, lang: string) {
  return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(amount);
}

function Checkout({ plan, period, currency, promo, onDone }: { plan: PayablePlan; period: BillingPeriod; currency: Currency; promo: { code: string; discount: PromoDiscount } | null; onDone: (result: SubscribeResult) => void }) {
  const { t, i18n } = useTranslation();
  const token = usePaymentClientTokenQuery();
  const [subscribe, paying] = useSubscribeMutation();
  const source = useRef<NonceSource | null>(null);
  // One attempt per checkout shown: paying twice in it never charges twice.
  const [attemptId, setAttemptId] = useState(() => crypto.randomUUID());
  const price = planPrice(plan, period, currency) ?? 0;
  const applies = promo && (PROMO_ELIGIBLE_PLANS as readonly string[]).includes(plan);
  const total = applies && promo ? discountedPrice(price, promo.discount) : price;
  const failure = useFailure(paying.error ?? token.error);

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    const nonce = await source.current?.().catch(() => null);
    if (!nonce) return;
    const result = await subscribe({ planName: plan, period, currency, nonce, promoCode: applies && promo ? promo.code : '', attemptId });
    if ('data' in result && result.data) onDone(result.data);
    // A refused card may be replaced by another: that is a new attempt.
    else setAttemptId(crypto.randomUUID());
  }

  return (
    <Card className="shadow-sm mt-4" data-testid="checkout-form">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('billing.checkout.title', { plan: t(`plans.names.${plan}`) })}
        </Card.Title>
        <p className="mb-3">
          {t(`billing.checkout.total.${period}`, { price: money(total, currency, i18n.language) })}
          {applies && promo && total !== price && <span className="text-muted ms-2 text-decoration-line-through">{money(price, currency, i18n.language)}</span>}
        </p>
        {token.data && (
          <Form onSubmit={(e) => void pay(e)}>
            <PaymentInput token={token.data} source={source} idPrefix="checkout" />
            <Button type="submit" disabled={paying.isLoading} data-testid="checkout-submit">
              {paying.isLoading ? t('billing.checkout.processing') : t('billing.checkout.pay', { price: money(total, currency, i18n.language) })}
            </Button>
          </Form>
        )}
        {failure && (
          <Alert variant="danger" className="mt-3 mb-0" data-testid="checkout-result" data-outcome="failed">
            {failure}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

export function BillingScreen() {
  const { t, i18n } = useTranslation();
  const bulletsOf = (card: string): string[] => {
    const lines = t(`billing.bullets.${card}`, { returnObjects: true }) as unknown;
    return Array.isArray(lines) ? (lines as string[]) : [];
  };
  const { user, profile } = useAuth();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [currency, setCurrency] = useState<Currency>(() => (/canada|ca\b/i.test(profile?.location ?? '') ? 'CAD' : 'USD'));
  const [chosen, setChosen] = useState<PayablePlan | null>(null);
  const [promoInput, setPromoInput] = useState('');
  const [promo, setPromo] = useState<{ code: string; discount: PromoDiscount } | null>(null);
  const [promoProblem, setPromoProblem] = useState<string | null>(null);
  const [verify, verifying] = useVerifyPromoMutation();
  const [paid, setPaid] = useState<SubscribeResult | null>(null);
  const current = profile?.plan ?? 'Free';
  const trialSecondsLeft = profile?.trialSecondsLeft ?? undefined;
  const onTrial = current === 'BronzeTrial' || current === 'StarterTrial';
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
            <div className="h5 mb-0" data-testid="current-notes">{planAllows(current, 'unlimitedNotes') ? t('billing.unlimited') : (profile?.notesLeft ?? 0)}</div>
          </div>
          <div>
            <div className="text-muted small">{t('billing.minutes')}</div>
            <div className="h5 mb-0">{Math.round((profile?.timeLimit ?? 0) / 60)}</div>
          </div>
          {onTrial && trialSecondsLeft !== undefined && (
            <div>
              <div className="text-muted small">{t('billing.trialLeft')}</div>
              <div className="h5 mb-0">{t('billing.days', { count: Math.max(0, Math.ceil(Math.min(trialSecondsLeft, TRIAL_LENGTH_SECONDS) / 86400)) })}</div>
            </div>
          )}
        </Card.Body>
      </Card>
      <PlanEndedAlert plan={current} ended={profile?.planEnded ?? null} />
      {paid && (
        <Alert variant="success" data-testid="checkout-result" data-outcome="paid">
          {t('billing.checkout.success', { plan: t(`plans.names.${current}`, { defaultValue: current }) })}
          {paid.firstPayment < paid.price && ` ${t('billing.checkout.referralReward', { price: money(paid.firstPayment, paid.currency, i18n.language) })}`}
        </Alert>
      )}
      <TrialOffer plan={current} trialStart={profile?.trialStart ?? 0} />
      <div className="d-flex flex-wrap gap-3 mb-3">
        <ButtonGroup aria-label={t('billing.period')}>
          {BILLING_PERIODS.map((value) => (
            <ToggleButton key={value} id={`period-${value}`} type="radio" variant="outline-primary" name="period" value={value} checked={period === value} onChange={() => setPeriod(value)} data-testid={`billing-period-${value}`}>
              {t(`billing.periods.${value}`)}
            </ToggleButton>
          ))}
        </ButtonGroup>
        <ButtonGroup aria-label={t('billing.currency')}>
          {CURRENCIES.map((value) => (
            <ToggleButton key={value} id={`currency-${value}`} type="radio" variant="outline-secondary" name="currency" value={value} checked={currency === value} onChange={() => setCurrency(value)} data-testid={`billing-currency-${value.toLowerCase()}`}>
              {value}
            </ToggleButton>
          ))}
        </ButtonGroup>
      </div>
      <Row xs={1} md={2} xl={5} className="g-3">
        {CARDS.map((card) => {
          const plan = PLAN_OF[card];
          const price = plan && plan !== 'Free' ? planPrice(plan, period, currency) : plan === 'Free' ? 0 : null;
          const isCurrent = plan === current || (plan && current.startsWith(plan) && current.endsWith('Trial'));
          return (
            <Col key={card}>
              <Card className={`h-100 shadow-sm${isCurrent ? ' border-primary' : ''}`} data-testid={`plan-card-${card}`}>
                <Card.Body className="d-flex flex-column">
                  <div className="d-flex justify-content-between align-items-start">
                    <Card.Title as="h2" className="h5">
                      {card === 'enterprise' ? t('billing.enterprise') : t(`plans.names.${plan}`)}
                    </Card.Title>
                    {plan === current && <Badge bg="primary">{t('billing.yourPlan')}</Badge>}
                  </div>
                  <p className="h4 mb-1">{price === null ? t('billing.contactPrice') : money(price, currency, i18n.language)}</p>
                  {price !== null && card !== 'free' && <p className="small text-muted mb-2">{t(`billing.per.${period}`)}{period === 'yearly' ? ` · ${t('billing.twoMonthsOff')}` : ''}</p>}
                  <ul className="small ps-3 mb-3">
                    {plan && plan !== 'Free' && (
                      <li>
                        {plan === 'Silver' ? t('billing.unlimitedNotes') : t('billing.notes', { count: PLANS[plan].NOTES })}, {t('billing.minutesEach', { count: PLANS[plan].TIMELIMIT / 60 })}
                      </li>
                    )}
                    {plan === 'Free' && <li>{t('billing.notes', { count: PLANS.Free.NOTES })}</li>}
                    {bulletsOf(card).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <div className="mt-auto">
                    {card === 'enterprise' ? (
                      <Link to="/help/" className="btn btn-outline-primary w-100" data-testid="plan-choose-enterprise">
                        {t('billing.contactUs')}
                      </Link>
                    ) : plan === 'Free' || plan === current ? null : (
                      <Button className="w-100" variant={chosen === plan ? 'primary' : 'outline-primary'} onClick={() => setChosen(plan as PayablePlan)} data-testid={`plan-choose-${card}`}>
                        {t('billing.choose')}
                      </Button>
                    )}
                  </div>
                </Card.Body>
              </Card>
            </Col>
          );
        })}
      </Row>
      <p className="small text-muted mt-3">{t('billing.priceMatch')}</p>
      <Form onSubmit={(e) => void applyPromo(e)} className="mt-3" style={{ maxWidth: '28rem' }}>
        <Form.Label htmlFor="promo-input">{t('billing.promo.label')}</Form.Label>
        <InputGroup>
          <Form.Control id="promo-input" value={promoInput} onChange={(e) => setPromoInput(e.target.value.toUpperCase())} data-testid="promo-input" />
          <Button type="submit" variant="outline-primary" disabled={verifying.isLoading} data-testid="promo-apply">
            {t('billing.promo.apply')}
          </Button>
        </InputGroup>
        {(promo || promoProblem || verifyFailure) && (
          <Form.Text className={promo ? 'text-success' : 'text-danger'} data-testid="promo-message">
            {promo ? t('billing.promo.applied', { code: promo.code, discount: promo.discount.kind === 'percent' ? `${promo.discount.value} %` : money(promo.discount.value, currency, i18n.language) }) : (promoProblem ?? verifyFailure)}
          </Form.Text>
        )}
      </Form>
      {chosen && <Checkout key={`${chosen}-${period}-${currency}`} plan={chosen} period={period} currency={currency} promo={promo} onDone={(result) => { setChosen(null); setPaid(result); }} />}
      <PaymentMethodsCard />
      <ReferralCodeCard code={profile?.referralCode ?? ''} />
    </>
  );
}
