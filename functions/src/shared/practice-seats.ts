// A practice's seats as one bill: the arithmetic the server charges by and the page states
// before paying. One Braintree subscription per practice, on the plan's gateway plan
// (<plan>-<period>-<currency>, the clinicians' price table): the plan's price is the first
// seat, and the add-on PRACTICE_SEAT_ADD_ON_ID carries the others as its quantity, each at the
// seat's price. Braintree refuses an add-on of quantity 0, so one seat is the plan alone.
// A change of seats or plan within a billing cycle is prorated as Braintree does it: the
// difference of the two totals times the days left in the cycle over the days of the cycle,
// charged at once when the total rises, kept as a credit on the subscription's balance
// (taken off the next charges) when it falls.
import { z } from 'zod';
import { BILLING_PERIODS, CURRENCIES, type BillingPeriod, type Currency } from './billing';
import { MAX_PRACTICE_SEATS, PRACTICE_PLANS, practiceSubscriptionSchema, type PracticePlan } from './practices';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Dollars rounded to the cent. */
export const toCents = (amount: number): number => Math.round(amount * 100) / 100;

/** What a period's bill is for `seats` seats at `seatPrice` each. */
export const seatsTotal = (seats: number, seatPrice: number): number => toCents(seats * seatPrice);

/** The add-on's quantity for `seats` seats: every seat past the first (the plan's price). */
export const seatAddOnQuantity = (seats: number): number => Math.max(0, seats - 1);

/**
 * How the subscription's add-on changes from `seatsBefore` to `seatsAfter` seats (0 before:
 * a new subscription): added when there was none, removed when one seat is left (Braintree
 * refuses a quantity of 0), else its quantity updated; its amount is always the seat price.
 */
export type SeatAddOnChange = { kind: 'none' } | { kind: 'add' | 'update'; quantity: number; amount: number } | { kind: 'remove' };

export function seatAddOnChange(seatsBefore: number, seatsAfter: number, seatPrice: number): SeatAddOnChange {
  const before = seatAddOnQuantity(seatsBefore);
  const after = seatAddOnQuantity(seatsAfter);
  if (after === 0) return before === 0 ? { kind: 'none' } : { kind: 'remove' };
  return { kind: before === 0 ? 'add' : 'update', quantity: after, amount: seatPrice };
}

/** A billing cycle as Braintree states it: its first and last days (YYYY-MM-DD, both included). */
export interface BillingCycle {
  start: string;
  end: string;
}

const dayNumber = (day: string): number => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The calendar day (UTC) of `now`, as Braintree's dates are written. */
export const dayOf = (now: number): string => new Date(now).toISOString().slice(0, 10);

/**
 * What Braintree prorates when a subscription's total goes from `totalBefore` to
 * `totalAfter` on `today` within `cycle`: the difference times the days left (today
 * included) over the cycle's days. Positive: charged at once; negative: a credit on the
 * balance. A day outside the cycle prorates nothing.
 */
export function prorated(
  totalBefore: number,
  totalAfter: number,
  cycle: BillingCycle,
  today: string,
): { amount: number; daysLeft: number; daysInCycle: number } {
  const daysInCycle = dayNumber(cycle.end) - dayNumber(cycle.start) + 1;
  const daysLeft = Math.min(daysInCycle, Math.max(0, dayNumber(cycle.end) - dayNumber(today) + 1));
  if (!(daysInCycle > 0)) return { amount: 0, daysLeft: 0, daysInCycle: 0 };
  return { amount: toCents(((totalAfter - totalBefore) * daysLeft) / daysInCycle), daysLeft, daysInCycle };
}

/** GET /practices/seats/quote?planName&period&currency&seats: what a purchase or change would cost. */
export const practiceSeatsQuoteSchema = z.object({
  planName: z.enum(PRACTICE_PLANS),
  period: z.enum(BILLING_PERIODS),
  currency: z.enum(CURRENCIES),
  seats: z.coerce.number().int().min(1).max(MAX_PRACTICE_SEATS),
});
export type PracticeSeatsQuoteRequest = z.infer<typeof practiceSeatsQuoteSchema>;

/** A change of the practice's current subscription, as the quote states it. */
export interface PracticeSeatsChange {
  seatsBefore: number;
  planBefore: PracticePlan;
  totalBefore: number;
  /** Charged at once (positive) or kept as a credit on the subscription's balance (negative). */
  prorated: number;
  daysLeft: number;
  daysInCycle: number;
  /** The next charge's day (YYYY-MM-DD), at the new total less any credit. */
  nextBillingDate: string;
}

export interface PracticeSeatsQuote {
  planName: PracticePlan;
  period: BillingPeriod;
  currency: Currency;
  seats: number;
  /** One seat at the price table's price. */
  listSeatPrice: number;
  /** One seat at the price the practice pays (its promo code's discount kept). */
  seatPrice: number;
  promoCode: string;
  /** Every period: seats times the seat price. */
  total: number;
  /** null for a first purchase: the first payment is `total`. */
  change: PracticeSeatsChange | null;
}

/** What POST /practices/seats answers (and its attempt keeps, for a retried request). */
export const practiceSeatsResultSchema = z.object({
  practiceId: z.string(),
  subscription: practiceSubscriptionSchema,
  /** The practice's version after the change. */
  version: z.number(),
  seatsBefore: z.number(),
  /** Charged at once: the first payment, or the prorated difference (negative: a credit on the subscription's balance). */
  charged: z.number(),
  total: z.number(),
  /** The unused part of the owner's own subscription, ended by the first purchase: kept as a credit (null when none). */
  ownerCredit: z.object({ amount: z.number(), currency: z.enum(CURRENCIES) }).nullable(),
});
export type PracticeSeatsResult = z.infer<typeof practiceSeatsResultSchema>;
