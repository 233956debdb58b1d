// Referral codes: 6 characters from A-Z0-9, unique, reserved in referralCodes/{code}
// (server-only) so a code can be looked up and never handed out twice.
import { randomInt } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '../shared/limits';

/** A random candidate code. */
export function randomReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** Picks a code that no one holds (read inside `tx`) and reserves it for `uid`. */
export async function reserveReferralCode(db: Firestore, tx: Transaction, uid: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = randomReferralCode();
    const ref = db.doc(`referralCodes/${code}`);
    if (!(await tx.get(ref)).exists) {
      tx.create(ref, { uid });
      return code;
    }
  }
  throw new Error('could not find a free referral code');
}

/** The uid holding `code`, or null. */
export async function referrerOf(db: Firestore, code: string): Promise<string | null> {
  const snapshot = await db.doc(`referralCodes/${code.toUpperCase()}`).get();
  const uid = snapshot.get('uid');
  return typeof uid === 'string' ? uid : null;
}
