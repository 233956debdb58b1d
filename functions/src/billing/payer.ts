// Who pays: the name and address the gateway's customer is created with, and the referral
// that earns a first subscription its reward, read from the user record.
import type { Firestore } from 'firebase-admin/firestore';
import { Refusal } from '../shared/refusal';
import { readUserDoc } from '../users/user-store';

export interface Payer {
  email: string;
  firstName: string;
  lastName: string;
  referredBy: string;
}

/** The payer `uid` is; refused (404) when the user has no record. */
export async function payerOf(db: Firestore, uid: string): Promise<Payer> {
  const user = await readUserDoc(db, uid);
  if (!user) throw new Refusal(404, 'fallbackUserMissing');
  return {
    email: user.userInfo.email,
    firstName: user.userInfo.firstName,
    lastName: user.userInfo.lastName,
    referredBy: user.referrals.referredBy,
  };
}

/** The plan and, when a trial just ended, which one, why and when (the trial ended first if it is over). */
export async function planStatus(
  db: Firestore,
  uid: string,
  trialEnded: boolean,
): Promise<{ plan: string; trialEnded: boolean; endedPlan: string; endedReason: string; endedAt: number }> {
  const user = await readUserDoc(db, uid);
  if (!user) throw new Refusal(404, 'fallbackUserMissing');
  const { subscription } = user;
  return {
    plan: subscription.plan,
    trialEnded,
    endedPlan: subscription.endedPlan ?? '',
    endedReason: subscription.endedReason ?? '',
    endedAt: subscription.endedAt ?? 0,
  };
}
