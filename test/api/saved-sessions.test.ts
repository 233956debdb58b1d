// Saved sessions on the local stack: the list (metadata only, newest first, expired ones
// hidden), the decrypt-session call, deleting one or several (document, audio and files at
// once), the retention bounds, the sweeper, and the access log: every open, download and
// delete by the owner lands on the owner's log; every refused attempt by someone else lands on
// the server's security log, never on the owner's.
import { hasStoredAudio, stackAudioStore, stackBucket } from '../support/audio';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { demoUser, newAccount, readStack, signInWithPassword } from '../support/stack';
import { compiledSweeper } from '../support/sweeper';

const stack = readStack();
const store = stackBucket(stack);
const DAY_MS = 86_400_000;

async function call(path: string, token: string, body?: unknown, method?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.api}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any>, text };
}

type Account = Awaited<ReturnType<typeof newAccount>>;

/** A new clinician with session storing on (and the given settings). */
async function storingClinician(label: string, settings: Record<string, unknown> = {}): Promise<Account> {
  const account = await newAccount(stack, label);
  const record = (await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  )) as Record<string, any>;
  await patchDoc(stack, `users/${account.localId}`, {
    settings: { ...record.settings, enableSessionStoring: true, sessionStoringDuration: 3, ...settings },
  });
  return account;
}

/** A session with some text in it (an empty saved session is not kept when it ends). */
async function savedSession(
  account: Account,
  clientName: string,
  ownNotes = `Seen ${clientName}; follow up in two weeks.`,
): Promise<string> {
  const created = await call('/sessions', account.idToken, { type: 'in-person', clientName, consent: true, language: 'en' });
  expect(created.status).toBe(201);
  expect(created.body.stored).toBe(true);
  const sessionId = created.body.sessionId as string;
  expect((await call(`/sessions/${sessionId}`, account.idToken, { ownNotes }, 'PATCH')).status).toBe(200);
  return sessionId;
}

/** The session's audio as the realtime server keeps it, and one uploaded file (a presigned PUT, as the browser does). */
async function withAudioAndFile(account: Account, sessionId: string): Promise<{ key: string }> {
  await stackAudioStore(stack).put(account.localId, sessionId, 0, Buffer.alloc(3200));
  const bytes = Buffer.from('Pre-visit form: made up for the saved-sessions test');
  const presigned = await call('/uploads/presign', account.idToken, {
    sessionId,
    category: 'previsitForm',
    uploadId: `saved-${Date.now().toString(36)}`,
    fileName: 'form.txt',
    contentType: 'text/plain',
    size: bytes.length,
  });
  expect(presigned.status).toBe(200);
  expect((await fetch(presigned.body.url, { method: 'PUT', headers: presigned.body.headers, body: bytes })).status).toBe(200);
  return { key: presigned.body.key as string };
}

const accessLog = async (account: Account) =>
  (await call('/account/session-access', account.idToken)).body.entries as Array<Record<string, any>>;

describe('the Saved Sessions list and the decrypt-session call', () => {
  it('lists the owner’s saved sessions newest first, metadata only, and opens one decrypted', async () => {
    const owner = await storingClinician('saved-list');
    const first = await savedSession(owner, 'Jane Roe', 'Knee pain since March; ibuprofen 400 mg as needed.');
    const second = await savedSession(owner, 'John Smith');
    // A session of the same account started with storing off is not a saved session.
    const record = (await readDoc(stack, `users/${owner.localId}`)) as Record<string, any>;
    await patchDoc(stack, `users/${owner.localId}`, { settings: { ...record.settings, enableSessionStoring: false } });
    const unsaved = await call('/sessions', owner.idToken, { type: 'in-person', clientName: 'Not Kept', consent: true, language: 'en' });
    expect(unsaved.body.stored).toBe(false);

    const list = await call(`/saved-sessions/${owner.localId}`, owner.idToken);
    expect(list.status).toBe(200);
    expect(list.body.sessions.map((s: { id: string }) => s.id)).toEqual([second, first]);
    expect(list.body.sessions[1]).toMatchObject({ id: first, name: 'Jane Roe', type: 'in-person', noteCount: 0, language: 'en' });
    expect(list.body.sessions[1].expiresAt - list.body.sessions[1].createdAt).toBe(3 * DAY_MS);
    // Only metadata: neither the sealed contents nor their text.
    expect(list.text).not.toContain('sealed');
    expect(list.text).not.toContain('ibuprofen');

    // From the address the hosting front end reports (as X-Forwarded-For).
    const opened = await call(`/saved-sessions/${owner.localId}/${first}`, owner.idToken, undefined, undefined, {
      'x-forwarded-for': '203.0.113.7',
    });
    expect(opened.status).toBe(200);
    expect(opened.body.meta).toMatchObject({ name: 'Jane Roe', stored: true });
    expect(opened.body.contents.ownNotes).toBe('Knee pain since March; ibuprofen 400 mg as needed.');
    const log = await accessLog(owner);
    expect(log[0]).toMatchObject({ action: 'open', sessionId: first, sessionName: 'Jane Roe', actor: 'owner', allowed: true });
    expect(log[0].ip).toBe('203.0.113.7');
  });

  it('refuses another user and an admin the same way whether the session exists or not, and logs their attempts on the security log', async () => {
    const owner = await storingClinician('saved-owner');
    const other = await newAccount(stack, 'saved-intruder');
    const admin = demoUser(stack, 'admin');
    const adminLogin = await signInWithPassword(stack, admin.email, admin.password);
    const sessionId = await savedSession(owner, 'Jane Roe', 'Private words');

    const attempts = [
      await call(`/saved-sessions/${owner.localId}`, other.idToken),
      await call(`/saved-sessions/${owner.localId}/${sessionId}`, other.idToken),
      await call(`/saved-sessions/${owner.localId}/${sessionId}`, adminLogin.idToken),
      await call(`/saved-sessions/${owner.localId}/${sessionId}`, other.idToken, undefined, 'DELETE'),
      await call(`/saved-sessions/${owner.localId}/delete`, other.idToken, { sessionIds: [sessionId] }),
      await call(`/saved-sessions/${owner.localId}/${sessionId}/access`, other.idToken, { action: 'download' }),
    ];
    const missing = await call(`/saved-sessions/${owner.localId}/noSuchSession123`, other.idToken);
    for (const attempt of [...attempts, missing]) {
      expect(attempt.status).toBe(404);
      expect(attempt.text).not.toContain('Private');
      expect(attempt.body.error.key).toBe('sessionNotFound');
    }
    // Still there, untouched.
    expect((await call(`/saved-sessions/${owner.localId}/${sessionId}`, owner.idToken)).body.contents.ownNotes).toBe('Private words');
    // Without a token: 401.
    expect((await fetch(`${stack.api}/saved-sessions/${owner.localId}/${sessionId}`)).status).toBe(401);

    // The owner's log holds only the owner's own open; the attempts are in the security log.
    const log = await accessLog(owner);
    expect(log.map((entry) => `${entry.action}:${entry.actor}:${entry.allowed}`)).toEqual(['open:owner:true']);
    const security = await call(`/admin/security-events?kind=session-access-refused&target=${owner.localId}`, adminLogin.idToken);
    const refused = security.body.events as Array<Record<string, any>>;
    const who = (entry: Record<string, any>) =>
      entry.actorAdmin ? 'admin' : entry.actorUid === other.localId ? 'other-user' : 'someone else';
    expect(refused.map((entry) => `${String(entry.detail).split(' ')[0]}:${who(entry)}`).sort()).toEqual(
      ['list:other-user', 'open:other-user', 'open:admin', 'delete:other-user', 'delete:other-user', 'download:other-user'].sort(),
    );
    // The attempt at a session that does not exist wrote nothing.
    expect(refused.some((entry) => String(entry.detail).includes('noSuchSession123'))).toBe(false);
    // The intruder's own log is empty.
    expect(await accessLog(other)).toEqual([]);
  });
});

describe('deleting saved sessions', () => {
  it('deletes one: its document, audio and files at once, logged', async () => {
    const owner = await storingClinician('saved-delete');
    const sessionId = await savedSession(owner, 'Jane Roe');
    const { key } = await withAudioAndFile(owner, sessionId);
    expect(await hasStoredAudio(stack, owner.localId, sessionId)).toBe(true);
    expect(await store.head(key)).not.toBeNull();

    const deleted = await call(`/saved-sessions/${owner.localId}/${sessionId}`, owner.idToken, undefined, 'DELETE');
    expect(deleted).toMatchObject({ status: 200, body: { deleted: [sessionId], missing: [] } });
    expect(await readDoc(stack, `users/${owner.localId}/sessions/${sessionId}`)).toBeNull();
    expect(await hasStoredAudio(stack, owner.localId, sessionId)).toBe(false);
    expect(await store.list(`users/${owner.localId}/sessions/${sessionId}/`)).toEqual([]);
    expect((await accessLog(owner))[0]).toMatchObject({
      action: 'delete',
      sessionId,
      actor: 'owner',
      allowed: true,
      sessionName: 'Jane Roe',
    });
    // Deleting it again: it is gone.
    expect((await call(`/saved-sessions/${owner.localId}/${sessionId}`, owner.idToken, undefined, 'DELETE')).status).toBe(404);
  });

  it('deletes several at once and says which were not found; bad input gets a 400', async () => {
    const owner = await storingClinician('saved-delete-many');
    const ids = [await savedSession(owner, 'A One'), await savedSession(owner, 'B Two'), await savedSession(owner, 'C Three')];
    const answer = await call(`/saved-sessions/${owner.localId}/delete`, owner.idToken, { sessionIds: [ids[0], ids[2], 'notAStoredOne1'] });
    expect(answer).toMatchObject({ status: 200, body: { deleted: [ids[0], ids[2]], missing: ['notAStoredOne1'] } });
    const list = await call(`/saved-sessions/${owner.localId}`, owner.idToken);
    expect(list.body.sessions.map((s: { id: string }) => s.id)).toEqual([ids[1]]);
    expect(
      (await accessLog(owner))
        .filter((e) => e.action === 'delete')
        .map((e) => e.sessionId)
        .sort(),
    ).toEqual([ids[0], ids[2]].sort());
    expect((await call(`/saved-sessions/${owner.localId}/delete`, owner.idToken, { sessionIds: [] })).status).toBe(400);
    expect((await call(`/saved-sessions/${owner.localId}/delete`, owner.idToken, { sessionIds: ['../x'] })).status).toBe(400);
  });

  it('logs a download or copy the app reports (and the account export), and refuses other actions', async () => {
    const owner = await storingClinician('saved-download');
    const sessionId = await savedSession(owner, 'Jane Roe');
    expect((await call(`/saved-sessions/${owner.localId}/${sessionId}/access`, owner.idToken, { action: 'download' })).status).toBe(204);
    expect((await call(`/saved-sessions/${owner.localId}/${sessionId}/access`, owner.idToken, { action: 'delete' })).status).toBe(400);
    const log = await accessLog(owner);
    expect(log.map((e) => e.action)).toEqual(['download']);

    // The account's data export holds the session decrypted, and is logged as a download of it.
    const exported = await call('/account/export', owner.idToken);
    expect(exported.status).toBe(200);
    expect(exported.body.sessions).toHaveLength(1);
    expect(exported.body.sessions[0]).toMatchObject({
      id: sessionId,
      name: 'Jane Roe',
      contents: { ownNotes: 'Seen Jane Roe; follow up in two weeks.' },
    });
    expect(exported.text).not.toContain('sealed');
    expect(exported.body.sessionAccess.map((e: { action: string }) => e.action)).toEqual(['download']);
    const after = await accessLog(owner);
    expect(after.map((e) => `${e.action}:${e.detail}`)).toEqual(['download:account export', 'download:']);
  });
});

describe('retention', () => {
  it('keeps a saved session the storing duration, never past the retention period, and clamps values written out of bounds', async () => {
    const shorter = await storingClinician('saved-retention', { sessionStoringDuration: 14, retentionPeriod: '7' });
    const capped = await savedSession(shorter, 'Jane Roe');
    const cappedDoc = (await readDoc(stack, `users/${shorter.localId}/sessions/${capped}`)) as Record<string, any>;
    expect(cappedDoc.expiresAt - cappedDoc.createdAt).toBe(7 * DAY_MS);

    // Written past the rules (as an old record or a bug could hold them): the server keeps at most 30 days.
    const outOfBounds = await storingClinician('saved-out-of-bounds', { sessionStoringDuration: 400, retentionPeriod: '365' });
    const clamped = await savedSession(outOfBounds, 'John Smith');
    const clampedDoc = (await readDoc(stack, `users/${outOfBounds.localId}/sessions/${clamped}`)) as Record<string, any>;
    expect(clampedDoc.expiresAt - clampedDoc.createdAt).toBe(30 * DAY_MS);
  });

  it('turning storing on after a session started does not save it; an empty saved session is not kept', async () => {
    const account = await newAccount(stack, 'saved-late');
    const record = (await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (doc) => doc !== null,
    )) as Record<string, any>;
    const created = await call('/sessions', account.idToken, { type: 'in-person', clientName: 'Jane Roe', consent: true, language: 'en' });
    expect(created.body.stored).toBe(false);
    await call(`/sessions/${created.body.sessionId}`, account.idToken, { ownNotes: 'Something worth keeping' }, 'PATCH');
    await patchDoc(stack, `users/${account.localId}`, { settings: { ...record.settings, enableSessionStoring: true } });
    expect((await call(`/sessions/${created.body.sessionId}/end`, account.idToken, {})).body).toEqual({ stored: false });
    expect(await readDoc(stack, `users/${account.localId}/sessions/${created.body.sessionId}`)).toBeNull();

    const empty = await call('/sessions', account.idToken, { type: 'in-person', clientName: 'Nobody', consent: true, language: 'en' });
    expect(empty.body.stored).toBe(true);
    expect((await call(`/sessions/${empty.body.sessionId}/end`, account.idToken, {})).body).toEqual({ stored: false });
    expect(await readDoc(stack, `users/${account.localId}/sessions/${empty.body.sessionId}`)).toBeNull();

    const kept = await savedSession(account, 'Kept Client');
    expect((await call(`/sessions/${kept}/end`, account.idToken, {})).body).toEqual({ stored: true });
    expect(await readDoc(stack, `users/${account.localId}/sessions/${kept}`)).toMatchObject({ stored: true, status: 'stopped' });
    // Ending it again (closing it after reopening it) changes nothing, its expiry included.
    const before = (await readDoc(stack, `users/${account.localId}/sessions/${kept}`)) as Record<string, any>;
    await call(`/sessions/${kept}/end`, account.idToken, {});
    expect(((await readDoc(stack, `users/${account.localId}/sessions/${kept}`)) as Record<string, any>).expiresAt).toBe(before.expiresAt);
  });

  it('hides a session whose time ran out at once, and the sweeper deletes it with its audio and files', async () => {
    const owner = await storingClinician('saved-expiry');
    const expired = await savedSession(owner, 'Jane Roe');
    const live = await savedSession(owner, 'John Smith');
    const { key } = await withAudioAndFile(owner, expired);
    await patchDoc(stack, `users/${owner.localId}/sessions/${expired}`, { expiresAt: Date.now() - 1000 });
    const list = await call(`/saved-sessions/${owner.localId}`, owner.idToken);
    expect(list.body.sessions.map((s: { id: string }) => s.id)).toEqual([live]);
    expect((await call(`/saved-sessions/${owner.localId}/${expired}`, owner.idToken)).status).toBe(404);

    const { db, sweepSessions } = compiledSweeper(stack, 'saved-sweep-test');
    const result = await sweepSessions(db, stackAudioStore(stack), store);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await readDoc(stack, `users/${owner.localId}/sessions/${expired}`)).toBeNull();
    expect(await hasStoredAudio(stack, owner.localId, expired)).toBe(false);
    expect(await store.head(key)).toBeNull();
    expect(await readDoc(stack, `users/${owner.localId}/sessions/${live}`)).not.toBeNull();
  });
});
