// Attack: unlimited guests. Guest (anonymous) accounts were made by the browser, unlimited in
// number, each with fresh per-user limits. Now the API makes them: a proof of work first, then
// at most GUEST_CREATION_LIMITS.perAddress per address and .global in all per sliding hour;
// an anonymous account the browser makes on its own is deleted before it gets a record.
import { GUEST_CREATION_LIMITS } from '@shared/limits';
import { deleteDoc, eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newGuest, proofHeader, requestGuest, testAddress } from '../support/proof-of-work';
import { readStack } from '../support/stack';

const stack = readStack();

const errorKey = async (response: Response) => ((await response.json()) as { error?: { key?: string } }).error?.key;

describe('guest creation', () => {
  jest.setTimeout(180_000);

  it('refuses a guest without a proof of work, with a wrong one, or with one used before', async () => {
    const address = testAddress();
    const missing = await requestGuest(stack, address, {});
    expect(missing.status).toBe(403);
    expect(await errorKey(missing)).toBe('proofOfWorkRequired');
    const proof = await proofHeader(stack);
    const payload = JSON.parse(Buffer.from(proof['x-proof-of-work'], 'base64').toString('utf8')) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString('base64');
    expect((await requestGuest(stack, address, { 'x-proof-of-work': wrong })).status).toBe(403);
    expect((await requestGuest(stack, address, proof)).status).toBe(200);
    expect((await requestGuest(stack, address, proof)).status).toBe(403);
  });

  it(`refuses the ${GUEST_CREATION_LIMITS.perAddress + 1}th guest from one address in an hour; another address goes on`, async () => {
    const address = testAddress();
    for (let i = 0; i < GUEST_CREATION_LIMITS.perAddress; i++) expect((await requestGuest(stack, address)).status).toBe(200);
    const refused = await requestGuest(stack, address);
    expect(refused.status).toBe(429);
    expect(await errorKey(refused)).toBe('guestCreationTooMany');
    // Forging another origin on the left changes nothing.
    expect((await requestGuest(stack, `203.0.113.9, ${address}`)).status).toBe(429);
    const guest = await newGuest(stack, testAddress());
    const completion = await fetch(`${stack.api}/account/login-complete`, {
      method: 'POST',
      headers: { authorization: `Bearer ${guest.idToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await completion.json()).toMatchObject({ isGuest: true });
    // Its admission and the counters are the server's alone.
    const documents = `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents`;
    for (const path of [`guestAdmissions/${guest.localId}`, 'proofsOfWork', 'rateLimits']) {
      expect((await fetch(`${documents}/${path}`, { headers: { authorization: `Bearer ${guest.idToken}` } })).status).toBe(403);
    }
  });

  it('refuses every address once the global cap of the hour is reached', async () => {
    const hour = GUEST_CREATION_LIMITS.windowMs;
    const start = Math.floor(Date.now() / hour) * hour;
    const path = `rateLimits/guest-all-${start}`;
    const before = await readDoc(stack, path);
    // As if the hour's guests were all made already (the counter as the API keeps it).
    await patchDoc(stack, path, { count: GUEST_CREATION_LIMITS.global, windowStart: start });
    try {
      const refused = await requestGuest(stack, testAddress());
      expect(refused.status).toBe(429);
      expect(await errorKey(refused)).toBe('guestCreationClosed');
    } finally {
      if (before) await patchDoc(stack, path, { count: before.count });
      else await deleteDoc(stack, path);
    }
  });

  it('deletes an anonymous account the browser made itself, before it has a record', async () => {
    const response = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    });
    const made = (await response.json()) as { idToken: string; localId: string };
    const lookup = () =>
      fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: made.idToken }),
      }).then((r) => r.status);
    expect(await eventually(lookup, (status) => status !== 200, 30_000)).toBe(400);
    expect(await readDoc(stack, `users/${made.localId}`)).toBeNull();
  });
});
