// The trusted client address, the proof of work on gated routes and the guest-creation limits,
// with stand-ins for Firestore (test/security/* run them against the local stack).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { solveChallenge } from 'altcha-lib/v1';
import { logger } from 'firebase-functions/v2';
import { guestRefusal } from '../../../users/guest-accounts';
import { sendError } from '../../errors';
import { clientAddress, trustedProxyHops, UNKNOWN_ADDRESS } from '../client-address';
import { needsProof, newChallenge, proofOfWork, type ProofReplayStore } from '../proof-of-work';
import { verdictOf, windowOf, type Bucket, type RateLimitStore, type Verdict } from '../rate-limit';

const request = (headers: Record<string, string | string[]>, remoteAddress?: string) => ({ headers, socket: { remoteAddress } }) as unknown as Request;

// Each case solves real challenges (up to 50,000 SHA-256 tries each): on a busy two-core
// machine a few of them take longer than jest's default 5 s.
jest.setTimeout(60_000);

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
    expect([trustedProxyHops({}), trustedProxyHops({ TRUSTED_PROXY_HOPS: '2' }), trustedProxyHops({ TRUSTED_PROXY_HOPS: '0' }), trustedProxyHops({ TRUSTED_PROXY_HOPS: 'x' })]).toEqual([1, 2, 0, 1]);
  });
});

describe('proofOfWork', () => {
  const hmacKey = 'test-key-of-the-challenges';
  let server: Server;
  let base: string;
  let replays: ProofReplayStore;
  const used = new Set<string>();

  beforeAll(async () => {
    const app = express();
    app.use(proofOfWork({ hmacKey, replays: { firstUse: (id, at) => replays.firstUse(id, at) }, storeTimeoutMs: 200 }));
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
  });

  async function solved(key = hmacKey, nowMs = Date.now()): Promise<string> {
    const challenge = await newChallenge(key, nowMs);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    return Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString('base64');
  }
  const post = (path: string, proof?: string) => fetch(`${base}${path}`, { method: 'POST', headers: proof ? { 'x-proof-of-work': proof } : {} });

  it('gates guest creation, code checks, invitations and the failed-sign-in report, not the rest', () => {
    for (const path of ['/account/guest', '/backend/account/sign-in-failed', '/referral/check', '/referral/send', '/promo/verify', '/invite']) expect(needsProof('POST', path)).toBe(true);
    for (const path of ['/sessions', '/account/login-complete', '/referral/code/u1']) expect(needsProof('POST', path)).toBe(false);
    expect(needsProof('GET', '/referral/check')).toBe(false);
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
