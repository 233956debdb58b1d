import { checkPromoCode, discountedPrice, promoCodeCreateSchema, type PromoCodeDoc } from '../promo-codes';

const now = Date.UTC(2026, 10, 24);
const code = (over: Partial<PromoCodeDoc> = {}): PromoCodeDoc => ({
  code: 'WELCOME20',
  discount: { kind: 'percent', value: 20 },
  plans: ['Bronze', 'Silver'],
  expiresAt: null,
  maxUses: null,
  uses: 0,
  disabled: false,
  createdAt: now - 1000,
  createdBy: 'admin',
  ...over,
});

describe('a promo code', () => {
  it('applies to the plans it names while it is enabled, not expired and has uses left', () => {
    expect(checkPromoCode(code(), 'Bronze', now)).toEqual({ ok: true, discount: { kind: 'percent', value: 20 } });
    expect(checkPromoCode(null, 'Bronze', now)).toEqual({ ok: false, reason: 'unknown' });
    expect(checkPromoCode(code({ disabled: true }), 'Bronze', now)).toEqual({ ok: false, reason: 'disabled' });
    expect(checkPromoCode(code({ expiresAt: now }), 'Bronze', now)).toEqual({ ok: false, reason: 'expired' });
    expect(checkPromoCode(code({ maxUses: 2, uses: 2 }), 'Bronze', now)).toEqual({ ok: false, reason: 'usedUp' });
    expect(checkPromoCode(code({ plans: ['Silver'] }), 'Bronze', now)).toEqual({ ok: false, reason: 'wrongPlan' });
    expect(checkPromoCode(code(), 'Starter', now)).toEqual({ ok: false, reason: 'wrongPlan' });
  });

  it('takes a percentage or an amount off, never below 0', () => {
    expect(discountedPrice(39.99, { kind: 'percent', value: 20 })).toBe(31.99);
    expect(discountedPrice(55, { kind: 'amount', value: 10 })).toBe(45);
    expect(discountedPrice(9.99, { kind: 'amount', value: 100 })).toBe(0);
  });

  it('is created only for Bronze and Silver, with a valid code and discount', () => {
    expect(
      promoCodeCreateSchema.parse({ code: ' spring-26 ', discount: { kind: 'percent', value: 15 }, plans: ['Bronze', 'Bronze'] }),
    ).toEqual({
      code: 'SPRING-26',
      discount: { kind: 'percent', value: 15 },
      plans: ['Bronze'],
      expiresAt: null,
      maxUses: null,
    });
    expect(promoCodeCreateSchema.safeParse({ code: 'X', discount: { kind: 'percent', value: 15 }, plans: ['Bronze'] }).success).toBe(false);
    expect(promoCodeCreateSchema.safeParse({ code: 'SPRING', discount: { kind: 'percent', value: 150 }, plans: ['Bronze'] }).success).toBe(
      false,
    );
    expect(promoCodeCreateSchema.safeParse({ code: 'SPRING', discount: { kind: 'percent', value: 15 }, plans: ['Starter'] }).success).toBe(
      false,
    );
    expect(promoCodeCreateSchema.safeParse({ code: 'SPRING', discount: { kind: 'amount', value: 0 }, plans: ['Silver'] }).success).toBe(
      false,
    );
  });
});
