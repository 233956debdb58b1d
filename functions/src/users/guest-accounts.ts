// Guest accounts are made by the server only. POST /account/guest (after a proof of work)
// counts the caller's address and all guests in a sliding hour, creates an account without
// any sign-in provider and its Guest-plan record, and answers a custom token the browser
// signs in with. A guest the browser makes on its own (the Auth service's anonymous
// sign-up, which the project should also switch off) finds no admission: the user-created
// trigger deletes it before it has a record, so it gets no quota and no place to write.
import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response, type NextFunction } from 'express';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { GUEST_CREATION_LIMITS, RATE_LIMIT_STORE_TIMEOUT_MS } from '../shared/limits';
import { DAY_MS } from '../shared/sessions';
import { Refusal } from '../shared/refusal';
import { clientIp } from '../security/auth';
import {
  FirestoreRateLimitStore,
  limiterUnavailable,
  subjectId,
  withTimeout,
  type Bucket,
  type RateLimitStore,
} from '../security/rate-limit';
import { ensureUserRecord, toAuthAccount } from './user-store';

/** Server-only: one document per guest the server created (its uid), read by the user-created trigger. */
export const GUEST_ADMISSIONS = 'guestAdmissions';

export type GuestLimits = { perAddress: number; global: number; windowMs: number };

/** Why a guest may not be created now, or null when it may. Per address first: only admitted ones count towards the global cap. */
export async function guestRefusal(
  store: RateLimitStore,
  address: string,
  limits: GuestLimits = GUEST_CREATION_LIMITS,
): Promise<'address' | 'global' | null> {
  const perAddress: Bucket = { id: `guest-ip-${subjectId(address)}`, limit: limits.perAddress, windowMs: limits.windowMs };
  if (!(await store.hit([perAddress])).allowed) return 'address';
  const global: Bucket = { id: 'guest-all', limit: limits.global, windowMs: limits.windowMs };
  if (!(await store.hit([global])).allowed) return 'global';
  return null;
}

/** True when an account has no way to sign in but the server's custom token (a guest). */
export function isProviderless(user: Pick<UserRecord, 'providerData' | 'email' | 'phoneNumber'>): boolean {
  return user.providerData.length === 0 && !user.email && !user.phoneNumber;
}

/** Creates a guest: its admission, the account, its record; returns the custom token to sign in with. */
export async function createGuest(
  db: Firestore = getFirestore(),
  auth: Auth = getAuth(),
  now = Date.now(),
): Promise<{ uid: string; token: string }> {
  const uid = `guest-${randomBytes(16).toString('hex')}`;
  // Read once, by the trigger, seconds later: expiresAt lets a TTL policy remove it after a day.
  await db
    .collection(GUEST_ADMISSIONS)
    .doc(uid)
    .create({ createdAt: Timestamp.fromMillis(now), expiresAt: Timestamp.fromMillis(now + DAY_MS) });
  const user = await auth.createUser({ uid });
  await ensureUserRecord(toAuthAccount(user), db, now);
  return { uid, token: await auth.createCustomToken(uid) };
}

/**
 * Run by the user-created trigger: an account without provider, e-mail or phone that the
 * server did not admit is deleted (true); any other account is left alone (false).
 */
export async function refuseUnadmittedGuest(
  user: Pick<UserRecord, 'uid' | 'providerData' | 'email' | 'phoneNumber'>,
  db: Firestore = getFirestore(),
  auth: Auth = getAuth(),
): Promise<boolean> {
  if (!isProviderless(user)) return false;
  if ((await db.collection(GUEST_ADMISSIONS).doc(user.uid).get()).exists) return false;
  await auth.deleteUser(user.uid);
  logger.warn('A guest account not created by the server was deleted');
  return true;
}

export interface GuestRouterOptions {
  store?: RateLimitStore;
  limits?: GuestLimits;
  create?: () => Promise<{ uid: string; token: string }>;
}

/** POST /account/guest: a new guest's custom token (the proof of work is checked before, by path). */
export function guestRouter(options: GuestRouterOptions = {}): Router {
  const router = Router();
  let store = options.store;
  router.post('/', (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      store ??= new FirestoreRateLimitStore(getFirestore());
      let refusal: 'address' | 'global' | null;
      try {
        refusal = await withTimeout(guestRefusal(store, clientIp(req), options.limits), RATE_LIMIT_STORE_TIMEOUT_MS);
      } catch (error) {
        logger.warn('Guest limiter unavailable; guest refused', { error: (error as Error).message });
        return next(limiterUnavailable(res));
      }
      if (refusal) {
        const key = refusal === 'address' ? 'guestCreationTooMany' : 'guestCreationClosed';
        res.setHeader('Retry-After', String(Math.ceil((options.limits ?? GUEST_CREATION_LIMITS).windowMs / 1000 / 6)));
        return next(new Refusal(429, key));
      }
      const { token } = await (options.create ?? (() => createGuest()))();
      res.setHeader('Cache-Control', 'no-store');
      res.json({ token });
    })().catch(next);
  });
  return router;
}
