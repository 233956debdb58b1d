import { dayOf, practiceSeatsQuoteSchema, prorated, seatAddOnChange, seatAddOnQuantity, seatsTotal, toCents } from '../practice-seats';
import { MAX_PRACTICE_SEATS } from '../practices';

describe('seats on one subscription', () => {
  it('bills the first seat as the plan and the others as the add-on’s quantity', () => {
    expect(seatAddOnQuantity(1)).toBe(0);
    expect(seatAddOnQuantity(2)).toBe(1);
    expect(seatAddOnQuantity(MAX_PRACTICE_SEATS)).toBe(MAX_PRACTICE_SEATS - 1);
    expect(seatsTotal(3, 39.99)).toBe(119.97);
    expect(seatsTotal(7, 31.99)).toBe(223.93);
    expect(toCents(0.1 + 0.2)).toBe(0.3);
  });

  it('adds the add-on past one seat, updates its quantity, and removes it at one seat (Braintree refuses a quantity of 0)', () => {
    expect(seatAddOnChange(0, 1, 55)).toEqual({ kind: 'none' });
    expect(seatAddOnChange(0, 2, 55)).toEqual({ kind: 'add', quantity: 1, amount: 55 });
    expect(seatAddOnChange(1, 4, 55)).toEqual({ kind: 'add', quantity: 3, amount: 55 });
    expect(seatAddOnChange(2, 3, 55)).toEqual({ kind: 'update', quantity: 2, amount: 55 });
    expect(seatAddOnChange(5, 2, 44)).toEqual({ kind: 'update', quantity: 1, amount: 44 });
    // The same seats at another price (another plan, a new code): the amount is updated.
    expect(seatAddOnChange(3, 3, 99.99)).toEqual({ kind: 'update', quantity: 2, amount: 99.99 });
    expect(seatAddOnChange(3, 1, 55)).toEqual({ kind: 'remove' });
    expect(seatAddOnChange(1, 1, 55)).toEqual({ kind: 'none' });
  });
});

describe('proration as Braintree does it', () => {
  const june = { start: '2026-06-01', end: '2026-06-30' };

  it('charges the difference for the days left, today included, over the cycle’s days', () => {
    // On the cycle's first day: the whole difference.
    expect(prorated(79.98, 119.97, june, '2026-06-01')).toEqual({ amount: 39.99, daysLeft: 30, daysInCycle: 30 });
    // Half-way: half of it.
    expect(prorated(100, 160, june, '2026-06-16')).toEqual({ amount: 30, daysLeft: 15, daysInCycle: 30 });
    // On the last day: one day's worth.
    expect(prorated(100, 130, june, '2026-06-30')).toEqual({ amount: 1, daysLeft: 1, daysInCycle: 30 });
  });

  it('credits a fall, and prorates nothing outside the cycle', () => {
    expect(prorated(165, 110, june, '2026-06-21')).toEqual({ amount: -18.33, daysLeft: 10, daysInCycle: 30 });
    expect(prorated(100, 200, june, '2026-07-02').amount).toBe(0);
    expect(prorated(100, 200, june, '2026-05-20')).toEqual({ amount: 100, daysLeft: 30, daysInCycle: 30 });
  });

  it('counts a yearly cycle’s days, a leap year’s too', () => {
    expect(prorated(0, 365, { start: '2027-03-01', end: '2028-02-29' }, '2027-03-01')).toEqual({
      amount: 365,
      daysLeft: 366,
      daysInCycle: 366,
    });
    expect(dayOf(Date.UTC(2026, 11, 2, 23, 59))).toBe('2026-12-02');
  });
});

describe('the quote’s query', () => {
  it('reads the seats from the query string and keeps them within the limits', () => {
    expect(practiceSeatsQuoteSchema.parse({ planName: 'Bronze', period: 'monthly', currency: 'USD', seats: '3' })).toEqual({
      planName: 'Bronze',
      period: 'monthly',
      currency: 'USD',
      seats: 3,
    });
    for (const seats of ['0', String(MAX_PRACTICE_SEATS + 1), '2.5', 'two'])
      expect(practiceSeatsQuoteSchema.safeParse({ planName: 'Bronze', period: 'monthly', currency: 'USD', seats }).success).toBe(false);
    expect(practiceSeatsQuoteSchema.safeParse({ planName: 'Starter', period: 'monthly', currency: 'USD', seats: '2' }).success).toBe(false);
  });
});
