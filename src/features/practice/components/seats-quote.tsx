// The server's quote under the seats form: the price of a seat and the bill every period, and
// what is paid now: the whole first bill, or a change's prorated difference (charged at once
// when the bill rises, a credit on the practice's balance when it falls) until the next bill.
import React from 'react';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { money } from '../../billing';
import type { PracticeSeatsQuote } from '../api';

export function SeatsQuoteText({ quote, loading }: { quote: PracticeSeatsQuote | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  if (!quote) return <div className="mb-3">{loading && <Spinner animation="border" size="sm" role="status" />}</div>;
  const price = (amount: number) => money(amount, quote.currency, i18n.language);
  const { change } = quote;
  const date = change ? new Date(`${change.nextBillingDate}T00:00:00Z`).toLocaleDateString(i18n.language, { timeZone: 'UTC' }) : '';
  return (
    <div className="mb-3" data-testid="practice-seats-quote" data-total={quote.total} aria-live="polite">
      <div className="fw-semibold">
        {t(`practice.seats.quote.${quote.period}`, { count: quote.seats, seat: price(quote.seatPrice), total: price(quote.total) })}
      </div>
      <div className="small text-muted">
        {!change && t('practice.seats.firstPayment', { total: price(quote.total) })}
        {change && change.prorated > 0 && t('practice.seats.chargedNow', { amount: price(change.prorated), date })}
        {change && change.prorated < 0 && t('practice.seats.creditNow', { amount: price(-change.prorated), date })}
        {change && change.prorated === 0 && t('practice.seats.nextBill', { total: price(quote.total), date })}
      </div>
    </div>
  );
}
