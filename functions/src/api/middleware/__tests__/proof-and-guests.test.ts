// The trusted client address, the proof of work on gated routes and the guest-creation limits,
// with stand-ins for Firestore (test/security/* run them against the local stack).
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { PROOF_OF_WORK, proofOfWorkMaxNumber } from '../../../shared/limits';
import { guestRefusal } from '../../../users/guest-accounts';
import { sendError } from '../../errors';
import { loadConfig } from '../../../config';
import { clientAddress, UNKNOWN_ADDRESS } from '../../../security/client-address';
import {
  addressTag,
  codeCheckInBody,
  markCodeRefused,
  needsProof,
  newChallenge,
  proofOfWork,
  proofOfWorkRouter,
  type ProofRefusalStore,
  type ProofReplayStore,
} from '../proof-of-work';
import { verdictOf, windowOf, type Bucket, type RateLimitStore, type Verdict } from '../../../security/rate-limit';

const request = (headers: Record<string, string | string[]>, remoteAddress?: string) =>
  ({ headers, socket: { remoteAddress } }) as unknown as Request;

// Each case solves real challenges (up to a few hundred thousand SHA-256 tries each): on a
// busy two-core machine a few of them take longer than jest's default 5 s.
jest.setTimeout(60_000);

/** The number behind a challenge, found with Node's SHA-256 (as an attacker would, not the site's worker). */
function solve(challenge: { challenge: string; salt: string; maxnumber?: number }): number {
  for (let n = 0; n <= (challenge.maxnumber ?? PROOF_OF_WORK.maxNumber); n++)
    if (
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    )
      return n;
  throw new Error('not solved');
}

/** Refusal counts in memory, per tag (no window: the tests run within one). */
function memoryRefusals(): ProofRefusalStore & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    recent: async (tag) => counts.get(tag) ?? 0,
    add: async (tags) => void new Set(tags).forEach((tag) => counts.set(tag, (counts.get(tag) ?? 0) + 1)),
  };
}

describe('clientAddress', () => {
  it('takes the entry the trusted proxies appended, counted from the right, never the client-written leftmost one', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.1, 198.51.100.7' }), 1)).toBe('198.51.100.7');
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.1, 198.51.100.7, 10.1.2.3' }), 2)).toBe('198.51.100.7');
    expect(clientAddress(request({ 'x-forwarded-for': ['203.0.113.1', '198.51.100.7'] }), 1)).toBe('198.51.100.7');
    expect(clientAddress(request({ 'x-forwarded-for': '::ffff:198.51.100.7' }), 1)).toBe('198.51.100.7');
  });

  it('answers "unknown" when the trusted entry is missing or is not an address', () => {
    expect(clientAddress(request({}), 1)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.7' }), 2)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.7, not-an-address' }), 1)).toBe(UNKNOWN_ADDRESS);
  });

  it('with no trusted proxy, ignores the header and takes the socket’s peer', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.1' }, '192.0.2.4'), 0)).toBe('192.0.2.4');
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.1' }), 0)).toBe(UNKNOWN_ADDRESS);
  });

  it('reads the number of trusted proxies from TRUSTED_PROXY_HOPS (default 1)', () => {
    expect([
      loadConfig({}).trustedProxyHops,
      loadConfig({ TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops,
      loadConfig({ TRUSTED_PROXY_HOPS: '0' }).trustedProxyHops,
      loadConfig({ TRUSTED_PROXY_HOPS: 'x' }).trustedProxyHops,
    ]).toEqual([1, 2, 0, 1]);
  });
});

describe('proofOfWork', () => {
  const hmacKey = 'test-key-of-the-challenges';
  let server: Server;
  let base: string;
  let replays: ProofReplayStore;
  let refusals = memoryRefusals();
  const used = new Set<string>();

  beforeAll(async () => {
    const app = express();
    const options = {
      hmacKey,
      replays: { firstUse: (id: string, at: number) => replays.firstUse(id, at) },
      refusals: { recent: (tag: string) => refusals.recent(tag), add: (tags: readonly string[]) => refusals.add(tags) },
      storeTimeoutMs: 200,
    };
    app.use(proofOfWork(options));
    app.use('/proof-of-work', proofOfWorkRouter(options));
    app.use(express.json());
    // A gated route that refuses some requests: 404 for a code other than GOOD.
    app.post(
      '/referral/check',
      (req, res) => void (req.body?.code === 'GOOD' ? res.json({ valid: true }) : res.status(404).json({ error: { code: 'not-found' } })),
    );
    // A route whose body may name a code: 200 either way, marked refused when the code is not GOOD.
    const schema = { safeParse: (body: unknown) => ({ success: typeof body === 'object' && body !== null }) };
    app.post(
      '/account/register',
      (req, _res, next) => void (((req as Request & { user?: { uid: string } }).user = { uid: 'u1' }), next()),
      codeCheckInBody(schema, { ...options, rateLimits: { hit: async () => ({ allowed: true }) } }),
      (req, res) => {
        if (req.body.referredBy !== 'GOOD') markCodeRefused(res);
        res.json({ applied: req.body.referredBy === 'GOOD' });
      },
    );
    app.all('*', (_req, res) => void res.json({ ok: true }));
    app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => sendError(res, error));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    used.clear();
    replays = { firstUse: async (id) => (used.has(id) ? false : (used.add(id), true)) };
    refusals = memoryRefusals();
  });

  const encode = (challenge: { challenge: string; salt: string; maxnumber?: number }) =>
    Buffer.from(JSON.stringify({ ...challenge, number: solve(challenge) })).toString('base64');
  async function solved(key = hmacKey, nowMs = Date.now()): Promise<string> {
    return encode(await newChallenge(key, nowMs));
  }
  const post = (path: string, proof?: string, body?: unknown, address = '198.51.100.10') =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': address,
        ...(proof ? { 'x-proof-of-work': proof } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const challengeFor = async (address: string) =>
    (await (await fetch(`${base}/proof-of-work`, { headers: { 'x-forwarded-for': address } })).json()) as {
      challenge: string;
      salt: string;
      maxnumber: number;
    };

  it('gates guest creation, code checks, invitations and the failed-sign-in report, not the rest', () => {
    for (const path of [
      '/account/guest',
      '/backend/account/sign-in-failed',
      '/referral/check',
      '/referral/send',
      '/promo/verify',
      '/invite',
    ])
      expect(needsProof('POST', path)).toBe(true);
    for (const path of ['/sessions', '/account/login-complete', '/referral/code/u1']) expect(needsProof('POST', path)).toBe(false);
    expect(needsProof('GET', '/referral/check')).toBe(false);
  });

  it('gates a registration that names a referral code or a special link, not one without, nor a checkout naming a promo code', () => {
    expect(needsProof('POST', '/account/register', { referredBy: 'AB12CD' })).toBe(true);
    expect(needsProof('POST', '/account/register', { referredBy: '', link: 'SPRING-LINK' })).toBe(true);
    expect(needsProof('POST', '/backend/account/register', { referredBy: 'AB12CD' })).toBe(true);
    for (const body of [{ referredBy: '' }, { referredBy: '  ' }, {}, undefined])
      expect(needsProof('POST', '/account/register', body)).toBe(false);
    expect(needsProof('POST', '/payment/subscribe', { promoCode: 'WELCOME20' })).toBe(false);
  });

  it('hands out dearer challenges to an address after its refusals, doubling each time up to the cap', async () => {
    expect([0, 1, 2, 3, 4, 5, 40].map(proofOfWorkMaxNumber)).toEqual(
      [1, 2, 4, 8, 16, 16, 16].map((factor) => PROOF_OF_WORK.maxNumber * Math.min(factor, 2 ** PROOF_OF_WORK.maxDoublings)),
    );
    expect((await challengeFor('198.51.100.20')).maxnumber).toBe(PROOF_OF_WORK.maxNumber);
    expect((await post('/referral/check', undefined, { code: 'x' }, '198.51.100.20')).status).toBe(403);
    expect((await post('/referral/check', await solved(), { code: 'BAD' }, '198.51.100.20')).status).toBe(404);
    expect((await challengeFor('198.51.100.20')).maxnumber).toBe(PROOF_OF_WORK.maxNumber * 4);
    expect((await challengeFor('198.51.100.21')).maxnumber).toBe(PROOF_OF_WORK.maxNumber);
    // An accepted request counts for nothing.
    expect((await post('/referral/check', await solved(), { code: 'GOOD' }, '198.51.100.20')).status).toBe(200);
    expect(refusals.counts.get(addressTag('198.51.100.20'))).toBe(2);
  });

  it('counts a refusal against the address that fetched the challenge too (named in its signed salt)', async () => {
    const challenge = await challengeFor('198.51.100.30');
    expect(new URLSearchParams(challenge.salt.split('?')[1]).get('by')).toBe(addressTag('198.51.100.30'));
    expect((await post('/referral/check', encode(challenge), { code: 'BAD' }, '198.51.100.31')).status).toBe(404);
    expect(refusals.counts.get(addressTag('198.51.100.30'))).toBe(1);
    expect(refusals.counts.get(addressTag('198.51.100.31'))).toBe(1);
    // A salt whose signature does not hold names no one: only the sender counts.
    const forged = await challengeFor('198.51.100.32');
    const tampered = Buffer.from(
      JSON.stringify({ ...forged, salt: forged.salt.replace(/by=[0-9a-f]+/, `by=${addressTag('198.51.100.33')}`), number: solve(forged) }),
    ).toString('base64');
    expect((await post('/referral/check', tampered, { code: 'GOOD' }, '198.51.100.34')).status).toBe(403);
    expect(refusals.counts.get(addressTag('198.51.100.33'))).toBeUndefined();
    expect(refusals.counts.get(addressTag('198.51.100.34'))).toBe(1);
  });

  it('needs a solution for a body naming a code, and counts a code the route did not apply as a refusal', async () => {
    expect((await post('/account/register', undefined, { referredBy: 'GOOD' }, '198.51.100.40')).status).toBe(403);
    expect((await post('/account/register', undefined, { referredBy: '' }, '198.51.100.41')).status).toBe(200);
    expect(await (await post('/account/register', await solved(), { referredBy: 'NOPE12' }, '198.51.100.42')).json()).toEqual({
      applied: false,
    });
    expect(await (await post('/account/register', await solved(), { referredBy: 'GOOD' }, '198.51.100.43')).json()).toEqual({
      applied: true,
    });
    expect([40, 41, 42, 43].map((n) => refusals.counts.get(addressTag(`198.51.100.${n}`)) ?? 0)).toEqual([1, 0, 1, 0]);
  });

  it('refuses a gated route without a solution, with a wrong one, or one signed with another key (403, catalogue text)', async () => {
    const missing = await post('/referral/check');
    expect(missing.status).toBe(403);
    expect(((await missing.json()) as { error: { key: string } }).error.key).toBe('proofOfWorkRequired');
    const good = JSON.parse(Buffer.from(await solved(), 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...good, number: good.number + 1 })).toString('base64');
    expect((await post('/referral/check', wrong)).status).toBe(403);
    expect((await post('/referral/check', await solved('another-key'))).status).toBe(403);
    expect((await post('/referral/check', 'not base64 json')).status).toBe(403);
    expect((await post('/sessions')).status).toBe(200);
  });

  it('accepts a solution once; an expired one never', async () => {
    const proof = await solved();
    expect((await post('/account/guest', proof)).status).toBe(200);
    expect((await post('/account/guest', proof)).status).toBe(403);
    expect((await post('/account/guest', await solved(hmacKey, Date.now() - 11 * 60 * 1000))).status).toBe(403);
  });

  it('fails closed when the store of used solutions does not answer', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    replays = { firstUse: () => new Promise<boolean>(() => undefined) };
    expect((await post('/referral/send', await solved())).status).toBe(503);
    warn.mockRestore();
  });

  it('hands out base challenges, and still answers refusals, when the refusal counters do not answer', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    refusals = { counts: new Map(), recent: () => new Promise<number>(() => undefined), add: () => new Promise<void>(() => undefined) };
    expect((await challengeFor('198.51.100.50')).maxnumber).toBe(PROOF_OF_WORK.maxNumber);
    expect((await post('/referral/check', undefined, { code: 'x' }, '198.51.100.50')).status).toBe(403);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('guestRefusal', () => {
  const limits = { perAddress: 3, global: 5, windowMs: 3_600_000 };
  function memoryStore(): RateLimitStore & { now: number } {
    const counts = new Map<string, number>();
    return {
      now: 1_000,
      async hit(buckets: readonly Bucket[]): Promise<Verdict> {
        const window = buckets.map((b) => {
          const start = windowOf(this.now, b.windowMs);
          const key = `${b.id}-${start}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
          return { current: counts.get(key)!, previous: counts.get(`${b.id}-${start - b.windowMs!}`) ?? 0 };
        });
        return verdictOf(buckets, window, this.now);
      },
    };
  }

  it('refuses the guest after the address’s limit, from that address only', async () => {
    const store = memoryStore();
    for (let i = 0; i < 3; i++) expect(await guestRefusal(store, '198.51.100.1', limits)).toBeNull();
    expect(await guestRefusal(store, '198.51.100.1', limits)).toBe('address');
    expect(await guestRefusal(store, '198.51.100.2', limits)).toBeNull();
  });

  it('refuses every address once the global cap is reached (refusals per address do not use it up)', async () => {
    const store = memoryStore();
    for (let i = 0; i < 5; i++) expect(await guestRefusal(store, `198.51.100.${i}`, limits)).toBeNull();
    expect(await guestRefusal(store, '198.51.100.77', limits)).toBe('global');
    // An hour and a half later the cap has slid away.
    store.now += 5_400_000;
    expect(await guestRefusal(store, '198.51.100.78', limits)).toBeNull();
  });
});
