// Rate limits of the API: every request counts per caller (the ID token's uid) and per IP
// address in fixed one-minute windows; code checks and mail routes count again under a
// tighter rule. Counters live in Firestore (rateLimits/{bucket}, server-only: the rules deny
// clients everything there), updated in a transaction, so the limits hold across function
// instances. Over a limit the answer is 429 with Retry-After (seconds) and the catalogue's
// "Too many requests" error.
import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { errorText, type ErrorKey } from '../../shared/error-catalogue';
import { API_RATE_LIMITS, RATE_LIMIT_WINDOW_MS, type RateLimitRule, type RateLimits } from '../../shared/limits';
import { ApiError } from '../errors';
import { clientIp, verifyCaller } from './auth';

/** The server-only collection of the counters. */
export const RATE_LIMIT_COLLECTION = 'rateLimits';
/** The catalogue's "Too many requests. Please try again later" (first written for e-mail changes). */
export const RATE_LIMIT_ERROR_KEY: ErrorKey = 'emailChangeTooMany';
/** A limiter that cannot answer within this time lets the request through (it never blocks the API). */
const STORE_TIMEOUT_MS = 3000;

/** Routes counted under a tighter rule too, by path (without the /backend prefix; Express matches paths case-insensitively). */
const TIGHT_ROUTES: ReadonlyArray<{ rule: RateLimitRule; pattern: RegExp }> = [
  // Referral and promo codes: checks must not enumerate codes.
  { rule: 'codeCheck', pattern: /^\/(referral|promo)(\/|$)/i },
  // Anything that sends e-mail: welcome and promo mails, referral invitations, contact forms.
  { rule: 'mail', pattern: /^\/(send-[a-z-]*mail|contact|invite)(\/|$)|^\/referral\/(send|invite)/i },
];

/** One counter: its document id and how many requests it allows per window. */
export interface Bucket {
  id: string;
  limit: number;
}

/** A counter as stored: requests counted in the window that began at windowStart (ms). */
export interface WindowState {
  count: number;
  windowStart: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Where the counters are kept: counts one request against every bucket, or none when one is full. */
export interface RateLimitStore {
  hit(buckets: readonly Bucket[]): Promise<Verdict>;
}

/** The rules a request path counts under: always `general`, plus the tight rules its route has. */
export function rulesFor(path: string): RateLimitRule[] {
  const route = path.replace(/^\/backend(?=\/|$)/i, '') || '/';
  return ['general', ...TIGHT_ROUTES.filter(({ pattern }) => pattern.test(route)).map(({ rule }) => rule)];
}

/** A subject (uid or IP) as a document id: hashed, so neither appears in the collection in clear. */
const subjectId = (subject: string) => createHash('sha256').update(subject).digest('hex').slice(0, 40);

/** The buckets of one request: per rule, the caller's (when signed in) and the IP address's. */
export function bucketsFor(rules: readonly RateLimitRule[], uid: string | null, ip: string, limits: RateLimits = API_RATE_LIMITS): Bucket[] {
  return rules.flatMap((rule) => [
    ...(uid ? [{ id: `${rule}-user-${subjectId(uid)}`, limit: limits[rule].perUser }] : []),
    ...(ip ? [{ id: `${rule}-ip-${subjectId(ip)}`, limit: limits[rule].perIp }] : []),
  ]);
}

/**
 * Counts one request at `nowMs` against buckets whose stored states are `states` (undefined:
 * none yet). A window older than `windowMs` starts again from 0. When every bucket has room,
 * the request is allowed and `next` holds the new states; otherwise it is refused, nothing
 * is counted, and Retry-After is the time until the fullest bucket's window ends.
 */
export function countHit(
  buckets: readonly Bucket[],
  states: ReadonlyArray<WindowState | undefined>,
  nowMs: number,
  windowMs = RATE_LIMIT_WINDOW_MS,
): { verdict: Verdict; next: WindowState[] | null } {
  const current = buckets.map((_, i) => {
    const state = states[i];
    return state && nowMs >= state.windowStart && nowMs < state.windowStart + windowMs ? state : { count: 0, windowStart: nowMs };
  });
  const full = current.filter((state, i) => state.count >= buckets[i].limit);
  if (full.length > 0) {
    const waitMs = Math.max(...full.map((state) => state.windowStart + windowMs - nowMs));
    return { verdict: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }, next: null };
  }
  return { verdict: { allowed: true }, next: current.map((state) => ({ count: state.count + 1, windowStart: state.windowStart })) };
}

/** The counters in Firestore, one document per bucket, with `expiresAt` (the window's end) for a TTL policy. */
export class FirestoreRateLimitStore implements RateLimitStore {
  constructor(
    private readonly db: Firestore,
    private readonly windowMs = RATE_LIMIT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  hit(buckets: readonly Bucket[]): Promise<Verdict> {
    if (buckets.length === 0) return Promise.resolve({ allowed: true });
    const refs = buckets.map((bucket) => this.db.collection(RATE_LIMIT_COLLECTION).doc(bucket.id));
    return this.db.runTransaction(async (tx) => {
      const snapshots = await tx.getAll(...refs);
      const states = snapshots.map((snapshot) => {
        const data = snapshot.data();
        return typeof data?.count === 'number' && typeof data.windowStart === 'number' ? { count: data.count, windowStart: data.windowStart } : undefined;
      });
      const { verdict, next } = countHit(buckets, states, this.now(), this.windowMs);
      next?.forEach((state, i) => tx.set(refs[i], { ...state, expiresAt: Timestamp.fromMillis(state.windowStart + this.windowMs) }));
      return verdict;
    });
  }
}

export interface RateLimiterOptions {
  /** Where counters live (default: Firestore). */
  store?: RateLimitStore;
  /** Who calls (default: the verified ID token's uid; null when there is none). */
  identify?: (req: Request) => Promise<{ uid: string } | null>;
  limits?: RateLimits;
  /** A store that has not answered after this long lets the request through (default 3 s). */
  storeTimeoutMs?: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The API's rate limiter, for every route (mounted before the routers and body parsers).
 * Over a limit: 429, Retry-After, and the catalogue's error. Should the counters be
 * unreachable, the request goes through (and a warning is logged, without uid or IP).
 */
export function rateLimiter(options: RateLimiterOptions = {}): RequestHandler {
  let store = options.store;
  const identify = options.identify ?? verifyCaller;
  const limits = options.limits ?? API_RATE_LIMITS;
  const storeTimeoutMs = options.storeTimeoutMs ?? STORE_TIMEOUT_MS;
  return (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      const caller = await identify(req);
      const buckets = bucketsFor(rulesFor(req.path), caller?.uid ?? null, clientIp(req), limits);
      store ??= new FirestoreRateLimitStore(getFirestore());
      let verdict: Verdict;
      try {
        verdict = await withTimeout(store.hit(buckets), storeTimeoutMs);
      } catch (error) {
        logger.warn('Rate limiter unavailable; request let through', { message: (error as Error).message });
        return next();
      }
      if (verdict.allowed) return next();
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      next(new ApiError(429, 'resource-exhausted', errorText(RATE_LIMIT_ERROR_KEY), RATE_LIMIT_ERROR_KEY));
    })().catch(next);
  };
}
