// Session file uploads on the local stack: /uploads/presign checks the caller, the
// session, the type and the session's 15MB total, and hands out a presigned PUT that the
// test really sends to s3rver; the signature binds the URL to the approved type and
// length; /uploads/delete deletes the owner's files only; a retried upload leaves one file.
// The former names (/aws/getPresignedUrl, /aws/listFiles, /aws/deleteFile) still answer.
import { S3Store } from '../../functions/src/providers/storage/s3-store';
import { presignedRequestRefusal } from '../../functions/src/providers/storage/__tests__/stand-ins/sigv4-verify';
import { eventually, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const MB = 1024 * 1024;
const S3RVER = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const store = new S3Store({ endpoint: stack.s3, bucket: 'clinic-uploads', region: 'us-east-1', credentials: S3RVER });

async function call(path: string, token: string | null, body: unknown) {
  const response = await fetch(`${stack.api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function clinicianWithSession(label: string) {
  const account = await newAccount(stack, label);
  made.push(account.localId);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  );
  const created = await call('/sessions', account.idToken, { type: 'in-person', clientName: 'Jane Roe', consent: true, language: 'en' });
  expect(created.status).toBe(201);
  return { ...account, sessionId: created.body.sessionId as string };
}

/** Every account the suite made: their files are removed at the end. */
const made: string[] = [];

let counter = 0;
const uploadId = () => `up-${Date.now().toString(36)}-${(counter += 1)}`;

/** Asks for a presigned URL for `bytes` and, when approved, PUTs them as the browser would. */
async function upload(who: { idToken: string; sessionId: string }, fileName: string, contentType: string, bytes: Buffer, id = uploadId()) {
  const presigned = await call('/uploads/presign', who.idToken, {
    sessionId: who.sessionId,
    category: 'avFile',
    uploadId: id,
    fileName,
    contentType,
    size: bytes.length,
  });
  expect(presigned.status).toBe(200);
  const put = await fetch(presigned.body.url, { method: 'PUT', headers: presigned.body.headers, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  return presigned.body as { key: string; url: string; headers: Record<string, string>; expiresIn: number };
}

describe('the /uploads API', () => {
  let alice: Awaited<ReturnType<typeof clinicianWithSession>>;
  let bob: Awaited<ReturnType<typeof clinicianWithSession>>;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([clinicianWithSession('upload-alice'), clinicianWithSession('upload-bob')]);
  });

  afterAll(async () => {
    await Promise.all(made.map((uid) => store.deletePrefix(`users/${uid}/`)));
  });

  it('hands out a presigned PUT under the caller’s folder, and s3rver then holds the bytes', async () => {
    const bytes = Buffer.from('ID3 pretend this is an mp3 of the consultation');
    const { key, url, headers, expiresIn } = await upload(alice, 'Visit 1.mp3', 'audio/mpeg', bytes);
    expect(key).toMatch(new RegExp(`^users/${alice.localId}/sessions/${alice.sessionId}/avFile/[A-Za-z0-9_]+-Visit_1\\.mp3$`));
    expect(headers).toEqual({ 'Content-Type': 'audio/mpeg' });
    expect(expiresIn).toBeGreaterThan(0);
    expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(await store.get(key)).toEqual(bytes);
    expect(await store.head(key)).toMatchObject({ size: bytes.length, contentType: 'audio/mpeg' });
    const listed = await call('/uploads/list', alice.idToken, { sessionId: alice.sessionId });
    expect(listed.body.files).toContainEqual({ key, category: 'avFile', name: 'Visit_1.mp3', size: bytes.length });
  });

  it('signs the URL for that content type and length only (the signature S3 checks)', async () => {
    const presigned = await call('/uploads/presign', alice.idToken, {
      sessionId: alice.sessionId,
      category: 'imageFile',
      uploadId: uploadId(),
      fileName: 'scan.png',
      contentType: 'image/png',
      size: 4,
    });
    expect(presigned.status).toBe(200);
    const { url } = presigned.body as { url: string };
    const host = new URL(url).host;
    expect(await presignedRequestRefusal('PUT', url, { host, 'content-type': 'image/png', 'content-length': '4' }, S3RVER)).toBeNull();
    expect(await presignedRequestRefusal('PUT', url, { host, 'content-type': 'text/html', 'content-length': '4' }, S3RVER)).toBe(
      'signature does not match',
    );
    expect(await presignedRequestRefusal('PUT', url, { host, 'content-type': 'image/png', 'content-length': '5' }, S3RVER)).toBe(
      'signature does not match',
    );
    const otherKey = url.replace(`/users/${alice.localId}/`, `/users/${bob.localId}/`);
    expect(await presignedRequestRefusal('PUT', otherKey, { host, 'content-type': 'image/png', 'content-length': '4' }, S3RVER)).toBe(
      'signature does not match',
    );
  });

  it('refuses another user’s session, a missing session and an unsigned caller', async () => {
    const body = {
      sessionId: alice.sessionId,
      category: 'avFile',
      uploadId: uploadId(),
      fileName: 'a.mp3',
      contentType: 'audio/mpeg',
      size: 10,
    };
    const other = await call('/uploads/presign', bob.idToken, body);
    expect(other.status).toBe(404);
    expect(other.body.error.key).toBe('sessionNotFound');
    const missing = await call('/uploads/presign', alice.idToken, { ...body, sessionId: 'no-such-session-0' });
    expect(missing.status).toBe(404);
    expect((await call('/uploads/presign', null, body)).status).toBe(401);
    const listed = await call('/uploads/list', bob.idToken, { sessionId: alice.sessionId });
    expect(listed.body.files).toEqual([]);
  });

  it('refuses a wrong type and an empty file, saying why', async () => {
    const base = { sessionId: alice.sessionId, uploadId: uploadId(), size: 10 };
    const wrong = await call('/uploads/presign', alice.idToken, {
      ...base,
      category: 'previsitForm',
      fileName: 'form.exe',
      contentType: 'application/x-msdownload',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      key: 'uiInvalidFileType',
      message: 'Invalid file type. Allowed types: .pdf, .docx, .doc, .txt',
    });
    const mismatched = await call('/uploads/presign', alice.idToken, {
      ...base,
      category: 'avFile',
      fileName: 'a.mp3',
      contentType: 'text/html',
    });
    expect(mismatched.body.error.key).toBe('uiInvalidFileType');
    const empty = await call('/uploads/presign', alice.idToken, {
      ...base,
      size: 0,
      category: 'previsitForm',
      fileName: 'form.txt',
      contentType: 'text/plain',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ key: 'uiEmptyFile', message: 'The file is empty.' });
  });

  it('keeps a session within 15 MB in total, counted from what is stored', async () => {
    const session = await clinicianWithSession('upload-total');
    const big = await upload(session, 'long visit.mp3', 'audio/mpeg', Buffer.alloc(10 * MB, 7));
    expect((await store.head(big.key))?.size).toBe(10 * MB);
    const refused = await call('/uploads/presign', session.idToken, {
      sessionId: session.sessionId,
      category: 'avFile',
      uploadId: uploadId(),
      fileName: 'second.mp3',
      contentType: 'audio/mpeg',
      size: 6 * MB,
    });
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatchObject({
      key: 'uiSessionUploadLimit',
      message: 'File too large. The files of a session may take 15 MB in total.',
    });
    const fits = await call('/uploads/presign', session.idToken, {
      sessionId: session.sessionId,
      category: 'imageFile',
      uploadId: uploadId(),
      fileName: 'scan.jpg',
      contentType: 'image/jpeg',
      size: 5 * MB,
    });
    expect(fits.status).toBe(200);
  });

  it('deletes the owner’s files only, and a missing file is no error', async () => {
    const { key } = await upload(alice, 'to-delete.mp3', 'audio/mpeg', Buffer.from('bytes'));
    const stolen = await call('/uploads/delete', bob.idToken, { key });
    expect(stolen.status).toBe(403);
    expect(await store.head(key)).not.toBeNull();
    const sneaky = await call('/uploads/delete', bob.idToken, { key: `users/${bob.localId}/../${alice.localId}/sessions/x/avFile/y` });
    expect(sneaky.status).toBe(403);
    const own = await call('/uploads/delete', alice.idToken, { key });
    expect(own).toEqual({ status: 200, body: { deleted: true } });
    expect(await store.head(key)).toBeNull();
    expect((await call('/uploads/delete', alice.idToken, { key })).status).toBe(200);
  });

  it('answers under its former /aws names as well', async () => {
    const bytes = Buffer.from('ID3 uploaded through the old names');
    const presigned = await call('/aws/getPresignedUrl', alice.idToken, {
      sessionId: alice.sessionId,
      category: 'avFile',
      uploadId: uploadId(),
      fileName: 'old-names.mp3',
      contentType: 'audio/mpeg',
      size: bytes.length,
    });
    expect(presigned.status).toBe(200);
    expect((await fetch(presigned.body.url, { method: 'PUT', headers: presigned.body.headers, body: bytes })).status).toBe(200);
    const key = presigned.body.key as string;
    expect((await call('/aws/listFiles', alice.idToken, { sessionId: alice.sessionId })).body.files).toContainEqual({
      key,
      category: 'avFile',
      name: 'old-names.mp3',
      size: bytes.length,
    });
    expect((await call('/aws/deleteFile', bob.idToken, { key })).status).toBe(403);
    expect(await call('/aws/deleteFile', alice.idToken, { key })).toEqual({ status: 200, body: { deleted: true } });
    expect(
      (await call('/uploads/list', alice.idToken, { sessionId: alice.sessionId })).body.files.map((file: { key: string }) => file.key),
    ).not.toContain(key);
  });

  it('lets an interrupted upload be retried without a second copy', async () => {
    const session = await clinicianWithSession('upload-retry');
    const id = uploadId();
    const first = await upload(session, 'visit.m4a', 'audio/mp4', Buffer.alloc(9 * MB, 1), id);
    // The retry of the same 9 MB file fits: the object it replaces does not count twice.
    const again = await upload(session, 'visit.m4a', 'audio/mp4', Buffer.alloc(9 * MB, 2), id);
    expect(again.key).toBe(first.key);
    const stored = await store.list(`users/${session.localId}/sessions/${session.sessionId}/`);
    expect(stored).toHaveLength(1);
    expect((await store.get(first.key))?.[0]).toBe(2);
  });

  it('removes a session’s files when the session ends (session storing off)', async () => {
    const carol = await clinicianWithSession('upload-carol');
    const { key } = await upload(carol, 'form.mp3', 'audio/mpeg', Buffer.from('ID3 a short recording'));
    expect(await store.head(key)).not.toBeNull();
    const ended = await call(`/sessions/${carol.sessionId}/end`, carol.idToken, {});
    expect(ended).toMatchObject({ status: 200, body: { stored: false } });
    expect(await store.head(key)).toBeNull();
  });
});
