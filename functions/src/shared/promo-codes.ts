// Promo codes: what an admin creates (Promo Codes view), how a code is stored
// (promoCodes/{CODE}, server-only: no client reads or writes it), and the one check every
// use goes through (/promo/verify on Plan & Billing, the subscription's discount, a special
// link's code): known, enabled, not expired, uses left, and for the plan chosen.
import { z } from 'zod';
import { PROMO_ELIGIBLE_PLANS, type PlanName } from './plans';

/** The server-only collection of promo codes; a code's document id is the code itself. */
export const PROMO_CODES_COLLECTION = 'promoCodes';

/** A code: 3 to 32 letters, digits, - or _, kept upper-case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const promoCodeSchema = z.string().trim().toUpperCase().regex(PROMO_CODE_PATTERN, 'A promo code is 3 to 32 letters, digits, - or _');

/** A percentage off, or an amount off (in the plan's currency) of each charge. */
export const promoDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), value: z.number().gt(0).max(100) }),
  z.object({ kind: z.literal('amount'), value: z.number().gt(0).max(10_000) }),
]);
export type PromoDiscount = z.infer<typeof promoDiscountSchema>;

/** The admin's form (POST /admin/promo-codes). */
export const promoCodeCreateSchema = z.object({
  code: promoCodeSchema,
  discount: promoDiscountSchema,
  /** Plans it applies to: among the eligible ones (Bronze and Silver). */
  plans: z
    .array(z.enum(PROMO_ELIGIBLE_PLANS as [PlanName, ...PlanName[]]))
    .min(1)
    .transform((plans) => [...new Set(plans)]),
  /** Expiry (ms since epoch), or null for none. */
  expiresAt: z.number().int().positive().nullable().default(null),
  /** Most uses, or null for no limit. */
  maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
});
export type PromoCodeInput = z.infer<typeof promoCodeCreateSchema>;

/** A promo code as stored (promoCodes/{CODE}): the admin's form, its uses and state. */
export const promoCodeDocSchema = promoCodeCreateSchema.extend({
  uses: z.number(),
  disabled: z.boolean(),
  createdAt: z.number(),
  createdBy: z.string(),
});
export type PromoCodeDoc = z.infer<typeof promoCodeDocSchema>;

/** Why a code cannot be used; each has its message in the error catalogue (promo<Reason>). */
export type PromoRefusal = 'unknown' | 'disabled' | 'expired' | 'usedUp' | 'wrongPlan';

/** The error-catalogue key of a refusal: promoUnknown, promoDisabled, ... */
export const promoRefusalKey = (reason: PromoRefusal) =>
  `promo${reason.charAt(0).toUpperCase()}${reason.slice(1)}` as `promo${Capitalize<PromoRefusal>}`;

/** The verdict on using `code` (its stored document, or null) for `plan` at `now`. */
export function checkPromoCode(
  code: PromoCodeDoc | null,
  plan: string,
  now: number,
): { ok: true; discount: PromoDiscount } | { ok: false; reason: PromoRefusal } {
  if (!code) return { ok: false, reason: 'unknown' };
  if (code.disabled) return { ok: false, reason: 'disabled' };
  if (code.expiresAt !== null && code.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (code.maxUses !== null && code.uses >= code.maxUses) return { ok: false, reason: 'usedUp' };
  if (!(code.plans as readonly string[]).includes(plan)) return { ok: false, reason: 'wrongPlan' };
  return { ok: true, discount: code.discount };
}

/** The price after `discount` (never below 0, rounded to the cent). */
export function discountedPrice(price: number, discount: PromoDiscount): number {
  const off = discount.kind === 'percent' ? (price * discount.value) / 100 : discount.value;
  return Math.max(0, Math.round((price - off) * 100) / 100);
}

/** The codes the local stack seeds (docs/features/admin-console.md): one percentage, one amount, both for Bronze and Silver. */
export const SEEDED_PROMO_CODES: readonly PromoCodeInput[] = [
  { code: 'WELCOME20', discount: { kind: 'percent', value: 20 }, plans: ['Bronze', 'Silver'], expiresAt: null, maxUses: null },
  { code: 'CLINIC10', discount: { kind: 'amount', value: 10 }, plans: ['Bronze', 'Silver'], expiresAt: null, maxUses: 100 },
];
