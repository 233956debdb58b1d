// Rate limits of the API: every request counts per caller (the ID token's uid) and per IP
// address (the trusted address of client-address.ts; callers without one share the
// "unknown" bucket); code checks and mail routes count again under a tighter rule.
// Windows slide: a sliding-window counter weighs the previous window's count by the part of
// it still inside the last minute and adds the current window's, so a burst across a minute
// boundary gets no more than the limit (fixed windows let twice the limit through there).
// Counters live in Firestore (rateLimits/{bucket}-{window}, server-only: the rules deny
// clients everything there), updated atomically, so the limits hold across function
// instances. Over a limit the answer is 429 with Retry-After (seconds) and the catalogue's
// "Too many requests". When the counters do not answer in time, routes that send mail or
// check codes are refused (503, catalogue text); every other route is let through (logged).
import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { config } from '../config';
import type { ErrorKey } from '../shared/error-catalogue';
import { API_RATE_LIMITS, RATE_LIMIT_STORE_TIMEOUT_MS, RATE_LIMIT_WINDOW_MS, type RateLimitRule, type RateLimits } from '../shared/limits';
import { Refusal } from '../shared/refusal';
import { clientIp, verifyCaller } from './auth';

/** The server-only collection of the counters. */
export const RATE_LIMIT_COLLECTION = 'rateLimits';
/** The catalogue's "Too many requests. Please try again later" (first written for e-mail changes). */
export const RATE_LIMIT_ERROR_KEY: ErrorKey = 'emailChangeTooMany';
/** The catalogue's text for a route refused because its limiter did not answer. */
export const RATE_LIMIT_UNAVAILABLE_KEY: ErrorKey = 'rateLimitUnavailable';

/** Routes counted under a tighter rule too, by path (without the /backend prefix; Express matches paths case-insensitively). */
const TIGHT_ROUTES: ReadonlyArray<{ rule: RateLimitRule; pattern: RegExp }> = [
  // Referral and promo codes: checks must not enumerate codes.
  { rule: 'codeCheck', pattern: /^\/(referral|promo)(\/|$)/i },
  // Anything that sends e-mail: welcome and promo mails, referral and practice invitations, contact forms.
  {
    rule: 'mail',
    pattern: /^\/(send-[a-z-]*mail|contact|invite)(\/|$)|^\/referral\/(send|invite)|^\/practices\/invitations(\/resend)?\/?$/i,
  },
];

/** Rules whose routes are refused, not let through, when the counters cannot be reached. */
const FAIL_CLOSED_RULES: ReadonlySet<RateLimitRule> = new Set(['codeCheck', 'mail']);

/** One counter: its document id, how many requests it allows per window, and the window (default one minute). */
export interface Bucket {
  id: string;
  limit: number;
  windowMs?: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimitStore {
  hit(buckets: readonly Bucket[]): Promise<Verdict>;
}

/** A bucket's counts: the previous window's and the current one's (this request included). */
export interface WindowCounts {
  previous: number;
  current: number;
}

/** The rules a request path counts under: always `general`, plus the tight rules its route has. */
export function rulesFor(path: string): RateLimitRule[] {
  const route = path.replace(/^\/backend(?=\/|$)/i, '') || '/';
  return ['general', ...TIGHT_ROUTES.filter(({ pattern }) => pattern.test(route)).map(({ rule }) => rule)];
}

/** True when a request path's limiter must refuse it (not let it through) should the counters not answer. */
export function failsClosed(path: string): boolean {
  return rulesFor(path).some((rule) => FAIL_CLOSED_RULES.has(rule));
}

/** A subject (uid or IP) as a document id: hashed, so neither appears in the collection in clear. */
export const subjectId = (subject: string) => createHash('sha256').update(subject).digest('hex').slice(0, 40);

/** The buckets of one request: per rule, the caller's (when signed in) and the address's (always: "unknown" is one address). */
export function bucketsFor(
  rules: readonly RateLimitRule[],
  uid: string | null,
  ip: string,
  limits: RateLimits = API_RATE_LIMITS,
): Bucket[] {
  return rules.flatMap((rule) => [
    ...(uid ? [{ id: `${rule}-user-${subjectId(uid)}`, limit: limits[rule].perUser }] : []),
    { id: `${rule}-ip-${subjectId(ip || 'unknown')}`, limit: limits[rule].perIp },
  ]);
}

/** The start (ms) of the fixed window `nowMs` falls in: windows are aligned to their length. */
export function windowOf(nowMs: number, windowMs = RATE_LIMIT_WINDOW_MS): number {
  return Math.floor(nowMs / windowMs) * windowMs;
}

/**
 * The sliding-window estimate of the requests in the last `windowMs`: the previous window's
 * count weighted by the share of it still inside that span, plus the current window's.
 */
export function slidingCount(counts: WindowCounts, nowMs: number, windowMs = RATE_LIMIT_WINDOW_MS): number {
  const elapsed = (nowMs - windowOf(nowMs, windowMs)) / windowMs;
  return counts.previous * (1 - elapsed) + counts.current;
}

/** How long (ms) until a refused bucket's estimate is back under its limit, if nothing else comes. */
function waitMs(bucket: Bucket, counts: WindowCounts, nowMs: number, windowMs: number): number {
  const start = windowOf(nowMs, windowMs);
  if (counts.current < bucket.limit && counts.previous > 0) {
    // Later in this window: previous × (1 − e) + current ≤ limit − 1.
    const e = 1 - (bucket.limit - 1 - counts.current) / counts.previous;
    return Math.max(0, start + e * windowMs - nowMs);
  }
  // In the next window, where this window's count is the previous one.
  const e = counts.current > 0 ? Math.max(0, 1 - (bucket.limit - 1) / counts.current) : 0;
  return start + windowMs + e * windowMs - nowMs;
}

/**
 * The verdict on a request, given each bucket's counts with this request counted: refused when
 * any sliding estimate is over its limit, with Retry-After the time until it is back under
 * (at least 1 s).
 */
export function verdictOf(
  buckets: readonly Bucket[],
  counts: readonly WindowCounts[],
  nowMs: number,
  defaultWindowMs = RATE_LIMIT_WINDOW_MS,
): Verdict {
  let wait = -1;
  buckets.forEach((bucket, i) => {
    const windowMs = bucket.windowMs ?? defaultWindowMs;
    if (slidingCount(counts[i], nowMs, windowMs) > bucket.limit) wait = Math.max(wait, waitMs(bucket, counts[i], nowMs, windowMs));
  });
  if (wait < 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
}

/**
 * The counters in Firestore: one document per bucket and window (id `<bucket>-<window start>`),
 * with `expiresAt` (the end of the next window, the last one that weighs it) for a TTL policy.
 * Each request adds 1 with an atomic increment, then reads the current and previous counts
 * back: no transaction, so concurrent requests of one user or address never wait on each
 * other's locks, and each one reads at least its own count. Refused requests count too.
 */
export class FirestoreRateLimitStore implements RateLimitStore {
  constructor(
    private readonly db: Firestore,
    /** Default: the configured window (a minute in production, seconds on the stack under test). */
    private readonly windowMs = config().rateLimitWindowMs,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(buckets: readonly Bucket[]): Promise<Verdict> {
    if (buckets.length === 0) return { allowed: true };
    const nowMs = this.now();
    const collection = this.db.collection(RATE_LIMIT_COLLECTION);
    const windows = buckets.map((bucket) => {
      const windowMs = bucket.windowMs ?? this.windowMs;
      const start = windowOf(nowMs, windowMs);
      return {
        windowMs,
        start,
        current: collection.doc(`${bucket.id}-${start}`),
        previous: collection.doc(`${bucket.id}-${start - windowMs}`),
      };
    });
    const batch = this.db.batch();
    windows.forEach(({ current, start, windowMs }) =>
      batch.set(
        current,
        { count: FieldValue.increment(1), windowStart: start, expiresAt: Timestamp.fromMillis(start + 2 * windowMs) },
        { merge: true },
      ),
    );
    await batch.commit();
    const snapshots = await this.db.getAll(...windows.flatMap(({ current, previous }) => [current, previous]));
    const countOf = (i: number) => Number(snapshots[i].get('count') ?? 0);
    const counts = windows.map((_, i) => ({ current: countOf(2 * i), previous: countOf(2 * i + 1) }));
    return verdictOf(buckets, counts, nowMs, this.windowMs);
  }
}

export interface RateLimiterOptions {
  /** Where counters live (default: Firestore). */
  store?: RateLimitStore;
  /** Who calls (default: the verified ID token's uid; null when there is none). */
  identify?: (req: Request) => Promise<{ uid: string } | null>;
  limits?: RateLimits;
  /** A store that has not answered after this long fails closed on mail and code routes, open elsewhere (default 3 s). */
  storeTimeoutMs?: number;
}

/** `work`, or a rejection once `ms` have passed without an answer. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The 429 of a refused request (Retry-After set on `res`). */
export function tooManyRequests(res: Response, retryAfterSeconds: number): Refusal {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  return new Refusal(429, RATE_LIMIT_ERROR_KEY);
}

/** The 503 of a request refused because its limiter could not be asked. */
export function limiterUnavailable(res: Response): Refusal {
  res.setHeader('Retry-After', '5');
  return new Refusal(503, RATE_LIMIT_UNAVAILABLE_KEY);
}

/**
 * The API's rate limiter, for every route (mounted before the routers and body parsers).
 * Over a limit: 429, Retry-After, and the catalogue's error. Should the counters be
 * unreachable, mail and code routes are refused (503) and the others go through (a warning
 * is logged, without uid or IP).
 */
export function rateLimiter(options: RateLimiterOptions = {}): RequestHandler {
  let store = options.store;
  const identify = options.identify ?? verifyCaller;
  const limits = options.limits ?? API_RATE_LIMITS;
  const storeTimeoutMs = options.storeTimeoutMs ?? RATE_LIMIT_STORE_TIMEOUT_MS;
  return (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      const caller = await identify(req);
      const buckets = bucketsFor(rulesFor(req.path), caller?.uid ?? null, clientIp(req), limits);
      store ??= new FirestoreRateLimitStore(getFirestore());
      let verdict: Verdict;
      try {
        verdict = await withTimeout(store.hit(buckets), storeTimeoutMs);
      } catch (error) {
        const closed = failsClosed(req.path);
        logger.warn(`Rate limiter unavailable; request ${closed ? 'refused' : 'let through'}`, { error: (error as Error).message });
        return next(closed ? limiterUnavailable(res) : undefined);
      }
      if (verdict.allowed) return next();
      next(tooManyRequests(res, verdict.retryAfterSeconds));
    })().catch(next);
  };
}
