// Proof of work on the routes a script would hammer: creating a guest, code checks, invitations
// and the unauthenticated failed-sign-in report (and a registration that names a referral
// code). Self-hosted (ALTCHA challenges, no outside service): GET /proof-of-work hands out a
// challenge signed with POW_HMAC_KEY; the browser finds the number that hashes to it (in a Web
// Worker) and sends the solution, base64 JSON as the ALTCHA widget makes it, in the
// X-Proof-Of-Work header. A solution is refused when missing, wrong, expired or already used
// (each is accepted once: server-only `proofsOfWork` documents, expiresAt for a TTL policy).
// Without a configured key, or when the store of used solutions does not answer, the gated
// routes are refused: they fail closed.
//
// The cost grows with refusals: every refused request on a gated route (any 4xx answer, or a
// code the route did not apply) counts against the caller's address (the one the rate limits
// use, ../../security/client-address.ts) and against the address that fetched the challenge (named in its
// signed salt), in server-only `proofOfWorkRefusals` counters over a sliding window; the
// challenges handed to an address hide a number up to PROOF_OF_WORK.maxNumber doubled once per
// recent refusal (shared/limits.ts, capped). Counting the fetching address too means
// challenges fetched from a second, quiet address do not stay cheap.
import { createHash } from 'node:crypto';
import { createChallenge, verifySolution, type Payload } from 'altcha-lib/v1';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { PROOF_OF_WORK, proofOfWorkMaxNumber, RATE_LIMIT_STORE_TIMEOUT_MS } from '../../shared/limits';
import { namesCode, needsProof } from '../../shared/proof-of-work';

export { needsProof };
import { config } from '../../config';
import { Refusal } from '../../shared/refusal';
import { clientIp } from '../../security/auth';
import { UNKNOWN_ADDRESS } from '../../security/client-address';
import {
  bucketsFor,
  FirestoreRateLimitStore,
  limiterUnavailable,
  slidingCount,
  subjectId,
  tooManyRequests,
  windowOf,
  withTimeout,
  type RateLimitStore,
} from '../../security/rate-limit';

/** The server-only collection of solutions already used. */
export const PROOF_COLLECTION = 'proofsOfWork';
/** The server-only collection of refusal counters, per address tag and window. */
export const PROOF_REFUSALS_COLLECTION = 'proofOfWorkRefusals';

/** Random bytes of a challenge's salt: with the address tag and the expiry, salt and number fit one SHA-256 block. */
const SALT_BYTES = 8;

/**
 * An address as challenges and refusal counters name it: the first 8 hex digits of its hash
 * (the address itself is never written). Two addresses sharing a tag share their counts.
 */
export const addressTag = (address: string) => subjectId(address || UNKNOWN_ADDRESS).slice(0, 8);

const TAG_PATTERN = /^[0-9a-f]{8}$/;

/** Remembers used solutions: true the first time an id is seen, false after. */
export interface ProofReplayStore {
  firstUse(id: string, expiresAtMs: number): Promise<boolean>;
}

export class FirestoreProofReplayStore implements ProofReplayStore {
  constructor(private readonly db: Firestore) {}

  async firstUse(id: string, expiresAtMs: number): Promise<boolean> {
    try {
      await this.db
        .collection(PROOF_COLLECTION)
        .doc(id)
        .create({ expiresAt: Timestamp.fromMillis(expiresAtMs) });
      return true;
    } catch (error) {
      // 6 = ALREADY_EXISTS: this solution was used before.
      if ((error as { code?: number }).code === 6) return false;
      throw error;
    }
  }
}

/** Counts refusals per address tag over a sliding window. */
export interface ProofRefusalStore {
  /** The refusals of `tag` in the last window (the sliding estimate, rounded up). */
  recent(tag: string): Promise<number>;
  /** One refusal more for each of `tags` (each once). */
  add(tags: readonly string[]): Promise<void>;
}

/**
 * The counters in Firestore: one document per tag and window (`<tag>-<window start>`), with
 * `expiresAt` (the end of the next window, the last one that weighs it) for a TTL policy.
 */
export class FirestoreProofRefusalStore implements ProofRefusalStore {
  constructor(
    private readonly db: Firestore,
    private readonly windowMs: number = PROOF_OF_WORK.refusalWindowMs,
    private readonly now: () => number = Date.now,
  ) {}

  private counter(tag: string, start: number) {
    return this.db.collection(PROOF_REFUSALS_COLLECTION).doc(`${tag}-${start}`);
  }

  async recent(tag: string): Promise<number> {
    const nowMs = this.now();
    const start = windowOf(nowMs, this.windowMs);
    const [current, previous] = await this.db.getAll(this.counter(tag, start), this.counter(tag, start - this.windowMs));
    const counts = { current: Number(current.get('count') ?? 0), previous: Number(previous.get('count') ?? 0) };
    return Math.ceil(slidingCount(counts, nowMs, this.windowMs) - 1e-9);
  }

  async add(tags: readonly string[]): Promise<void> {
    const nowMs = this.now();
    const start = windowOf(nowMs, this.windowMs);
    const batch = this.db.batch();
    for (const tag of new Set(tags)) {
      batch.set(
        this.counter(tag, start),
        { count: FieldValue.increment(1), windowStart: start, expiresAt: Timestamp.fromMillis(start + 2 * this.windowMs) },
        { merge: true },
      );
    }
    await batch.commit();
  }
}

export interface ProofOfWorkOptions {
  /** The HMAC key of challenges (default: POW_HMAC_KEY). */
  hmacKey?: string;
  replays?: ProofReplayStore;
  /** Refusal counts per address (default: Firestore). */
  refusals?: ProofRefusalStore;
  /** The code-check limit's counters, for routes whose body names a code (default: Firestore). */
  rateLimits?: RateLimitStore;
  now?: () => number;
  storeTimeoutMs?: number;
}

const hmacKeyOf = (options: ProofOfWorkOptions) => options.hmacKey ?? config().powHmacKey;

function proofRequired(): Refusal {
  return new Refusal(403, 'proofOfWorkRequired');
}

/** The solution in a request's header, parsed; null when absent or not base64 JSON of the right shape. */
export function readProof(req: Request): Payload | null {
  const raw = req.get(PROOF_OF_WORK.header);
  if (!raw || raw.length > 2000) return null;
  try {
    const payload = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Partial<Payload>;
    const ok =
      typeof payload.challenge === 'string' &&
      typeof payload.salt === 'string' &&
      typeof payload.signature === 'string' &&
      payload.algorithm === 'SHA-256' &&
      Number.isInteger(payload.number);
    return ok ? (payload as Payload) : null;
  } catch {
    return null;
  }
}

const paramsOf = (payload: Payload) => new URLSearchParams(payload.salt.split('?')[1] ?? '');

/** The expiry (ms) a challenge's salt carries (`?expires=<seconds>`); null without one. */
function expiryOf(payload: Payload): number | null {
  const expires = Number(paramsOf(payload).get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : null;
}

/** The tag of the address that fetched a challenge (`?by=<tag>`), once its signature is checked; null without one. */
function fetchedByOf(payload: Payload): string | null {
  const tag = paramsOf(payload).get('by') ?? '';
  return TAG_PATTERN.test(tag) ? tag : null;
}

/** `res.locals` flag: the route refused a code with a 2xx answer (registration drops an unknown referral code). */
const CODE_REFUSED = 'proofOfWorkCodeRefused';

/** Marks the answer being made as a refusal for the proof of work's cost (a code the route did not apply). */
export function markCodeRefused(res: Response): void {
  res.locals[CODE_REFUSED] = true;
}

/** The checks shared by the middlewares: a solution's verdict, and the refusal count of a finished request. */
function proofChecks(options: ProofOfWorkOptions) {
  let replays = options.replays;
  let refusals = options.refusals;
  const now = options.now ?? Date.now;
  const storeTimeoutMs = options.storeTimeoutMs ?? RATE_LIMIT_STORE_TIMEOUT_MS;
  const refusalStore = () => (refusals ??= new FirestoreProofRefusalStore(getFirestore()));

  /**
   * Null when the request carries a valid, unexpired, unused solution, else the refusal. The
   * tag of the address that fetched a challenge whose signature holds goes into `fetchedBy`.
   */
  async function verdict(req: Request, res: Response, fetchedBy: { tag: string | null }): Promise<Refusal | null> {
    const hmacKey = hmacKeyOf(options);
    if (!hmacKey) {
      logger.error('POW_HMAC_KEY is not configured: routes that need a proof of work are refused');
      return limiterUnavailable(res);
    }
    const payload = readProof(req);
    const expiresAt = payload ? expiryOf(payload) : null;
    // verifySolution checks the hash, the signature and the expiry in the (signed) salt.
    if (!payload || expiresAt === null || expiresAt <= now() || !(await verifySolution(payload, hmacKey, true))) return proofRequired();
    fetchedBy.tag = fetchedByOf(payload);
    replays ??= new FirestoreProofReplayStore(getFirestore());
    const id = createHash('sha256').update(payload.signature).digest('hex');
    try {
      return (await withTimeout(replays.firstUse(id, expiresAt), storeTimeoutMs)) ? null : proofRequired();
    } catch (error) {
      logger.warn('Proof-of-work store unavailable; request refused', { error: (error as Error).message });
      return limiterUnavailable(res);
    }
  }

  /**
   * Counts the request as a refusal, before its answer goes out, when that answer is a 4xx or
   * the route marked a code refused: against the caller's address and the challenge's fetcher.
   * A counter that does not answer in time is logged and the answer goes out all the same.
   */
  function countRefusal(req: Request, res: Response, fetchedBy: { tag: string | null }): void {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const refused = (res.statusCode >= 400 && res.statusCode < 500) || res.locals[CODE_REFUSED] === true;
      if (!refused) return end(...args);
      const tags = [addressTag(clientIp(req)), ...(fetchedBy.tag ? [fetchedBy.tag] : [])];
      withTimeout(refusalStore().add(tags), storeTimeoutMs)
        .catch((error: unknown) => logger.warn('Proof-of-work refusal not counted', { error: (error as Error).message }))
        .finally(() => end(...args));
      return res;
    }) as Response['end'];
  }

  /** How many recent refusals the address tagged `tag` has (0 when the counters do not answer: the base cost). */
  async function recentRefusals(tag: string): Promise<number> {
    try {
      return await withTimeout(refusalStore().recent(tag), storeTimeoutMs);
    } catch (error) {
      logger.warn('Proof-of-work refusal counts unavailable; base cost', { error: (error as Error).message });
      return 0;
    }
  }

  return { verdict, countRefusal, recentRefusals, now };
}

/** Middleware for every route: the gated ones go on only with a valid, unused solution; their refusals are counted. */
export function proofOfWork(options: ProofOfWorkOptions = {}): RequestHandler {
  const checks = proofChecks(options);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!needsProof(req.method, req.path)) return next();
    const fetchedBy = { tag: null as string | null };
    checks.countRefusal(req, res, fetchedBy);
    checks
      .verdict(req, res, fetchedBy)
      .then((refusal) => next(refusal ?? undefined))
      .catch(next);
  };
}

/** The route's request schema (zod): only a body it accepts is looked at. */
export interface BodySchema {
  safeParse(body: unknown): { success: boolean };
}

/**
 * For a route whose body may name a referral or promo code (shared/proof-of-work.ts), after
 * requireUser and the body parser: a request that names one, in a body the route's `schema`
 * accepts, is a code check. It counts under the code-check limit, per caller and per address
 * (429 over it; 503 when the counters do not answer, as /referral/check fails closed), and
 * needs a solved challenge where the rule says so, its refusals counted like those of the
 * gated routes. Other requests go on untouched (a malformed one is refused by the route).
 */
export function codeCheckInBody(schema: BodySchema, options: ProofOfWorkOptions = {}): RequestHandler {
  const checks = proofChecks(options);
  let limits = options.rateLimits;
  const storeTimeoutMs = options.storeTimeoutMs ?? RATE_LIMIT_STORE_TIMEOUT_MS;
  return (req: Request, res: Response, next: NextFunction) => {
    const path = `${req.baseUrl}${req.path}`;
    if (!namesCode(req.method, path, req.body) || !schema.safeParse(req.body).success) return next();
    const proof = needsProof(req.method, path, req.body);
    const fetchedBy = { tag: null as string | null };
    if (proof) checks.countRefusal(req, res, fetchedBy);
    void (async () => {
      limits ??= new FirestoreRateLimitStore(getFirestore());
      const uid = (req as Request & { user?: { uid?: string } }).user?.uid ?? null;
      let verdict;
      try {
        verdict = await withTimeout(limits.hit(bucketsFor(['codeCheck'], uid, clientIp(req))), storeTimeoutMs);
      } catch (error) {
        logger.warn('Code-check limiter unavailable; request refused', { error: (error as Error).message });
        return next(limiterUnavailable(res));
      }
      if (!verdict.allowed) return next(tooManyRequests(res, verdict.retryAfterSeconds));
      next(proof ? ((await checks.verdict(req, res, fetchedBy)) ?? undefined) : undefined);
    })().catch(next);
  };
}

/** A new challenge, valid PROOF_OF_WORK.ttlMs, hiding a number up to `maxNumber`; `fetchedBy` names the fetching address's tag in its signed salt. */
export function newChallenge(
  hmacKey: string,
  nowMs = Date.now(),
  { maxNumber = PROOF_OF_WORK.maxNumber, fetchedBy }: { maxNumber?: number; fetchedBy?: string } = {},
) {
  return createChallenge({
    hmacKey,
    maxnumber: maxNumber,
    expires: new Date(nowMs + PROOF_OF_WORK.ttlMs),
    algorithm: 'SHA-256',
    saltLength: SALT_BYTES,
    ...(fetchedBy ? { params: { by: fetchedBy } } : {}),
  });
}

/** GET /proof-of-work: a fresh challenge (never cached), dearer after the caller's address's recent refusals. */
export function proofOfWorkRouter(options: ProofOfWorkOptions = {}): Router {
  const router = Router();
  const checks = proofChecks(options);
  router.get('/', (req, res, next) => {
    const hmacKey = hmacKeyOf(options);
    if (!hmacKey) return next(limiterUnavailable(res));
    const tag = addressTag(clientIp(req));
    checks
      .recentRefusals(tag)
      .then((refusals) => newChallenge(hmacKey, checks.now(), { maxNumber: proofOfWorkMaxNumber(refusals), fetchedBy: tag }))
      .then((challenge) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(challenge);
      })
      .catch(next);
  });
  return router;
}
