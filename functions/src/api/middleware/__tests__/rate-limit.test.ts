// The API's rate limiter: fixed one-minute windows per caller and per IP address, tighter
// rules for code checks and mail routes, 429 with Retry-After and the catalogue's error.
// Counters are kept in memory here; test/api/rate-limits.test.ts runs them in Firestore.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { API_RATE_LIMITS } from '../../../shared/limits';
import { sendError } from '../../errors';
import { bucketsFor, rateLimiter, rulesFor, verdictOf, windowOf, type Bucket, type RateLimitStore, type Verdict } from '../rate-limit';

describe('windowOf and verdictOf', () => {
  const buckets: Bucket[] = [{ id: 'user', limit: 3 }, { id: 'ip', limit: 5 }];

  it('puts every instant in a fixed window aligned to its length', () => {
    expect([windowOf(0), windowOf(59_999), windowOf(60_000), windowOf(125_000)]).toEqual([0, 0, 60_000, 120_000]);
  });

  it('allows a request while every count (this one included) is within its limit', () => {
    expect(verdictOf(buckets, [1, 1], 1000)).toEqual({ allowed: true });
    expect(verdictOf(buckets, [3, 5], 1000)).toEqual({ allowed: true });
  });

  it('refuses when any count is over, with Retry-After the rest of the window (at least 1 s, rounded up)', () => {
    expect(verdictOf(buckets, [4, 1], 20_500)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(verdictOf(buckets, [1, 6], 60_000 + 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe('rulesFor', () => {
  it('counts every route as general, code checks and mail routes again under their tight rule', () => {
    expect(rulesFor('/sessions/abc')).toEqual(['general']);
    expect(rulesFor('/health')).toEqual(['general']);
    expect(rulesFor('/referral/check')).toEqual(['general', 'codeCheck']);
    expect(rulesFor('/referral/code/u1')).toEqual(['general', 'codeCheck']);
    expect(rulesFor('/promo/verify')).toEqual(['general', 'codeCheck']);
    expect(rulesFor('/send-welcome-mail')).toEqual(['general', 'mail']);
    expect(rulesFor('/send-promo-mail')).toEqual(['general', 'mail']);
    expect(rulesFor('/contact')).toEqual(['general', 'mail']);
    expect(rulesFor('/referral/send')).toEqual(['general', 'codeCheck', 'mail']);
  });

  it('sees through the hosting rewrite prefix and letter case (Express routes ignore case)', () => {
    expect(rulesFor('/backend/referral/check')).toEqual(['general', 'codeCheck']);
    expect(rulesFor('/REFERRAL/Check')).toEqual(['general', 'codeCheck']);
    expect(rulesFor('/backend/Send-Welcome-Mail')).toEqual(['general', 'mail']);
    expect(rulesFor('/referrals-list')).toEqual(['general']);
  });
});

describe('bucketsFor', () => {
  it('has a caller bucket and an IP bucket per rule, with the rule’s limits, neither naming its subject in clear', () => {
    const buckets = bucketsFor(['general', 'mail'], 'uid-123', '203.0.113.9');
    expect(buckets.map((b) => b.limit)).toEqual([
      API_RATE_LIMITS.general.perUser,
      API_RATE_LIMITS.general.perIp,
      API_RATE_LIMITS.mail.perUser,
      API_RATE_LIMITS.mail.perIp,
    ]);
    expect(buckets.map((b) => b.id.replace(/-[0-9a-f]{40}$/, ''))).toEqual(['general-user', 'general-ip', 'mail-user', 'mail-ip']);
    expect(buckets.some((b) => b.id.includes('uid-123') || b.id.includes('203.0.113.9'))).toBe(false);
    expect(new Set(buckets.map((b) => b.id)).size).toBe(4);
  });

  it('has only the IP bucket without a verified caller', () => {
    expect(bucketsFor(['general'], null, '203.0.113.9').map((b) => b.id)).toEqual([expect.stringMatching(/^general-ip-/)]);
  });
});

/** Counters in memory, counted like the Firestore store: per bucket and window, then verdictOf. */
class MemoryStore implements RateLimitStore {
  readonly counts = new Map<string, number>();
  now = 0;
  async hit(buckets: readonly Bucket[]): Promise<Verdict> {
    const counts = buckets.map((b) => {
      const key = `${b.id}-${windowOf(this.now)}`;
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
      return this.counts.get(key)!;
    });
    return verdictOf(buckets, counts, this.now);
  }
}

describe('rateLimiter', () => {
  const limits = { general: { perUser: 4, perIp: 6 }, codeCheck: { perUser: 2, perIp: 3 }, mail: { perUser: 1, perIp: 2 } } as const;
  let server: Server;
  let base: string;
  let store: RateLimitStore;

  beforeAll(async () => {
    const app = express();
    // The caller is named by a header here; the product verifies the Firebase ID token.
    app.use(rateLimiter({ store: { hit: (buckets) => store.hit(buckets) }, identify: async (req) => (req.get('x-user') ? { uid: req.get('x-user')! } : null), limits, storeTimeoutMs: 200 }));
    app.all('*', (_req, res) => void res.json({ ok: true }));
    app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => sendError(res, error));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    store = new MemoryStore();
  });

  const call = (path: string, user: string | null, ip: string) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { ...(user ? { 'x-user': user } : {}), 'x-forwarded-for': `${ip}, 10.0.0.1` } });

  it('answers 429 with Retry-After and the catalogue error once a caller is over the limit; others go on', async () => {
    for (let i = 0; i < 4; i++) expect((await call('/notes/check', 'ana', '198.51.100.1')).status).toBe(200);
    const refused = await call('/notes/check', 'ana', '198.51.100.2');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      error: { code: 'resource-exhausted', message: 'Too many requests. Please try again later', key: 'emailChangeTooMany' },
    });
    expect((await call('/notes/check', 'bea', '198.51.100.3')).status).toBe(200);
  });

  it('counts per IP address (the first X-Forwarded-For hop), signed in or not', async () => {
    for (let i = 0; i < 6; i++) expect((await call('/health', i % 2 === 0 ? null : `user-${i}`, '198.51.100.7')).status).toBe(200);
    expect((await call('/health', 'someone-new', '198.51.100.7')).status).toBe(429);
    expect((await call('/health', null, '198.51.100.8')).status).toBe(200);
  });

  it('holds the tight rules of code checks and mail routes, apart from the general one', async () => {
    expect((await call('/referral/check', 'ana', '198.51.100.1')).status).toBe(200);
    expect((await call('/backend/promo/verify', 'ana', '198.51.100.1')).status).toBe(200);
    expect((await call('/referral/check', 'ana', '198.51.100.1')).status).toBe(429);
    expect((await call('/send-welcome-mail', 'ana', '198.51.100.2')).status).toBe(200);
    expect((await call('/send-welcome-mail', 'ana', '198.51.100.2')).status).toBe(429);
    // Refused requests count too: the first address has used its 3 code checks; another user elsewhere has not.
    expect((await call('/referral/check', 'bea', '198.51.100.1')).status).toBe(429);
    expect((await call('/referral/check', 'bea', '198.51.100.4')).status).toBe(200);
    expect((await call('/sessions', 'cyd', '198.51.100.3')).status).toBe(200);
  });

  it('lets requests through when the counters cannot be reached or do not answer in time (and warns)', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    store = { hit: () => Promise.reject(new Error('unavailable')) };
    expect((await call('/referral/check', 'ana', '198.51.100.1')).status).toBe(200);
    store = { hit: () => new Promise<Verdict>(() => undefined) };
    expect((await call('/referral/check', 'ana', '198.51.100.1')).status).toBe(200);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/198\.51\.100\.1|ana/);
    warn.mockRestore();
  });

  it('starts a new window after a minute', async () => {
    const memory = new MemoryStore();
    store = memory;
    for (let i = 0; i < 2; i++) await call('/referral/check', 'ana', '198.51.100.1');
    expect((await call('/referral/check', 'ana', '198.51.100.1')).status).toBe(429);
    memory.now += 30_000;
    const later = await call('/referral/check', 'ana', '198.51.100.1');
    expect(later.headers.get('retry-after')).toBe('30');
    memory.now += 30_000;
    expect((await call('/referral/check', 'ana', '198.51.100.1')).status).toBe(200);
  });
});
