// Registration: the form's fields written to the caller's new record, once (a role already
// chosen is never changed here). The API key goes to secrets/{uid}, encrypted; a referral
// code that exists and is not the caller's own links the referrer, any other is dropped (the
// account is made without a referrer, and the answer says the code was not applied: refusing
// the form told a real code from an unknown one, beside the code-check limit); a special
// link's grant (a trial, or a promo code) is applied and counted on the link. The new user
// then goes to the CRM. The route lets a registration naming a referral code or a special
// link through only within the code-check limit and with a proof of work
// (api/middleware/proof-of-work.ts).
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { countSignUp, grantUpdate, readSpecialLink, type LinkOutcome } from './special-links';
import { seal } from '../security/secret-box';
import { Refusal } from '../shared/refusal';
import type { Registration } from '../shared/schemas';
import { promoUpdate, referralsUpdate, userInfoUpdate } from '../shared/user-doc';
import { syncUserToCrm } from './automation-sync';
import { referrerOf } from './referral-codes';
import { addReferral, ensureUserRecord, readUserIn, toAuthAccount, updateUserIn } from './user-store';

/** What registration answers: the special link's outcome and whether the referral code was applied (each null when none was given). */
export interface RegistrationOutcome {
  link: LinkOutcome | null;
  referral: { applied: boolean } | null;
}

/** Registers the caller; an unknown referral code (or the caller's own) is dropped, not refused. */
export async function register(db: Firestore, uid: string, input: Registration): Promise<RegistrationOutcome> {
  await ensureUserRecord(toAuthAccount(await getAuth().getUser(uid)));
  const found = input.referredBy ? await referrerOf(db, input.referredBy) : null;
  const referrer = found && found !== uid ? found : null;
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
    if (input.emr)
      tx.set(db.doc(`secrets/${uid}`), { clinikoApiKey: seal(input.emr, { purpose: 'integration', uid, id: 'cliniko' }) }, { merge: true });
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
  return { link, referral: input.referredBy ? { applied: referrer !== null } : null };
}
