// The owner's seats form: Bronze or Silver, monthly or yearly, US or Canadian dollars (both
// kept after the first purchase), how many seats (at least the members and pending invitations), the server's quote, and the payment
// method (the checkout's own input) for the first purchase or another card. A promo code applies
// to the first purchase, as to a clinician's checkout (later seat changes keep its discount).
import React from 'react';
import { Alert, Button, ButtonGroup, Form, ToggleButton } from 'react-bootstrap';
import { PRACTICE_PLANS, type MyPracticeView } from '@shared/practices';
import type { PracticeSeatsResult } from '@shared/practice-seats';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { money, PaymentInput, PriceOptions, PromoEntry, useFailure, usePaymentClientTokenQuery, usePromoCode } from '../../billing';
import { useSeatsForm } from '../use-seats-form';
import { SeatsQuoteText } from './seats-quote';

interface Props {
  view: MyPracticeView;
  onPaid: (result: PracticeSeatsResult) => void;
  onCancel?: () => void;
}

export function SeatsForm({ view, onPaid, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const { user, profile } = useAuth();
  const first = view.practice?.subscription === null;
  const form = useSeatsForm(view, profile?.location ?? '', onPaid);
  const promo = usePromoCode(user?.uid ?? '', form.plan);
  const token = usePaymentClientTokenQuery(undefined, { skip: !form.newCard });
  const failure = useFailure(form.buying.error ?? form.quote.error ?? token.error);
  // The quote of what the form now asks for (not the one before a change of the form).
  const quote = form.seats !== null ? form.quote.currentData : undefined;
  const price = (amount: number) => money(amount, form.currency, i18n.language);

  return (
    <>
      {first && <PromoEntry state={promo} currency={form.currency} />}
      <Form onSubmit={(e) => void form.submit(e, promo.promo?.code)} className="border-top pt-3 mt-3" data-testid="practice-seats-form">
        <ButtonGroup aria-label={t('practice.seats.plan')} className="mb-3">
          {PRACTICE_PLANS.map((value) => (
            <ToggleButton
              key={value}
              id={`practice-plan-${value}`}
              type="radio"
              variant="outline-primary"
              name="practice-plan"
              value={value}
              checked={form.plan === value}
              onChange={() => form.setPlan(value)}
              data-testid={`practice-plan-${value.toLowerCase()}`}
            >
              {t(`plans.names.${value}`)}
            </ToggleButton>
          ))}
        </ButtonGroup>
        {/* The period and currency of the first purchase stay the practice's. */}
        {form.canKeepCard ? (
          <p className="text-muted small">{t(`practice.seats.termsFixed.${form.period}`, { currency: form.currency })}</p>
        ) : (
          <PriceOptions period={form.period} currency={form.currency} onPeriod={form.setPeriod} onCurrency={form.setCurrency} />
        )}
        <Form.Group controlId="practice-seats-count" className="mb-3" style={{ maxWidth: '14rem' }}>
          <Form.Label>{t('practice.seats.count')}</Form.Label>
          <Form.Control
            type="number"
            inputMode="numeric"
            min={form.bounds.min}
            max={form.bounds.max}
            value={form.typed}
            onChange={(e) => form.setTyped(e.target.value)}
            isInvalid={form.seats === null}
            data-testid="practice-seats-count"
          />
          <Form.Control.Feedback type="invalid">{t('practice.seats.bounds', form.bounds)}</Form.Control.Feedback>
        </Form.Group>
        <SeatsQuoteText quote={quote} loading={form.seats !== null && form.quote.isFetching} />
        {form.canKeepCard && (
          <Form.Check
            type="switch"
            id="practice-seats-new-card"
            className="mb-3"
            label={t('practice.seats.newCard')}
            checked={form.newCard}
            onChange={(e) => form.setNewCard(e.target.checked)}
          />
        )}
        {form.newCard && token.data && <PaymentInput token={token.data} source={form.source} idPrefix="practice-seats" />}
        <div className="d-flex gap-2">
          <Button
            type="submit"
            disabled={form.seats === null || form.unchanged || form.buying.isLoading || !quote || (form.newCard && !token.data)}
            data-testid="practice-seats-pay"
          >
            {form.buying.isLoading
              ? t('billing.checkout.processing')
              : form.canKeepCard
                ? t('practice.seats.confirmChange')
                : t('practice.seats.pay', { total: quote ? price(quote.total) : '' })}
          </Button>
          {onCancel && (
            <Button variant="outline-secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
        </div>
        {failure && (
          <Alert variant="danger" className="mt-3 mb-0" data-testid="practice-seats-result" data-outcome="failed">
            {failure}
          </Alert>
        )}
      </Form>
    </>
  );
}
