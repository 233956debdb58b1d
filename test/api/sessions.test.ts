// Sessions on the local stack: the /sessions API (limits, language, consent, owner-only,
// sealed at rest), and a recording over the realtime server with the real local engine:
// words come back while the audio streams, the transcript is saved as it grows, stop
// counts the seconds as usage, and ending the session purges its transcript and audio.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { readStreamWav } from '../../functions/src/providers/transcription/pcm-wav';
import { hasStoredAudio, stackAudioStore } from '../support/audio';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newGuest } from '../support/proof-of-work';
import { newAccount, readStack } from '../support/stack';
import { compiledSweeper } from '../support/sweeper';

const stack = readStack();
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';

async function call(path: string, token: string, body?: unknown, method?: string) {
  const response = await fetch(`${stack.api}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const dialog = { type: 'in-person', clientName: 'Jane Roe', consent: true, language: 'en' };
const recordOf = (uid: string) =>
  eventually(
    () => readDoc(stack, `users/${uid}`),
    (doc) => doc !== null,
  );

async function clinician(label: string) {
  const account = await newAccount(stack, label);
  await recordOf(account.localId);
  return account;
}

function connect(uid: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(stack.realtime, { transports: ['websocket'], auth: { userId: uid, token }, reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The PCM of a 16 kHz mono WAV from the speech test data. */
const pcmOf = (file: string) => readStreamWav(readFileSync(join(LIBRIVOX, file)));

describe('the /sessions API', () => {
  it('creates a session with the dialog’s choices and keeps its patient text sealed', async () => {
    const account = await clinician('session-create');
    const created = await call('/sessions', account.idToken, { ...dialog, pronoun: 'she' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ provider: expect.any(String), live: expect.any(Boolean) });
    const { sessionId } = created.body;
    const patched = await call(
      `/sessions/${sessionId}`,
      account.idToken,
      { ownNotes: 'Allergic to penicillin (rash).', context: 'Bloods back: normal.' },
      'PATCH',
    );
    expect(patched.status).toBe(200);
    const read = await call(`/sessions/${sessionId}`, account.idToken);
    expect(read.body.meta).toMatchObject({
      name: 'Jane Roe',
      type: 'in-person',
      pronoun: 'she',
      language: 'en',
      status: 'open',
      consent: true,
    });
    expect(read.body.contents).toMatchObject({
      ownNotes: 'Allergic to penicillin (rash).',
      context: 'Bloods back: normal.',
      transcript: '',
    });
    const raw = await readDoc(stack, `users/${account.localId}/sessions/${sessionId}`);
    expect(JSON.stringify(raw)).not.toContain('penicillin');
    expect(typeof raw?.sealed).toBe('string');
  });

  it('refuses what the dialog must not allow, each with its message', async () => {
    const account = await clinician('session-refuse');
    const noConsent = await call('/sessions', account.idToken, { ...dialog, consent: false });
    expect(noConsent).toMatchObject({ status: 400, body: { error: { key: 'sessionConsentRequired' } } });
    const french = await call('/sessions', account.idToken, { ...dialog, language: 'fr' });
    expect(french).toMatchObject({ status: 422, body: { error: { key: 'transcriptionLanguageUnavailable' } } });
    const group = await call('/sessions', account.idToken, { ...dialog, group: true, participants: [{ name: 'Sam', role: 'parent' }] });
    expect(group).toMatchObject({ status: 403, body: { error: { key: 'sessionGroupPlan' } } });
    const badLanguage = await call('/sessions', account.idToken, { ...dialog, language: 'xx' });
    expect(badLanguage.status).toBe(400);
    await patchDoc(stack, `users/${account.localId}`, { usageLimits: { notesLeft: 0, timeLimit: 3600 } });
    const noNotes = await call('/sessions', account.idToken, dialog);
    expect(noNotes).toMatchObject({
      status: 403,
      body: { error: { key: 'uiNoteLimit', message: 'You have reached your note limit. Please upgrade to start new sessions.' } },
    });
    const anonymous = await fetch(`${stack.api}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(dialog),
    });
    expect(anonymous.status).toBe(401);
  });

  it('lets a premium plan run a group session with its participants', async () => {
    const account = await clinician('session-group');
    await patchDoc(stack, `users/${account.localId}`, {
      subscription: { plan: 'Bronze', option: 'monthly', discount: 0, subscriptionId: '' },
    });
    const participants = [
      { name: 'Sam', role: 'parent' },
      { name: 'Alex', role: 'client' },
    ];
    const created = await call('/sessions', account.idToken, { ...dialog, group: true, participants });
    expect(created.status).toBe(201);
    const read = await call(`/sessions/${created.body.sessionId}`, account.idToken);
    expect(read.body.contents.participants).toEqual(participants);
  });

  it('shows, changes and ends a session only for its owner', async () => {
    const owner = await clinician('session-owner');
    const other = await clinician('session-other');
    const { sessionId } = (await call('/sessions', owner.idToken, dialog)).body;
    expect((await call(`/sessions/${sessionId}`, other.idToken)).status).toBe(404);
    expect((await call(`/sessions/${sessionId}`, other.idToken, { transcript: 'x' }, 'PATCH')).status).toBe(404);
    expect((await call(`/sessions/${sessionId}/end`, other.idToken, {})).status).toBe(404);
    expect((await call(`/sessions/${sessionId}`, owner.idToken, {}, 'PATCH')).status).toBe(400);
    expect((await call(`/sessions/${sessionId}`, owner.idToken)).status).toBe(200);
  });
});

describe('recording with live transcription (local engine)', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  it('streams real speech: partial words, then saved finals; stop settles the transcript and counts usage; end purges it', async () => {
    const account = await clinician('session-speech');
    await patchDoc(stack, `users/${account.localId}`, { trialSecondsLeft: 100 });
    const { sessionId, provider } = (await call('/sessions', account.idToken, dialog)).body;
    expect(provider).toBe('pocketsphinx');
    const socket = await connect(account.localId, account.idToken);
    sockets.push(socket);
    const partials: string[] = [];
    const finals: string[] = [];
    socket.on('transcript:partial', (e: { sessionId: string; text: string }) => e.sessionId === sessionId && partials.push(e.text));
    socket.on('transcript:final', (e: { sessionId: string; transcript: string }) => e.sessionId === sessionId && finals.push(e.transcript));

    expect(await socket.timeout(10000).emitWithAck('recording:open', { sessionId })).toMatchObject({
      ok: true,
      nextSeq: 0,
      transcript: '',
    });
    // Two clips with a second of silence between them, in 250 ms chunks.
    const pcm = Buffer.concat([
      pcmOf('sense_and_sensibility_01_austen_64kb-0920.wav'),
      Buffer.alloc(32000),
      pcmOf('sense_and_sensibility_01_austen_64kb-0930.wav'),
      Buffer.alloc(32000),
    ]);
    let seq = 0;
    for (let offset = 0; offset < pcm.length; offset += 8000) {
      const ack = await socket.timeout(10000).emitWithAck('recording:chunk', { sessionId, seq, data: pcm.subarray(offset, offset + 8000) });
      expect(ack).toMatchObject({ ok: true, nextSeq: seq + 1 });
      seq += 1;
    }
    const stop = await socket.timeout(30000).emitWithAck('recording:stop', { sessionId, localDate: '2026-11-23' });
    expect(stop).toMatchObject({ ok: true, seconds: pcm.length / 32000 });
    expect(partials.length).toBeGreaterThan(0);
    expect(finals.length).toBeGreaterThan(0);
    expect(stop.transcript).toMatch(/married/);
    expect(stop.transcript).toMatch(/respectable/);
    expect(stop.transcript).toMatch(/he might even have been made/i);

    const saved = await call(`/sessions/${sessionId}`, account.idToken);
    expect(saved.body.contents.transcript).toBe(stop.transcript);
    expect(saved.body.meta).toMatchObject({ status: 'stopped', accountedSeconds: Math.round(pcm.length / 32000) });
    const user = (await readDoc(stack, `users/${account.localId}`)) as Record<string, any>;
    expect(user.usage).toEqual([{ timestamp: '2026-11-23', session: Math.round(pcm.length / 32000), notes: 0 }]);
    expect(user.trialSecondsLeft).toBe(100 - Math.round(pcm.length / 32000));

    // Stopping again counts nothing twice.
    await socket.timeout(30000).emitWithAck('recording:stop', { sessionId, localDate: '2026-11-23' });
    expect(((await readDoc(stack, `users/${account.localId}`)) as Record<string, any>).usage[0].session).toBe(
      Math.round(pcm.length / 32000),
    );

    expect(await hasStoredAudio(stack, account.localId, sessionId)).toBe(true);
    expect(await call(`/sessions/${sessionId}/end`, account.idToken, {})).toMatchObject({ status: 200, body: { stored: false } });
    expect(await readDoc(stack, `users/${account.localId}/sessions/${sessionId}`)).toBeNull();
    expect(await hasStoredAudio(stack, account.localId, sessionId)).toBe(false);
  }, 90000);

  it('keeps a session started with session storing on for the storing duration', async () => {
    const account = await clinician('session-stored');
    const record = (await readDoc(stack, `users/${account.localId}`)) as Record<string, any>;
    await patchDoc(stack, `users/${account.localId}`, {
      settings: { ...record.settings, enableSessionStoring: true, sessionStoringDuration: 3 },
    });
    const before = Date.now();
    const { sessionId, stored } = (await call('/sessions', account.idToken, dialog)).body;
    expect(stored).toBe(true);
    await call(`/sessions/${sessionId}`, account.idToken, { ownNotes: 'Follow up in two weeks.' }, 'PATCH');
    expect(await call(`/sessions/${sessionId}/end`, account.idToken, {})).toMatchObject({ status: 200, body: { stored: true } });
    const doc = (await readDoc(stack, `users/${account.localId}/sessions/${sessionId}`)) as Record<string, any>;
    expect(doc).toMatchObject({ status: 'stopped', stored: true });
    expect(doc.expiresAt).toBeGreaterThanOrEqual(before + 3 * 86400000);
    expect(doc.expiresAt).toBeLessThan(before + 3 * 86400000 + 60000);
  });

  it('refuses a socket recording into another user’s session', async () => {
    const owner = await clinician('session-socket-owner');
    const intruder = await clinician('session-socket-intruder');
    const { sessionId } = (await call('/sessions', owner.idToken, dialog)).body;
    const socket = await connect(intruder.localId, intruder.idToken);
    sockets.push(socket);
    expect(await socket.timeout(10000).emitWithAck('recording:open', { sessionId })).toEqual({ ok: false, error: 'not-found' });
    expect(await socket.timeout(10000).emitWithAck('recording:chunk', { sessionId, seq: 0, data: Buffer.alloc(8000) })).toEqual({
      ok: false,
      error: 'not-found',
    });
  });
});

describe('limits and retention on the server', () => {
  it('refuses a guest’s audio past 600 s (plus 5 s of slack), whatever the browser does', async () => {
    // Guests are made by the API (after a proof of work), as the site makes them.
    const guest = await newGuest(stack);
    const record = (await recordOf(guest.localId)) as Record<string, any>;
    expect(record.usageLimits.timeLimit).toBe(600);
    const { sessionId } = (await call('/sessions', guest.idToken, { type: 'dictate', consent: false, language: 'en' })).body;
    const socket = await connect(guest.localId, guest.idToken);
    try {
      const chunk = Buffer.alloc(8000);
      // Chunk 2420 starts at 605 s: refused as over the limit; 2419 is within it (and only out of order).
      expect(await socket.timeout(10000).emitWithAck('recording:chunk', { sessionId, seq: 2420, data: chunk })).toEqual({
        ok: false,
        nextSeq: 0,
        error: 'limit',
      });
      expect(await socket.timeout(10000).emitWithAck('recording:chunk', { sessionId, seq: 2419, data: chunk })).toEqual({
        ok: false,
        nextSeq: 0,
        error: 'out-of-order',
      });
    } finally {
      socket.disconnect();
    }
  });

  it('purges expired sessions with their audio, and audio whose session is gone', async () => {
    const account = await clinician('session-sweep');
    const expired = (await call('/sessions', account.idToken, dialog)).body.sessionId as string;
    const kept = (await call('/sessions', account.idToken, dialog)).body.sessionId as string;
    const { db, sweepSessions } = compiledSweeper(stack, 'sweep-test');
    const store = stackAudioStore(stack);
    for (const id of [expired, kept, 'orphan-session-01']) await store.put(account.localId, id, 0, Buffer.alloc(8000, 1));
    await patchDoc(stack, `users/${account.localId}/sessions/${expired}`, { expiresAt: Date.now() - 1000 });

    const result = await sweepSessions(db, store);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(result.orphans).toBeGreaterThanOrEqual(1);
    expect(await readDoc(stack, `users/${account.localId}/sessions/${expired}`)).toBeNull();
    expect(await hasStoredAudio(stack, account.localId, expired)).toBe(false);
    expect(await hasStoredAudio(stack, account.localId, 'orphan-session-01')).toBe(false);
    expect(await readDoc(stack, `users/${account.localId}/sessions/${kept}`)).not.toBeNull();
    expect(await hasStoredAudio(stack, account.localId, kept)).toBe(true);
  });
});
