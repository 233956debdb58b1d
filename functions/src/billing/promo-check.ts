// A promo code as a clinician (checking it before paying) or an admin (e-mailing it) names
// it: read and checked, or refused with the reason's catalogue key.
import type { Firestore } from 'firebase-admin/firestore';
import { checkPromoCode, promoCodeSchema, promoRefusalKey, type PromoCodeDoc, type PromoDiscount } from '../shared/promo-codes';
import { Refusal } from '../shared/refusal';
import { readPromoCode } from './promo-code-store';

/**
 * The code (as typed) and the discount it gives on `planName` (its first plan when none is
 * named), or a 400 with the reason it cannot be used.
 */
export async function usablePromoCode(
  db: Firestore,
  typed: string,
  planName: string | null,
): Promise<{ doc: PromoCodeDoc; discount: PromoDiscount }> {
  const parsed = promoCodeSchema.safeParse(typed);
  const doc = parsed.success ? await readPromoCode(db, parsed.data) : null;
  const verdict = checkPromoCode(doc, planName ?? doc?.plans[0] ?? 'Bronze', Date.now());
  if (!verdict.ok || !doc) throw new Refusal(400, promoRefusalKey(verdict.ok ? 'unknown' : verdict.reason));
  return { doc, discount: verdict.discount };
}
