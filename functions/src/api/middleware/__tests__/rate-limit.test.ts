// The API's rate limiter: sliding one-minute windows per caller and per IP address, tighter
// rules for code checks and mail routes, 429 with Retry-After and the catalogue's error.
// Counters are kept in memory here; test/api/rate-limits.test.ts runs them in Firestore.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { API_RATE_LIMITS } from '../../../shared/limits';
import { sendError } from '../../errors';
import {
  bucketsFor,
  failsClosed,
  rateLimiter,
  rulesFor,
  slidingCount,
  verdictOf,
  windowOf,
  type Bucket,
  type RateLimitStore,
  type Verdict,
} from '../../../security/rate-limit';

describe('windowOf and verdictOf', () => {
  const buckets: Bucket[] = [
    { id: 'user', limit: 3 },
    { id: 'ip', limit: 5 },
  ];

  it('puts every instant in a fixed window aligned to its length', () => {
    expect([windowOf(0), windowOf(59_999), windowOf(60_000), windowOf(125_000)]).toEqual([0, 0, 60_000, 120_000]);
  });

  const at = (current: number, previous = 0) => ({ current, previous });

  it('allows a request while every count (this one included) is within its limit', () => {
    expect(verdictOf(buckets, [at(1), at(1)], 1000)).toEqual({ allowed: true });
    expect(verdictOf(buckets, [at(3), at(5)], 1000)).toEqual({ allowed: true });
  });

  it('weighs the previous window by the share of it still inside the last minute', () => {
    expect(slidingCount(at(1, 4), 15_000)).toBe(4);
    expect(slidingCount(at(2, 4), 45_000)).toBe(3);
    // A quarter into the window, 3 of the previous window's 4 still count: 1 more for a limit of 3 is over.
    expect(verdictOf(buckets, [at(1, 4), at(1)], 15_000).allowed).toBe(false);
    expect(verdictOf(buckets, [at(1, 4), at(1)], 45_000)).toEqual({ allowed: true });
  });

  it('refuses when any estimate is over, with Retry-After the time until it is back under (at least 1 s, rounded up)', () => {
    // 4 of 3 in this window, none before: in the next window, 4 × (1 − e) ≤ 2 from e = 1/2.
    expect(verdictOf(buckets, [at(4), at(1)], 20_500)).toEqual({ allowed: false, retryAfterSeconds: 70 });
    // 2 now and 4 before, limit 3, half-way: 4 × (1 − e) + 2 ≤ 2 only at the window's end, 30 s on.
    expect(verdictOf(buckets, [at(2, 4), at(1)], 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
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

  it('gives a caller without a known address the shared "unknown" bucket, never none', () => {
    expect(bucketsFor(['general'], null, '')).toEqual(bucketsFor(['general'], null, 'unknown'));
    expect(bucketsFor(['general'], null, 'unknown')).toHaveLength(1);
  });
});

/** Counters in memory, counted like the Firestore store: per bucket and window, then verdictOf on the sliding estimate. */
class MemoryStore implements RateLimitStore {
  readonly counts = new Map<string, number>();
  now = 0;
  async hit(buckets: readonly Bucket[]): Promise<Verdict> {
    const counts = buckets.map((b) => {
      const start = windowOf(this.now);
      const key = `${b.id}-${start}`;
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
      return { current: this.counts.get(key)!, previous: this.counts.get(`${b.id}-${start - 60_000}`) ?? 0 };
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
    app.use(
      rateLimiter({
        store: { hit: (buckets) => store.hit(buckets) },
        identify: async (req) => (req.get('x-user') ? { uid: req.get('x-user')! } : null),
        limits,
        storeTimeoutMs: 200,
      }),
    );
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

  // The front end appends the address it saw (the last entry); whatever the client wrote comes before.
  const call = (path: string, user: string | null, ip: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...(user ? { 'x-user': user } : {}), 'x-forwarded-for': `203.0.113.250, ${ip}` },
    });

  it('answers 429 with Retry-After and the catalogue error once a caller is over the limit; others go on', async () => {
    for (let i = 0; i < 4; i++) expect((await call('/notes/check', 'ana', '198.51.100.1')).status).toBe(200);
    const refused = await call('/notes/check', 'ana', '198.51.100.2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: { code: 'resource-exhausted', message: 'Too many requests. Please try again later', key: 'emailChangeTooMany' },
    });
    expect((await call('/notes/check', 'bea', '198.51.100.3')).status).toBe(200);
  });

  it('counts per IP address (the hop the trusted front end appended), signed in or not', async () => {
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

  it('refuses mail and code routes (503, catalogue text) but lets the others through when the counters cannot answer (and warns)', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    store = { hit: () => Promise.reject(new Error('unavailable')) };
    const refused = await call('/referral/check', 'ana', '198.51.100.1');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: { code: 'unavailable', message: 'This service is busy. Please try again in a moment.', key: 'rateLimitUnavailable' },
    });
    expect((await call('/send-welcome-mail', 'ana', '198.51.100.1')).status).toBe(503);
    expect((await call('/sessions', 'ana', '198.51.100.1')).status).toBe(200);
    // A store that never answers: refused after the time-out (200 ms here) on a mail route, let through elsewhere.
    store = { hit: () => new Promise<Verdict>(() => undefined) };
    expect((await call('/referral/send', 'ana', '198.51.100.1')).status).toBe(503);
    expect((await call('/health', 'ana', '198.51.100.1')).status).toBe(200);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/198\.51\.100\.1|ana/);
    warn.mockRestore();
  });

  it('fails closed exactly on the routes that send mail or check codes', () => {
    expect(['/referral/check', '/backend/promo/verify', '/referral/send', '/send-welcome-mail', '/contact'].every(failsClosed)).toBe(true);
    expect(['/sessions', '/health', '/account/check'].some(failsClosed)).toBe(false);
  });

  it('lets no more than the limit through across a window boundary (fake clock)', async () => {
    const memory = new MemoryStore();
    store = memory;
    // general perUser is 4: a burst just before the minute ends, another just after it.
    memory.now = 59_000;
    let passed = 0;
    for (let i = 0; i < 6; i++) if ((await call('/sessions', 'ana', `198.51.100.${10 + i}`)).status === 200) passed++;
    memory.now = 61_000;
    for (let i = 0; i < 6; i++) if ((await call('/sessions', 'ana', `198.51.100.${20 + i}`)).status === 200) passed++;
    expect(passed).toBe(4);
  });

  it('slides: room comes back as the previous minute falls out of the window', async () => {
    const memory = new MemoryStore();
    store = memory;
    for (let i = 0; i < 2; i++) await call('/referral/check', 'ana', '198.51.100.1');
    expect((await call('/referral/check', 'ana', '198.51.100.1')).status).toBe(429);
    // 3 counted in the first minute: at 0:30 of the next, 1.5 of them still weigh, plus this one.
    memory.now = 90_000;
    expect((await call('/referral/check', 'ana', '198.51.100.5')).status).toBe(429);
    // Just before the second minute ends: 3 × 0.002 + 1 (refused above, it counts) + this one is still just over 2.
    memory.now = 119_900;
    expect((await call('/referral/check', 'ana', '198.51.100.6')).status).toBe(429);
    memory.now = 180_500;
    expect((await call('/referral/check', 'ana', '198.51.100.7')).status).toBe(200);
  });
});
