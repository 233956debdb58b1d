// The server half of login completion: fill missing settings with defaults, mark online,
// record the last login time and IP address, and handle the first-time flag (welcome
// e-mail). Accounts older than the legacy cutoff are logged in directly, without the
// first-time flow.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { LEGACY_ACCOUNT_CUTOFF_MS } from '../shared/limits';
import type { LoginCompletion } from '../shared/account';
import { UNSET_ROLE } from '../shared/roles';
import { completedSettings, userDocFromData, userInfoUpdate, type UserDocUpdate } from '../shared/user-doc';
import { ensureUserRecord, storedUserDocRef, toAuthAccount, type AuthAccount } from './user-store';
import { recordSignIn } from './sign-ins';
import { getAuth } from 'firebase-admin/auth';
import { sendWelcomeMail } from './welcome-mail';

/** Completes a login of `account`: updates its record and tells the site what comes next. */
export async function completeLogin(
  account: AuthAccount,
  context: { ip: string; isAdmin: boolean; now?: number },
  db: Firestore = getFirestore(),
): Promise<LoginCompletion> {
  const now = context.now ?? Date.now();
  await ensureUserRecord(account, db, now);
  // Read untyped: the stored settings map is written back as it is, defaults added.
  const ref = storedUserDocRef(db, account.uid);
  const user = await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    const stored = userDocFromData(data);
    const update: UserDocUpdate = {
      onlineStatus: 'online',
      lastLoginTimestamp: now,
      ...userInfoUpdate({ ipAddress: context.ip }),
      ...(stored.isFirstTimeLogin !== false && !stored.isGuest ? { isFirstTimeLogin: false } : {}),
    };
    tx.update(ref, { settings: completedSettings(data), ...update });
    return stored;
  });
  const legacy = user.accountCreatedAt !== undefined && user.accountCreatedAt < LEGACY_ACCOUNT_CUTOFF_MS;
  const firstTime = !legacy && user.isFirstTimeLogin === true;
  const language = user.userInfo.language || null;
  if (firstTime && account.email) {
    await sendWelcomeMail(account.email, user.userInfo.displayName, language ?? 'en').catch((error: unknown) => {
      logger.error('Error sending welcome email', { uid: account.uid, error: error instanceof Error ? error.message : String(error) });
    });
  }
  const role = user.userInfo.role ?? UNSET_ROLE;
  return {
    uid: account.uid,
    isAdmin: context.isAdmin,
    isGuest: user.isGuest,
    firstTime,
    needsRegistration: role === UNSET_ROLE && !user.isGuest && !context.isAdmin,
    role,
    language,
    displayProductTour: user.displayProductTour,
  };
}

/**
 * The server half of a login of `uid` (run at each login): the record completed, then the
 * sign-in written to the user's history with its method (and second factor).
 */
export async function completeLoginOf(
  uid: string,
  context: { ip: string; userAgent: string; isAdmin: boolean; method: string; secondFactor?: string },
): Promise<LoginCompletion> {
  const completion = await completeLogin(toAuthAccount(await getAuth().getUser(uid)), { ip: context.ip, isAdmin: context.isAdmin });
  const { method, secondFactor } = context;
  await recordSignIn(uid, {
    kind: secondFactor ? 'second-factor-sign-in' : 'sign-in',
    ok: true,
    ip: context.ip,
    userAgent: context.userAgent,
    method: secondFactor ? `${method}+${secondFactor}` : method,
  });
  return completion;
}
