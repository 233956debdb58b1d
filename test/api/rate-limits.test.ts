// Rate limits against the local stack: the API's counters in Firestore (per caller and per
// IP address) answer 429 with Retry-After and the catalogue's error on referral and promo
// code checks and on a mail route, without touching other users; clients cannot read the
// counters; small routes refuse large bodies; and the realtime server refuses a user's
// 4th socket. Each test names its own IP address (as the last X-Forwarded-For entry, the one
// the trusted front end appends), so reruns within a minute and other suites do not share its
// counters. Code checks need a proof of work: requests sent without one are refused (403) but
// counted all the same, so only the calls that must get through solve one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { eventually } from '../support/firestore-rest';
import { proofHeader } from '../support/proof-of-work';
import { rateLimitWindowMs, roomInWindow } from '../support/rate-window';
import { newAccount, readStack, type Stack } from '../support/stack';

const stack = readStack();
const runDir = path.join(__dirname, '..', '..', '.run');

/** A documentation-range address of its own for each test (198.18.0.0/15, benchmarking). */
const freshIp = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function post(route: string, token: string, ip: string, body: unknown, proof: Record<string, string> = {}) {
  const response = await fetch(`${stack.api}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.1, ${ip}`, ...proof },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, any> };
}

const tooMany = { error: { code: 'resource-exhausted', message: 'Too many requests. Please try again later', key: 'emailChangeTooMany' } };

/** Sends `count` requests one after the other; none may be refused. */
async function spend(count: number, send: () => Promise<{ status: number }>) {
  for (let i = 0; i < count; i++) expect((await send()).status).not.toBe(429);
}

function expectTooMany(answer: { status: number; retryAfter: string | null; body: unknown }) {
  expect(answer.status).toBe(429);
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  // Sliding windows: until the estimate is back under the limit, at most the rest of this window and the next.
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual((2 * rateLimitWindowMs(stack)) / 1000);
  expect(answer.body).toEqual(tooMany);
}

describe('API rate limits', () => {
  jest.setTimeout(120_000);

  it('refuses a caller’s 11th referral check in a minute; another user at the same address checks on', async () => {
    const [ana, bea] = await Promise.all([newAccount(stack, 'rl-referral'), newAccount(stack, 'rl-referral-other')]);
    const ip = freshIp();
    const check = (who: typeof ana, proof?: Record<string, string>) =>
      post('/referral/check', who.idToken, ip, { userId: who.localId, referralCode: 'ZZZZZZ' }, proof);
    const proof = await proofHeader(stack);
    await roomInWindow(stack, 1 / 3);
    await spend(10, () => check(ana));
    expectTooMany(await check(ana));
    // Through the hosting rewrite too: the same counter.
    expectTooMany(await post('/backend/referral/check', ana.idToken, ip, { userId: ana.localId, referralCode: 'ZZZZZZ' }));
    expect((await check(bea, proof)).status).toBe(404);
  });

  it('counts promo checks as code checks (an unknown code: 400 until the limit, then 429)', async () => {
    const [ana, bea] = await Promise.all([newAccount(stack, 'rl-promo'), newAccount(stack, 'rl-promo-other')]);
    const ip = freshIp();
    const verify = (who: typeof ana, proof?: Record<string, string>) =>
      post('/promo/verify', who.idToken, ip, { userId: who.localId, code: 'SPRING' }, proof);
    const proof = await proofHeader(stack);
    await roomInWindow(stack, 1 / 3);
    await spend(10, () => verify(ana));
    expectTooMany(await verify(ana));
    expect((await verify(bea, proof)).status).toBe(400);
  });

  it('refuses a caller’s 6th welcome-mail request in a minute; another user is unaffected', async () => {
    const [ana, bea] = await Promise.all([newAccount(stack, 'rl-mail'), newAccount(stack, 'rl-mail-other')]);
    const ip = freshIp();
    await roomInWindow(stack, 1 / 3);
    // Addressed to someone else: refused (403) without sending mail, but counted all the same.
    const send = (who: typeof ana) => post('/send-welcome-mail', who.idToken, ip, { email: 'someone-else@test.example', name: 'Ana' });
    await spend(5, () => send(ana));
    expectTooMany(await send(ana));
    expect((await send(bea)).status).toBe(403);
  });

  it('counts per IP address too: a 31st code check from one address is refused, whoever sends it', async () => {
    const ip = freshIp();
    const accounts = await Promise.all([0, 1, 2, 3].map((i) => newAccount(stack, `rl-ip-${i}`)));
    await roomInWindow(stack, 1 / 2);
    for (const who of accounts.slice(0, 3)) {
      await spend(10, () => post('/referral/check', who.idToken, ip, { userId: who.localId, referralCode: 'ZZZZZZ' }));
    }
    const fourth = accounts[3];
    expectTooMany(await post('/referral/check', fourth.idToken, ip, { userId: fourth.localId, referralCode: 'ZZZZZZ' }));
    expect(
      (
        await post(
          '/referral/check',
          fourth.idToken,
          freshIp(),
          { userId: fourth.localId, referralCode: 'ZZZZZZ' },
          await proofHeader(stack),
        )
      ).status,
    ).toBe(404);
  });

  it('refuses a body over 64 KB on a route of a few fields', async () => {
    const account = await newAccount(stack, 'rl-body');
    const answer = await post('/send-welcome-mail', account.idToken, freshIp(), { email: account.email, name: 'x'.repeat(70 * 1024) });
    expect(answer.status).toBe(413);
  });

  it('keeps the counters out of clients’ reach', async () => {
    const account = await newAccount(stack, 'rl-rules');
    await post('/referral/check', account.idToken, freshIp(), { userId: account.localId, referralCode: 'ZZZZZZ' });
    const base = `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents`;
    const headers = { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' };
    const list = await fetch(`${base}/rateLimits`, { headers });
    expect(list.status).toBe(403);
    const write = await fetch(`${base}/rateLimits/general-user-mine`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ fields: { count: { integerValue: '0' } } }),
    });
    expect(write.status).toBe(403);
  });
});

describe('realtime caps', () => {
  let child: ChildProcess | undefined;
  let url = '';
  let audioDir = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const port = await freePort();
    audioDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rl-audio-'));
    child = startRealtime(stack, port, audioDir);
    url = `http://127.0.0.1:${port}`;
    await eventually(
      () =>
        fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        ),
      (ok) => ok,
      15000,
    );
  });
  afterAll(() => {
    sockets.forEach((s) => s.disconnect());
    child?.kill('SIGTERM');
    fs.rmSync(audioDir, { recursive: true, force: true });
  });

  function connect(auth: Record<string, unknown>): Promise<{ socket: Socket; error?: string }> {
    return new Promise((resolve) => {
      const socket = io(url, { transports: ['websocket'], auth, reconnection: false, timeout: 10000 });
      sockets.push(socket);
      socket.once('connect', () => resolve({ socket }));
      socket.once('connect_error', (error) => resolve({ socket, error: error.message }));
    });
  }

  it('refuses a user’s 4th socket with a message saying 3 are allowed; another user connects', async () => {
    const [ana, bea] = await Promise.all([newAccount(stack, 'rl-sockets'), newAccount(stack, 'rl-sockets-other')]);
    for (let i = 0; i < 3; i++) expect((await connect({ userId: ana.localId, token: ana.idToken })).error).toBeUndefined();
    const fourth = await connect({ userId: ana.localId, token: ana.idToken });
    expect(fourth.error).toMatch(/at most 3 open connections per user/);
    expect(fourth.socket.connected).toBe(false);
    expect((await connect({ userId: bea.localId, token: bea.idToken })).error).toBeUndefined();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A realtime server of the built functions (npm run build:functions) against the stack's emulators, on `port`. */
function startRealtime(current: Stack, port: number, audio: string): ChildProcess {
  const host = (address: string) => new URL(address).host;
  return spawn(process.execPath, [path.join(__dirname, '..', '..', 'functions', 'lib', 'realtime', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      GCLOUD_PROJECT: current.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: host(current.auth),
      FIRESTORE_EMULATOR_HOST: host(current.firestore),
      CORS_ORIGINS: current.site,
      AUDIO_STORE: 'file',
      AUDIO_DIR: audio,
      SESSION_SWEEP_MS: String(24 * 60 * 60 * 1000),
      SECRETS_KEY: fs.readFileSync(path.join(runDir, 'secrets.key'), 'utf8').trim(),
    },
    stdio: 'ignore',
  });
}
