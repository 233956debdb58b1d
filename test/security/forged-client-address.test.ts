// Attack: forged client addresses. The API used to take the leftmost X-Forwarded-For entry,
// which the client writes itself, and kept no address bucket at all for a request without
// one: rotating the header escaped the per-IP limits, and forged addresses were written into
// the sign-in history. Now the address is the entry the trusted front end appended (the last
// one here: TRUSTED_PROXY_HOPS=1, the callers playing the front end's part), a request
// without one is counted under the shared "unknown" address, and that is what is recorded.
import { createHash } from 'node:crypto';
import { eventually, readDoc } from '../support/firestore-rest';
import { testAddress } from '../support/proof-of-work';
import { roomInWindow, windowStart as windowOf } from '../support/rate-window';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();

async function call(path: string, token: string | null, headers: Record<string, string>, body?: unknown) {
  const response = await fetch(`${stack.api}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, any> | null };
}

/** The general rule's counter of an address in a window (as the API names it: hashed). */
async function generalCount(address: string, windowStart: number): Promise<number> {
  const id = createHash('sha256').update(address).digest('hex').slice(0, 40);
  return Number((await readDoc(stack, `rateLimits/general-ip-${id}-${windowStart}`))?.count ?? 0);
}

describe('forged client addresses', () => {
  jest.setTimeout(120_000);

  it('rotating the leftmost X-Forwarded-For entry does not escape the per-IP limit (30 code routes a minute)', async () => {
    const address = testAddress();
    const statuses: number[] = [];
    // The 40 requests counted in one window, not across two (the stack's window may be seconds).
    await roomInWindow(stack, 1 / 2);
    // Unauthenticated: only the address counts. Each request claims another origin on the left.
    for (let i = 0; i < 40; i++)
      statuses.push((await call('/referral/code/nobody', null, { 'x-forwarded-for': `203.0.113.${i + 1}, ${address}` })).status);
    expect(statuses.slice(0, 30).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
  });

  it('counts a request that carries no address, under the one shared "unknown" address', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const windowStart = windowOf(stack);
      const before = await generalCount('unknown', windowStart);
      expect((await call('/health', null, {})).status).not.toBe(429);
      const after = await generalCount('unknown', windowStart);
      // A window that ended meanwhile moved the count to the next one: ask again.
      if (windowOf(stack) !== windowStart) continue;
      expect(after).toBeGreaterThanOrEqual(before + 1);
      return;
    }
    throw new Error('three window boundaries in a row');
  });

  it('records the address the front end saw, not the one the client forged', async () => {
    const account = await newAccount(stack, 'forged-address');
    await eventually(
      () => call('/account/check', account.idToken, {}),
      (r) => r.body?.exists === true,
    );
    const real = testAddress();
    expect((await call('/account/login-complete', account.idToken, { 'x-forwarded-for': `203.0.113.66, ${real}` }, {})).status).toBe(200);
    // Without any address: "unknown", not an address of the client's choosing.
    expect((await call('/account/login-complete', account.idToken, {}, {})).status).toBe(200);
    const rows = (await call('/account/sign-ins', account.idToken, {})).body?.signIns as Array<{ ip: string }>;
    expect(rows.map((row) => row.ip).sort()).toEqual([real, 'unknown'].sort());
    expect(JSON.stringify(rows)).not.toContain('203.0.113.66');
    const record = (await readDoc(stack, `users/${account.localId}`)) as { userInfo: { ipAddress: string } };
    expect(record.userInfo.ipAddress).toBe('unknown');
  });
});
