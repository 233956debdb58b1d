// Rate limits of the API: every request counts per caller (the ID token's uid) and per IP
// address in fixed one-minute windows; code checks and mail routes count again under a
// tighter rule. Counters live in Firestore (rateLimits/{bucket}-{window}, server-only: the
// rules deny clients everything there), updated atomically, so the limits hold across
// function instances. Over a limit the answer is 429 with Retry-After (seconds) and the catalogue's
// "Too many requests" error.
import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
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

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

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

/** The start (ms) of the fixed window `nowMs` falls in: windows are aligned to their length. */
export function windowOf(nowMs: number, windowMs = RATE_LIMIT_WINDOW_MS): number {
  return Math.floor(nowMs / windowMs) * windowMs;
}

/**
 * The verdict on a request, given each bucket's count in the current window with this
 * request counted: refused when any count is over its limit, with Retry-After the time
 * left in the window (at least 1 s).
 */
export function verdictOf(buckets: readonly Bucket[], counts: readonly number[], nowMs: number, windowMs = RATE_LIMIT_WINDOW_MS): Verdict {
  if (!counts.some((count, i) => count > buckets[i].limit)) return { allowed: true };
  const waitMs = windowOf(nowMs, windowMs) + windowMs - nowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * The counters in Firestore: one document per bucket and window (id `<bucket>-<window start>`),
 * with `expiresAt` (the window's end) for a TTL policy. Each request adds 1 with an atomic
 * increment, then reads the counts back: no transaction, so concurrent requests of one user
 * or address never wait on each other's locks, and no more than the limit get through
 * (each one reads at least its own count). Refused requests count too.
 */
export class FirestoreRateLimitStore implements RateLimitStore {
  constructor(
    private readonly db: Firestore,
    private readonly windowMs = RATE_LIMIT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(buckets: readonly Bucket[]): Promise<Verdict> {
    if (buckets.length === 0) return { allowed: true };
    const nowMs = this.now();
    const windowStart = windowOf(nowMs, this.windowMs);
    const refs = buckets.map((bucket) => this.db.collection(RATE_LIMIT_COLLECTION).doc(`${bucket.id}-${windowStart}`));
    const batch = this.db.batch();
    const fields = { count: FieldValue.increment(1), windowStart, expiresAt: Timestamp.fromMillis(windowStart + this.windowMs) };
    refs.forEach((ref) => batch.set(ref, fields, { merge: true }));
    await batch.commit();
    const snapshots = await this.db.getAll(...refs);
    return verdictOf(buckets, snapshots.map((snapshot) => Number(snapshot.get('count') ?? 0)), nowMs, this.windowMs);
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
