// The server half of login completion (spec section 4): fill missing settings with
// defaults, mark online, record the last login time and IP address, and handle the
// first-time flag (welcome e-mail). Accounts older than the legacy cutoff are logged
// in directly, without the first-time flow.
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { LEGACY_ACCOUNT_CUTOFF_MS } from '../shared/limits';
import type { LoginCompletion } from '../shared/account';
import { defaultSettings } from './user-record';
import { ensureUserRecord, type AuthAccount } from './user-store';
import { sendWelcomeMail } from './welcome-mail';


export async function completeLogin(
  account: AuthAccount,
  context: { ip: string; isAdmin: boolean; now?: number },
  db: Firestore = getFirestore(),
): Promise<LoginCompletion> {
  const now = context.now ?? Date.now();
  await ensureUserRecord(account, db, now);
  const ref = db.doc(`users/${account.uid}`);
  const outcome = await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data() ?? {};
    const stored = (data.settings ?? {}) as Record<string, unknown>;
    const legacy = typeof data.accountCreatedAt === 'number' && data.accountCreatedAt < LEGACY_ACCOUNT_CUTOFF_MS;
    const firstTime = !legacy && data.isFirstTimeLogin === true;
    tx.update(ref, {
      settings: { ...defaultSettings(), ...stored },
      onlineStatus: 'online',
      lastLoginTimestamp: now,
      'userInfo.ipAddress': context.ip,
      ...(data.isFirstTimeLogin !== false && !data.isGuest ? { isFirstTimeLogin: false } : {}),
    });
    return { data, firstTime };
  });
  const { data, firstTime } = outcome;
  const userInfo = (data.userInfo ?? {}) as Record<string, unknown>;
  const language = typeof userInfo.language === 'string' && userInfo.language ? userInfo.language : null;
  if (firstTime && account.email) {
    await sendWelcomeMail(account.email, String(userInfo.displayName ?? ''), language ?? 'en').catch((error: unknown) => {
      logger.error('Error sending welcome email', { uid: account.uid, message: error instanceof Error ? error.message : String(error) });
    });
  }
  const role = typeof userInfo.role === 'string' ? userInfo.role : 'null';
  return {
    uid: account.uid,
    isAdmin: context.isAdmin,
    isGuest: data.isGuest === true,
    firstTime,
    needsRegistration: role === 'null' && data.isGuest !== true && !context.isAdmin,
    role,
    language,
    displayProductTour: data.displayProductTour === true,
  };
}
