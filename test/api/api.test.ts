// The API function in the Functions emulator, with real ID tokens from the Auth emulator.
import { deleteDoc, eventually, readDoc } from '../support/firestore-rest';
import { demoUser, newAccount, readStack, signInWithPassword } from '../support/stack';

const stack = readStack();

describe('API', () => {
  it('answers /health directly and through the hosting rewrite', async () => {
    const direct = await fetch(`${stack.api}/health`);
    expect(direct.status).toBe(200);
    expect(await direct.json()).toEqual({ ok: true });
    const viaHosting = await fetch(`${stack.site}/backend/health`);
    expect(viaHosting.status).toBe(200);
    expect(await viaHosting.json()).toEqual({ ok: true });
  });

  it('refuses /account/check without a token or with a forged one', async () => {
    const none = await fetch(`${stack.api}/account/check`);
    expect(none.status).toBe(401);
    expect((await none.json()).error.code).toBe('unauthenticated');
    const forged = await fetch(`${stack.api}/account/check`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(forged.status).toBe(401);
  });

  it('tells the seeded admin and clinician who they are', async () => {
    const admin = demoUser(stack, 'admin');
    const { idToken, localId } = await signInWithPassword(stack, admin.email, admin.password);
    const response = await fetch(`${stack.api}/account/check`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ uid: localId, exists: true, role: 'admin', isAdmin: true });

    const clinician = demoUser(stack, 'clinician');
    const signedIn = await signInWithPassword(stack, clinician.email, clinician.password);
    const mine = await fetch(`${stack.api}/account/check`, { headers: { authorization: `Bearer ${signedIn.idToken}` } });
    expect(await mine.json()).toEqual({ uid: signedIn.localId, exists: true, role: clinician.role, isAdmin: false });
  });

  it('says an account without a record has none', async () => {
    const { idToken, localId } = await newAccount(stack, 'norecord');
    // The auth trigger makes the record shortly after sign-up: wait for it, then remove it.
    await eventually(
      () => readDoc(stack, `users/${localId}`),
      (doc) => doc !== null,
    );
    await deleteDoc(stack, `users/${localId}`);
    const response = await fetch(`${stack.api}/account/check`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(await response.json()).toEqual({ uid: localId, exists: false, role: null, isAdmin: false });
  });

  it('answers an unknown path with a JSON 404', async () => {
    const response = await fetch(`${stack.api}/no-such-route`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not-found');
  });
});
