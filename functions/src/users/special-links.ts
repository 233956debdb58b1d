// Signing up through a special link (/login/register/?link=CODE): inside the registration's
// transaction, the link is read and checked; when it holds, the user gets its grant (a trial
// of a plan, from now, or a promo code for the first subscription) and the link counts the
// sign-up. A link that does not hold is said why, and registration goes on without it.
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  checkSpecialLink,
  SPECIAL_LINKS_COLLECTION,
  specialLinkDocSchema,
  type SpecialLinkGrant,
  type SpecialLinkRefusal,
} from '../shared/admin';
import { planChangeUpdate, quotasForPlan } from '../shared/plan-change';
import { parseStoredOrNull } from '../shared/stored-document';
import { promoUpdate, type UserDocUpdate } from '../shared/user-doc';

export type LinkOutcome = { applied: true; grant: SpecialLinkGrant } | { applied: false; reason: SpecialLinkRefusal };

/** Reads and checks the link (a transaction read: call it before any write). */
export async function readSpecialLink(
  tx: Transaction,
  db: Firestore,
  code: string,
  now: number,
): Promise<{ ref: DocumentReference; outcome: LinkOutcome }> {
  const ref = db.collection(SPECIAL_LINKS_COLLECTION).doc(code.trim().toUpperCase());
  const snapshot = await tx.get(ref);
  const verdict = checkSpecialLink(parseStoredOrNull(specialLinkDocSchema, snapshot.data(), SPECIAL_LINKS_COLLECTION), now);
  return { ref, outcome: verdict.ok ? { applied: true, grant: verdict.grant } : { applied: false, reason: verdict.reason } };
}

/** The user-record fields a grant sets: a plan change (a trial from now), or the promo code. */
export function grantUpdate(grant: SpecialLinkGrant, now: number): UserDocUpdate {
  return grant.kind === 'promo' ? promoUpdate({ promoCode: grant.promoCode }) : planChangeUpdate(quotasForPlan(grant.plan, now));
}

/** Counts the sign-up on the link (a transaction write). */
export function countSignUp(tx: Transaction, ref: DocumentReference): void {
  tx.update(ref, { signUps: FieldValue.increment(1) });
}
