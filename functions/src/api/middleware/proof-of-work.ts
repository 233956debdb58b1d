// Proof of work on the routes a script would hammer: creating a guest, code checks, invitations
// and the unauthenticated failed-sign-in report. Self-hosted (ALTCHA challenges, no outside
// service): GET /proof-of-work hands out a challenge signed with POW_HMAC_KEY; the browser
// finds the number that hashes to it (a fraction of a second) and sends the solution, base64
// JSON as the ALTCHA widget makes it, in the X-Proof-Of-Work header. A solution is refused
// when missing, wrong, expired or already used (each is accepted once: server-only
// `proofsOfWork` documents, expiresAt for a TTL policy). Without a configured key, or when
// the store of used solutions does not answer, the gated routes are refused: they fail closed.
import { createHash } from 'node:crypto';
import { createChallenge, verifySolution, type Payload } from 'altcha-lib/v1';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { PROOF_OF_WORK, RATE_LIMIT_STORE_TIMEOUT_MS } from '../../shared/limits';
import { needsProof } from '../../shared/proof-of-work';

export { needsProof };
import { config } from '../../config';
import { Refusal } from '../../shared/refusal';
import { limiterUnavailable, withTimeout } from './rate-limit';

/** The server-only collection of solutions already used. */
export const PROOF_COLLECTION = 'proofsOfWork';

/** Remembers used solutions: true the first time an id is seen, false after. */
export interface ProofReplayStore {
  firstUse(id: string, expiresAtMs: number): Promise<boolean>;
}

export class FirestoreProofReplayStore implements ProofReplayStore {
  constructor(private readonly db: Firestore) {}

  async firstUse(id: string, expiresAtMs: number): Promise<boolean> {
    try {
      await this.db.collection(PROOF_COLLECTION).doc(id).create({ expiresAt: Timestamp.fromMillis(expiresAtMs) });
      return true;
    } catch (error) {
      // 6 = ALREADY_EXISTS: this solution was used before.
      if ((error as { code?: number }).code === 6) return false;
      throw error;
    }
  }
}

export interface ProofOfWorkOptions {
  /** The HMAC key of challenges (default: POW_HMAC_KEY). */
  hmacKey?: string;
  replays?: ProofReplayStore;
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

/** The expiry (ms) a challenge's salt carries (`?expires=<seconds>`); null without one. */
function expiryOf(payload: Payload): number | null {
  const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : null;
}

/** Middleware for every route: the gated ones go on only with a valid, unused solution. */
export function proofOfWork(options: ProofOfWorkOptions = {}): RequestHandler {
  let replays = options.replays;
  const now = options.now ?? Date.now;
  const storeTimeoutMs = options.storeTimeoutMs ?? RATE_LIMIT_STORE_TIMEOUT_MS;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!needsProof(req.method, req.path)) return next();
    void (async () => {
      const hmacKey = hmacKeyOf(options);
      if (!hmacKey) {
        logger.error('POW_HMAC_KEY is not configured: routes that need a proof of work are refused');
        return next(limiterUnavailable(res));
      }
      const payload = readProof(req);
      const expiresAt = payload ? expiryOf(payload) : null;
      // verifySolution checks the hash, the signature and the expiry in the (signed) salt.
      if (!payload || expiresAt === null || expiresAt <= now() || !(await verifySolution(payload, hmacKey, true))) return next(proofRequired());
      replays ??= new FirestoreProofReplayStore(getFirestore());
      const id = createHash('sha256').update(payload.signature).digest('hex');
      let first: boolean;
      try {
        first = await withTimeout(replays.firstUse(id, expiresAt), storeTimeoutMs);
      } catch (error) {
        logger.warn('Proof-of-work store unavailable; request refused', { message: (error as Error).message });
        return next(limiterUnavailable(res));
      }
      next(first ? undefined : proofRequired());
    })().catch(next);
  };
}

/** A new challenge, valid PROOF_OF_WORK.ttlMs. */
export function newChallenge(hmacKey: string, nowMs = Date.now()) {
  return createChallenge({ hmacKey, maxnumber: PROOF_OF_WORK.maxNumber, expires: new Date(nowMs + PROOF_OF_WORK.ttlMs), algorithm: 'SHA-256' });
}

/** GET /proof-of-work: a fresh challenge (never cached). */
export function proofOfWorkRouter(options: ProofOfWorkOptions = {}): Router {
  const router = Router();
  router.get('/', (_req, res, next) => {
    const hmacKey = hmacKeyOf(options);
    if (!hmacKey) return next(limiterUnavailable(res));
    newChallenge(hmacKey, (options.now ?? Date.now)())
      .then((challenge) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(challenge);
      })
      .catch(next);
  });
  return router;
}
