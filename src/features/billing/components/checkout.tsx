// The checkout of the chosen plan: the total for the period and currency (the promo discount
// where it applies), the payment method (Braintree's Drop-in, or the local test cards), and
// Pay. One attempt id per checkout shown: paying twice in it never charges twice.
import React, { useRef, useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { planPrice, type BillingPeriod, type Currency, type PayablePlan, type SubscribeResult } from '@shared/billing';
import { PROMO_ELIGIBLE_PLANS } from '@shared/plans';
import { discountedPrice, type PromoDiscount } from '@shared/promo-codes';
import { useTranslation } from '../../../lib/i18n/i18n';
import { usePaymentClientTokenQuery, useSubscribeMutation } from '../api';
import { money } from './money';
import { PaymentInput, type NonceSource } from './payment-input';
import { useFailure } from './use-failure';

export function Checkout({
  plan,
  period,
  currency,
  promo,
  onDone,
}: {
  plan: PayablePlan;
  period: BillingPeriod;
  currency: Currency;
  promo: { code: string; discount: PromoDiscount } | null;
  onDone: (result: SubscribeResult) => void;
}) {
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
          {applies && promo && total !== price && (
            <span className="text-muted ms-2 text-decoration-line-through">{money(price, currency, i18n.language)}</span>
          )}
        </p>
        {token.data && (
          <Form onSubmit={(e) => void pay(e)}>
            <PaymentInput token={token.data} source={source} idPrefix="checkout" />
            <Button type="submit" disabled={paying.isLoading} data-testid="checkout-submit">
              {paying.isLoading
                ? t('billing.checkout.processing')
                : t('billing.checkout.pay', { price: money(total, currency, i18n.language) })}
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
