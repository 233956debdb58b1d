// Attack: strangers erase a clinician's audit trail. Refused attempts by other users went to
// the owner's "Who opened my sessions" log (newest 500 kept) and unauthenticated failed-sign-in
// reports to the owner's sign-in history (newest 50 kept), so a flood of them evicted the
// owner's real entries; the owner's uid came from /referral/check.
// Now: 600 third-party events (refused session reads by other users, failed-sign-in reports)
// leave the owner's own entries in place, land in the server's security log, which admins read
// through the API (a non-admin cannot, nor any client through Firestore), and /referral/check
// answers validity only. Some events go through the real API (with its rate limits); the bulk
// goes through the same compiled routers mounted in this process, without the rate limiter,
// against the same emulators.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { apiCall } from '../support/api-call';
import { proofHeader, testAddress } from '../support/proof-of-work';
import { rateLimitWindowMs } from '../support/rate-window';
import { compiledSweeper } from '../support/sweeper';
import { AUDIT_RETENTION_DAYS } from '../../functions/src/shared/limits';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { demoUser, newAccount, readStack, signInWithPassword, type Stack } from '../support/stack';

const stack = readStack();
const firestoreBase = `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents`;
const call = (path: string, token: string, body?: unknown) => apiCall(stack, path, token, body);

/**
 * A POST without a token, from a test address of its own (as the trusted front end's last
 * X-Forwarded-For entry), so that no other suite's reports fill its per-address counter; a 429
 * all the same is waited out once, as the limiter asks: Retry-After, at most two of the stack's
 * windows (seconds on `npm test`'s stack).
 */
async function reportFailedSignIn(email: string): Promise<number> {
  const address = testAddress();
  // Each report carries a freshly solved proof of work, as the site sends it.
  const post = async () =>
    fetch(`${stack.api}/account/sign-in-failed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(await proofHeader(stack)) },
      body: JSON.stringify({ email, reason: 'wrong-password' }),
    });
  let response = await post();
  if (response.status === 429) {
    const most = (2 * rateLimitWindowMs(stack)) / 1000 + 1;
    await new Promise((r) => setTimeout(r, Math.min(most, Number(response.headers.get('retry-after') ?? most)) * 1000));
    response = await post();
  }
  return response.status;
}

/** Every document of a collection as the emulator's owner reads it (bounded: at most 20 pages of 300). */
async function allDocs(path: string): Promise<Array<Record<string, any>>> {
  const out: Array<Record<string, any>> = [];
  let token = '';
  for (let page = 0; page < 20; page++) {
    const response = await fetch(`${firestoreBase}/${path}?pageSize=300${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`, {
      headers: { authorization: 'Bearer owner' },
    });
    const body = (await response.json()) as {
      documents?: Array<{ fields: Record<string, Record<string, unknown>> }>;
      nextPageToken?: string;
    };
    for (const doc of body.documents ?? []) {
      out.push(Object.fromEntries(Object.entries(doc.fields).map(([k, v]) => [k, Object.values(v)[0]])));
    }
    if (!body.nextPageToken) break;
    token = body.nextPageToken;
  }
  return out;
}

/* eslint-disable @typescript-eslint/no-require-imports -- the compiled routers and the functions' own express and firebase-admin */
/** The compiled saved-sessions and account routers on a loopback port, without the rate limits. */
async function inProcessApi(s: Stack): Promise<{ url: string; close: () => Promise<void> }> {
  const functionsDir = join(__dirname, '..', '..', 'functions');
  process.env.FIRESTORE_EMULATOR_HOST = new URL(s.firestore).host;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = new URL(s.auth).host;
  process.env.GCLOUD_PROJECT = s.projectId;
  process.env.SECRETS_KEY = readFileSync(join(__dirname, '..', '..', '.run', 'secrets.key'), 'utf8').trim();
  const { initializeApp, getApps } = require(require.resolve('firebase-admin/app', { paths: [functionsDir] }));
  if (!getApps().some((a: { name: string }) => a.name === '[DEFAULT]')) initializeApp({ projectId: s.projectId });
  const express = require(require.resolve('express', { paths: [functionsDir] }));
  const { savedSessionsRouter } = require('../../functions/lib/api/routers/saved-sessions.js');
  const { accountRouter } = require('../../functions/lib/api/routers/account.js');
  const { sendError } = require('../../functions/lib/api/errors.js');
  // The account router counts the failure report under its own tight per-address limit: in this
  // process only, every rate-limit store lets everything through.
  const limiter = require('../../functions/lib/security/rate-limit.js') as Record<string, unknown>;
  for (const exported of Object.values(limiter)) {
    const proto = (exported as { prototype?: { hit?: unknown } } | null)?.prototype;
    if (proto && typeof proto.hit === 'function') proto.hit = async () => ({ allowed: true });
  }
  const app = express();
  app.use(express.json());
  app.use('/saved-sessions', savedSessionsRouter());
  app.use('/account', accountRouter());
  app.use((error: unknown, _req: unknown, res: unknown, _next: unknown) => sendError(res, error));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}
/* eslint-enable @typescript-eslint/no-require-imports */

/** Runs `count` tasks, `width` at a time. */
async function pool(count: number, width: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

type Page = { events: Array<Record<string, any>>; next: string | null };
/** Every security event about `target` of `kind`, newest first, through the admin API (at most 20 pages of 100). */
async function securityEvents(token: string, target: string, kind: string): Promise<Array<Record<string, any>>> {
  const events: Array<Record<string, any>> = [];
  let before = '';
  for (let i = 0; i < 20; i++) {
    const page = await call(`/admin/security-events?kind=${kind}&target=${target}&limit=100&before=${before}`, token);
    expect(page.status).toBe(200);
    const body = page.body as Page;
    events.push(...body.events);
    if (!body.next) break;
    before = body.next;
  }
  return events;
}

describe('strangers erasing the audit trail', () => {
  it("600 third-party events leave the owner's access log and sign-in history in place and go to the security log", async () => {
    const started = Date.now();
    const owner = await newAccount(stack, 'trail-owner');
    const record = (await eventually(
      () => readDoc(stack, `users/${owner.localId}`),
      (doc) => doc !== null,
    )) as Record<string, any>;
    await patchDoc(stack, `users/${owner.localId}`, {
      settings: { ...record.settings, enableSessionStoring: true, sessionStoringDuration: 3 },
    });
    const created = await call('/sessions', owner.idToken, { type: 'in-person', clientName: 'Jane Roe', consent: true, language: 'en' });
    expect(created.status).toBe(201);
    const sessionId = created.body.sessionId as string;
    expect((await apiCall(stack, `/sessions/${sessionId}`, owner.idToken, { ownNotes: 'Private words' }, 'PATCH')).status).toBe(200);
    // The owner's real entries: one open of the saved session, one sign-in.
    expect((await call(`/saved-sessions/${owner.localId}/${sessionId}`, owner.idToken)).status).toBe(200);
    expect((await call('/account/login-complete', owner.idToken, {})).status).toBe(200);

    const intruders = await Promise.all([1, 2, 3].map((n) => newAccount(stack, `trail-intruder-${n}`)));
    // Through the real API, all at once: 20 refused reads and 2 failed-sign-in reports (600 events in all).
    const [reads, reportStatuses] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, (_, i) => call(`/saved-sessions/${owner.localId}/${sessionId}`, intruders[i % 3].idToken))),
      Promise.all([1, 2].map(() => reportFailedSignIn(owner.email))),
    ]);
    expect(reads.map((read) => read.status)).toEqual(Array(20).fill(404));
    expect(reportStatuses).toEqual([200, 200]);

    // The bulk through the same routers in this process: 500 refused reads, 78 reports (more
    // than the 500 and 50 entries the owner's trails used to keep).
    const local = await inProcessApi(stack);
    try {
      await pool(500, 8, async (i) => {
        const response = await fetch(`${local.url}/saved-sessions/${owner.localId}/${sessionId}`, {
          headers: { authorization: `Bearer ${intruders[i % 3].idToken}` },
        });
        expect(response.status).toBe(404);
      });
      await pool(78, 8, async () => {
        const response = await fetch(`${local.url}/account/sign-in-failed`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: owner.email, reason: 'wrong-password' }),
        });
        expect(response.status).toBe(200);
      });
    } finally {
      await local.close();
    }

    // The owner's own entries are all still there, and nothing of the strangers'.
    const access = await allDocs(`users/${owner.localId}/sessionAccess`);
    expect(access.filter((e) => e.actor === 'owner' && e.action === 'open')).toHaveLength(1);
    expect(access.map((e) => `${e.action}:${e.actor}:${e.allowed}`)).toEqual(['open:owner:true']);
    const signIns = await allDocs(`users/${owner.localId}/signIns`);
    expect(signIns.filter((e) => e.kind === 'sign-in')).toHaveLength(1);
    expect(signIns.map((e) => `${e.kind}:${e.ok}`)).toEqual(['sign-in:true']);
    // The owner's API answers show them too.
    expect((await call('/account/session-access', owner.idToken)).body.entries).toEqual([
      expect.objectContaining({ action: 'open', actor: 'owner', sessionId }),
    ]);
    expect((await call('/account/sign-ins', owner.idToken)).body.signIns).toEqual([expect.objectContaining({ kind: 'sign-in', ok: true })]);

    // The security log holds all 600, newest first, for admins.
    const admin = demoUser(stack, 'admin');
    const adminLogin = await signInWithPassword(stack, admin.email, admin.password);
    // The three listings at once: each pages through the API on its own.
    const [refused, reports, both] = await Promise.all([
      securityEvents(adminLogin.idToken, owner.localId, 'session-access-refused'),
      securityEvents(adminLogin.idToken, owner.localId, 'sign-in-failed-report'),
      securityEvents(adminLogin.idToken, owner.localId, ''),
    ]);
    expect(refused).toHaveLength(520);
    expect(new Set(refused.map((e) => e.actorUid))).toEqual(new Set(intruders.map((a) => a.localId)));
    expect(refused[0]).toMatchObject({
      kind: 'session-access-refused',
      targetUid: owner.localId,
      detail: `open ${sessionId}`,
      actorAdmin: false,
    });
    expect(refused.every((e, i) => i === 0 || refused[i - 1].at >= e.at)).toBe(true);
    expect(reports).toHaveLength(80);
    expect(reports[0]).toMatchObject({ actorUid: '', targetUid: owner.localId, detail: 'wrong-password' });
    expect(both).toHaveLength(600);

    // A non-admin is refused by the API, and no client reads the collection directly.
    const denied = await call(`/admin/security-events?target=${owner.localId}`, intruders[0].idToken);
    expect(denied.status).toBe(403);
    expect(JSON.stringify(denied.body)).not.toContain(owner.localId);
    const direct = await Promise.all(
      [intruders[0].idToken, owner.idToken, adminLogin.idToken].map((token) =>
        fetch(`${firestoreBase}/securityEvents?pageSize=5`, { headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    expect(direct.map((response) => response.status)).toEqual([403, 403, 403]);
    expect(Date.now() - started).toBeLessThan(280_000);
  }, 300_000);

  it("keeps the trails by time: the sweeper's pass deletes records older than the retention period, and only those", async () => {
    const user = await newAccount(stack, 'trail-retention');
    const day = 86_400_000;
    const now = Date.now();
    const old = now - (AUDIT_RETENTION_DAYS + 1) * day;
    const recent = now - (AUDIT_RETENTION_DAYS - 1) * day;
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const paths = {
      oldAccess: `users/${user.localId}/sessionAccess/old${stamp}`,
      recentAccess: `users/${user.localId}/sessionAccess/recent${stamp}`,
      oldSignIn: `users/${user.localId}/signIns/old${stamp}`,
      recentSignIn: `users/${user.localId}/signIns/recent${stamp}`,
      oldEvent: `securityEvents/old${stamp}`,
      recentEvent: `securityEvents/recent${stamp}`,
    };
    await Promise.all([
      patchDoc(stack, paths.oldAccess, { at: old, action: 'open', actor: 'owner', allowed: true }),
      patchDoc(stack, paths.recentAccess, { at: recent, action: 'open', actor: 'owner', allowed: true }),
      patchDoc(stack, paths.oldSignIn, { at: old, kind: 'sign-in', ok: true }),
      patchDoc(stack, paths.recentSignIn, { at: recent, kind: 'sign-in', ok: true }),
      patchDoc(stack, paths.oldEvent, { at: old, kind: 'session-access-refused', targetUid: user.localId }),
      patchDoc(stack, paths.recentEvent, { at: recent, kind: 'session-access-refused', targetUid: user.localId }),
    ]);
    const { db } = compiledSweeper(stack, 'audit-retention');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the compiled job, as the sweeper runs it
    const { purgeAuditTrails } = require('../../functions/lib/jobs/audit-retention.js');
    const purged = (await purgeAuditTrails(db, now)) as Record<string, number>;
    expect(purged.sessionAccess).toBeGreaterThanOrEqual(1);
    expect(purged.signIns).toBeGreaterThanOrEqual(1);
    expect(purged.securityEvents).toBeGreaterThanOrEqual(1);
    const [oldAccess, oldSignIn, oldEvent, ...recents] = await Promise.all(
      [paths.oldAccess, paths.oldSignIn, paths.oldEvent, paths.recentAccess, paths.recentSignIn, paths.recentEvent].map((path) =>
        readDoc(stack, path),
      ),
    );
    expect([oldAccess, oldSignIn, oldEvent]).toEqual([null, null, null]);
    for (const recentDoc of recents) expect(recentDoc).not.toBeNull();
  });

  it('/referral/check answers whether the code is valid and nothing else', async () => {
    const referrer = await newAccount(stack, 'check-referrer');
    const referrerRecord = (await eventually(
      () => readDoc(stack, `users/${referrer.localId}`),
      (doc) => (doc as Record<string, any> | null)?.referrals?.referralCode !== undefined,
    )) as Record<string, any>;
    const code = referrerRecord.referrals.referralCode as string;
    const checker = await newAccount(stack, 'check-caller');
    const valid = await call('/referral/check', checker.idToken, { userId: checker.localId, referralCode: code });
    expect(valid).toEqual({ status: 200, body: { valid: true } });
    expect(JSON.stringify(valid.body)).not.toContain(referrer.localId);
    const invalid = await call('/referral/check', checker.idToken, {
      userId: checker.localId,
      referralCode: 'ZZZZZ9' === code ? 'ZZZZZ8' : 'ZZZZZ9',
    });
    expect(invalid.status).toBe(404);
    expect(Object.keys(invalid.body)).toEqual(['error']);
    expect(JSON.stringify(invalid.body)).not.toContain(referrer.localId);
  });
});
