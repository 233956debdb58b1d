// The owner's seats form: plan (Bronze or Silver), period, currency (both fixed once bought)
// and the number of seats, the server's quote for them, and paying with the checkout's payment input (a nonce is
// needed for the first purchase, or to use another card). One attempt id per form shown:
// paying twice in it never charges twice; a refused payment is a new attempt.
import { useRef, useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { BillingPeriod, Currency } from '@shared/billing';
import type { MyPracticeView, PracticePlan } from '@shared/practices';
import type { PracticeSeatsResult } from '@shared/practice-seats';
import { defaultCurrency, type NonceSource } from '../billing';
import { useBuySeatsMutation, useSeatsQuoteQuery } from './api';
import { seatsBounds, validSeats } from './practice-logic';

export function useSeatsForm(view: MyPracticeView, location: string, onPaid: (result: PracticeSeatsResult) => void) {
  const subscription = view.practice?.subscription ?? null;
  const bounds = seatsBounds(view);
  const [plan, setPlan] = useState<PracticePlan>(subscription?.planName ?? 'Bronze');
  const [period, setPeriod] = useState<BillingPeriod>(subscription?.period ?? 'monthly');
  const [currency, setCurrency] = useState<Currency>(subscription?.currency ?? defaultCurrency(location));
  const [typed, setTyped] = useState(String(Math.max(bounds.min, subscription ? subscription.seats : 2)));
  // A card is on file once seats were bought: another one is given only when asked for.
  const [newCard, setNewCard] = useState(subscription === null);
  const [attemptId, setAttemptId] = useState(() => crypto.randomUUID());
  const source = useRef<NonceSource | null>(null);
  const seats = validSeats(typed, bounds);
  const quote = useSeatsQuoteQuery(seats === null ? skipToken : { planName: plan, period, currency, seats });
  const [buy, buying] = useBuySeatsMutation();
  const unchanged =
    subscription !== null &&
    seats === subscription.seats &&
    plan === subscription.planName &&
    period === subscription.period &&
    currency === subscription.currency;

  /** `promoCode`: a code the server accepted, for the first purchase ('' for none; later changes keep the first one's discount). */
  async function submit(event: FormEvent, promoCode = '') {
    event.preventDefault();
    if (seats === null || unchanged || !view.practice) return;
    const nonce = newCard ? await source.current?.().catch(() => null) : '';
    if (nonce === null || nonce === undefined) return;
    const promo = subscription ? '' : promoCode;
    const result = await buy({
      planName: plan,
      period,
      currency,
      seats,
      nonce,
      promoCode: promo,
      attemptId,
      version: view.practice.version,
    });
    if (result.data) onPaid(result.data);
    setAttemptId(crypto.randomUUID());
  }

  return {
    plan,
    setPlan,
    period,
    setPeriod,
    currency,
    setCurrency,
    typed,
    setTyped,
    seats,
    bounds,
    newCard,
    setNewCard,
    canKeepCard: subscription !== null,
    source,
    quote,
    buying,
    unchanged,
    submit,
  };
}
