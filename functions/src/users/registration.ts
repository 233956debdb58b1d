// Registration: the form's fields written to the caller's new record, once (a role already
// chosen is never changed here). The API key goes to secrets/{uid}, encrypted; a referral
// code must exist and not be the caller's own; a special link's grant (a trial, or a promo
// code) is applied and counted on the link. The new user then goes to the CRM.
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { countSignUp, grantUpdate, readSpecialLink, type LinkOutcome } from '../admin/special-links';
import { seal } from '../security/secret-box';
import { Refusal } from '../shared/refusal';
import type { Registration } from '../shared/schemas';
import { promoUpdate, referralsUpdate, userInfoUpdate } from '../shared/user-doc';
import { syncUserToCrm } from './automation-sync';
import { referrerOf } from './referral-codes';
import { addReferral, ensureUserRecord, readUserIn, toAuthAccount, updateUserIn } from './user-store';

/** Registers the caller; answers the special link's outcome (null without a link). */
export async function register(db: Firestore, uid: string, input: Registration): Promise<LinkOutcome | null> {
  await ensureUserRecord(toAuthAccount(await getAuth().getUser(uid)));
  const referrer = input.referredBy ? await referrerOf(db, input.referredBy) : null;
  if (input.referredBy && (!referrer || referrer === uid)) throw new Refusal(400, 'fallbackReferralCode');
  const now = Date.now();
  const link = await db.runTransaction(async (tx) => {
    const user = await readUserIn(tx, db, uid);
    if (user?.userInfo.role !== 'null') throw new Refusal(409, 'signUpAlreadyRegistered');
    const special = input.link ? await readSpecialLink(tx, db, input.link, now) : null;
    updateUserIn(tx, db, uid, {
      ...userInfoUpdate({
        displayName: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        location: input.country,
        language: input.language,
      }),
      leadSource: input.leadSource,
      ...promoUpdate({ promoCode: input.promoCode }),
      ...referralsUpdate({ referredBy: referrer ? input.referredBy : '' }),
    });
    if (referrer) addReferral(tx, db, referrer, uid);
    if (input.emr) tx.set(db.doc(`secrets/${uid}`), { clinikoApiKey: seal(input.emr, { purpose: 'integration', uid, id: 'cliniko' }) }, { merge: true });
    // A special link's grant (a trial, or a promo code), counted on the link.
    if (special?.outcome.applied) {
      updateUserIn(tx, db, uid, grantUpdate(special.outcome.grant, now));
      countSignUp(tx, special.ref);
    }
    return special?.outcome ?? null;
  });
  await getAuth().updateUser(uid, { displayName: `${input.firstName} ${input.lastName}` });
  // A failure is logged and never blocks registration.
  await syncUserToCrm(db, uid);
  return link;
}
