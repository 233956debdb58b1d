// The session sweeper and uploaded files, on the local stack: one pass of sweepSessions (the
// compiled functions, as the realtime server runs it) with a real S3Store on the stack's
// s3rver deletes the files of a session whose expiry has passed and the folder of a session
// whose document is gone, and keeps the files of a live session. The files are uploaded as
// the browser does (presigned PUTs). Files uploaded to a live session but never read into it
// are deleted once they are older than the sweeper's limit (an hour); files read in are kept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Store } from '../../functions/src/providers/storage/s3-store';
import { deleteDoc, eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';
import { compiledSweeper } from '../support/sweeper';

const stack = readStack();
const store = new S3Store({
  endpoint: stack.s3,
  bucket: 'clinic-uploads',
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

async function call(path: string, token: string, body: unknown) {
  const response = await fetch(`${stack.api}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

let counter = 0;

/** Presigns and PUTs a small text file into the session; returns its key. */
async function upload(idToken: string, sessionId: string, category: 'previsitForm' | 'importedNotes', fileName: string): Promise<string> {
  const bytes = Buffer.from(`${fileName}: made up for the sweeper test`);
  const uploadId = `sweep-${Date.now().toString(36)}-${(counter += 1)}`;
  const presigned = await call('/uploads/presign', idToken, {
    sessionId,
    category,
    uploadId,
    fileName,
    contentType: 'text/plain',
    size: bytes.length,
  });
  expect(presigned.status).toBe(200);
  const put = await fetch(presigned.body.url, { method: 'PUT', headers: presigned.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return presigned.body.key as string;
}

describe('the session sweeper and uploaded files', () => {
  let uid = '';
  let audioDir = '';

  afterAll(async () => {
    if (uid) await store.deletePrefix(`users/${uid}/`);
    if (audioDir) rmSync(audioDir, { recursive: true, force: true });
  });

  it('deletes the files of expired sessions and of sessions that are gone, and keeps a live session’s', async () => {
    const account = await newAccount(stack, 'upload-sweep');
    uid = account.localId;
    await eventually(
      () => readDoc(stack, `users/${uid}`),
      (doc) => doc !== null,
    );
    const newSession = async () => {
      const created = await call('/sessions', account.idToken, {
        type: 'in-person',
        clientName: 'Jane Roe',
        consent: true,
        language: 'en',
      });
      expect(created.status).toBe(201);
      return created.body.sessionId as string;
    };
    const [expired, orphan, live] = [await newSession(), await newSession(), await newSession()];
    const expiredKeys = [
      await upload(account.idToken, expired, 'previsitForm', 'form.txt'),
      await upload(account.idToken, expired, 'importedNotes', 'prior.txt'),
    ];
    const orphanKey = await upload(account.idToken, orphan, 'previsitForm', 'form.txt');
    const liveKeys = [
      await upload(account.idToken, live, 'previsitForm', 'form.txt'),
      await upload(account.idToken, live, 'importedNotes', 'prior.txt'),
    ];
    for (const key of [...expiredKeys, orphanKey, ...liveKeys]) expect(await store.head(key)).not.toBeNull();
    // One session's expiry has passed; another's document is gone (deleted, its account gone...).
    await patchDoc(stack, `users/${uid}/sessions/${expired}`, { expiresAt: Date.now() - 1000 });
    await deleteDoc(stack, `users/${uid}/sessions/${orphan}`);

    const { db, FileAudioStore, sweepSessions } = compiledSweeper(stack, 'upload-sweep-test');
    audioDir = mkdtempSync(join(tmpdir(), 'upload-sweep-audio-'));
    const result = await sweepSessions(db, new FileAudioStore(audioDir), store);

    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(result.orphans).toBeGreaterThanOrEqual(1);
    expect(await readDoc(stack, `users/${uid}/sessions/${expired}`)).toBeNull();
    expect(await store.list(`users/${uid}/sessions/${expired}/`)).toEqual([]);
    expect(await store.list(`users/${uid}/sessions/${orphan}/`)).toEqual([]);
    expect(await readDoc(stack, `users/${uid}/sessions/${live}`)).not.toBeNull();
    expect((await store.list(`users/${uid}/sessions/${live}/`)).map((o) => o.key).sort()).toEqual([...liveKeys].sort());

    // A second pass finds nothing more of this account to remove.
    await sweepSessions(db, new FileAudioStore(audioDir), store);
    expect((await store.list(`users/${uid}/`)).map((o) => o.key).sort()).toEqual([...liveKeys].sort());
  });

  it('deletes files uploaded but never read into their session once older than the limit, and keeps the files read in', async () => {
    const account = await newAccount(stack, 'upload-sweep-unread');
    const owner = account.localId;
    await eventually(
      () => readDoc(stack, `users/${owner}`),
      (doc) => doc !== null,
    );
    const created = await call('/sessions', account.idToken, { type: 'in-person', clientName: 'Jane Roe', consent: true, language: 'en' });
    expect(created.status).toBe(201);
    const sessionId = created.body.sessionId as string;
    const readIn = await upload(account.idToken, sessionId, 'previsitForm', 'form.txt');
    const converted = await call('/uploads/read', account.idToken, {
      sessionId,
      key: readIn,
      localDate: new Date().toISOString().slice(0, 10),
    });
    expect(converted.status).toBe(200);
    const abandoned = await upload(account.idToken, sessionId, 'importedNotes', 'prior.txt');
    // The sweeper sees only this account's files (other suites' files are left alone).
    const own = {
      list: (prefix: string) => store.list(prefix === 'users/' ? `users/${owner}/` : prefix),
      delete: (key: string) => store.delete(key),
      deletePrefix: (prefix: string) => store.deletePrefix(prefix),
    };
    const { db, FileAudioStore, sweepSessions } = compiledSweeper(stack, 'upload-sweep-test');
    const audio = new FileAudioStore(mkdtempSync(join(tmpdir(), 'upload-sweep-audio-')));
    try {
      // Just uploaded: younger than the hour, kept.
      expect((await sweepSessions(db, audio, own)).unconverted).toBe(0);
      expect(await store.head(abandoned)).not.toBeNull();
      // Past the limit (here: any age): the file never read in is deleted, the one read in kept.
      expect((await sweepSessions(db, audio, own, Date.now(), 0)).unconverted).toBe(1);
      expect(await store.head(abandoned)).toBeNull();
      expect(await store.head(readIn)).not.toBeNull();
    } finally {
      rmSync(audio.root, { recursive: true, force: true });
      await store.deletePrefix(`users/${owner}/`);
    }
  });
});
