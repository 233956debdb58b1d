// Attack: "a presigned PUT sent with another content type, a larger body or to an edited key".
// The API signs the upload's key, content type and length (/uploads/presign); the local
// stack's S3 store checks that signature as S3 does, so each altered PUT is refused with a 403
// and S3's SignatureDoesNotMatch, nothing is stored, and the PUT exactly as approved (the
// site's own) still stores the file end to end.
import { S3Store } from '../../functions/src/providers/storage/s3-store';
import { STACK_CREDENTIALS } from '../../functions/src/providers/storage/__tests__/s3-requests';
import { apiCall } from '../support/api-call';
import { eventually, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const store = new S3Store({ endpoint: stack.s3, bucket: 'clinic-uploads', region: 'us-east-1', credentials: STACK_CREDENTIALS });
const made: string[] = [];
let counter = 0;

async function clinicianWithSession(label: string) {
  const account = await newAccount(stack, label);
  made.push(account.localId);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  );
  const created = await apiCall(stack, '/sessions', account.idToken, {
    type: 'in-person',
    clientName: 'Jane Roe',
    consent: true,
    language: 'en',
  });
  expect(created.status).toBe(201);
  return { ...account, sessionId: created.body.sessionId as string };
}

/** The presigned PUT the API hands the site for `bytes` of `contentType`. */
async function presign(who: { idToken: string; sessionId: string }, fileName: string, contentType: string, size: number) {
  const answer = await apiCall(stack, '/uploads/presign', who.idToken, {
    sessionId: who.sessionId,
    category: 'avFile',
    uploadId: `tamper-${Date.now().toString(36)}-${(counter += 1)}`,
    fileName,
    contentType,
    size,
  });
  expect(answer.status).toBe(200);
  return answer.body as { key: string; url: string; headers: Record<string, string> };
}

/** Sends a PUT as a browser would; resolves to the status and S3's error code, if any. */
async function put(url: string, headers: Record<string, string>, body: Buffer) {
  const response = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) });
  const text = await response.text();
  return { status: response.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? null };
}

const refused = { status: 403, code: 'SignatureDoesNotMatch' };

describe('a presigned PUT altered after the API approved it', () => {
  let alice: Awaited<ReturnType<typeof clinicianWithSession>>;
  let bob: Awaited<ReturnType<typeof clinicianWithSession>>;
  const bytes = Buffer.from('ID3 an approved recording of the visit');

  beforeAll(async () => {
    [alice, bob] = await Promise.all([clinicianWithSession('tamper-alice'), clinicianWithSession('tamper-bob')]);
  });

  afterAll(async () => {
    await Promise.all(made.map((uid) => store.deletePrefix(`users/${uid}/`)));
  });

  it('is refused when sent with another content type (an HTML page in place of audio)', async () => {
    const { key, url } = await presign(alice, 'visit.mp3', 'audio/mpeg', bytes.length);
    expect(await put(url, { 'Content-Type': 'text/html' }, bytes)).toEqual(refused);
    expect(await store.head(key)).toBeNull();
  });

  it('is refused when the body is larger than approved (the session total cannot be passed by lying about the size)', async () => {
    const { key, url, headers } = await presign(alice, 'visit.mp3', 'audio/mpeg', bytes.length);
    expect(await put(url, headers, Buffer.concat([bytes, Buffer.alloc(1024 * 1024, 1)]))).toEqual(refused);
    expect(await put(url, headers, bytes.subarray(1))).toEqual(refused);
    expect(await store.head(key)).toBeNull();
  });

  it('is refused when its key is edited (another user’s folder, another file name)', async () => {
    const { key, url, headers } = await presign(alice, 'visit.mp3', 'audio/mpeg', bytes.length);
    const intoBob = url.replace(`/users/${alice.localId}/`, `/users/${bob.localId}/`);
    expect(intoBob).not.toBe(url);
    expect(await put(intoBob, headers, bytes)).toEqual(refused);
    const renamed = url.replace('-visit.mp3?', '-visit.html?');
    expect(renamed).not.toBe(url);
    expect(await put(renamed, headers, bytes)).toEqual(refused);
    expect(await store.list(`users/${bob.localId}/`)).toEqual([]);
    expect(await store.head(key)).toBeNull();
  });

  it('is refused when its query is edited (the length dropped from the signed headers, a longer life)', async () => {
    const { url, headers } = await presign(alice, 'visit.mp3', 'audio/mpeg', bytes.length);
    const unsignedLength = url.replace(
      'X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost',
      'X-Amz-SignedHeaders=content-type%3Bhost',
    );
    expect(unsignedLength).not.toBe(url);
    expect(await put(unsignedLength, headers, Buffer.alloc(2 * bytes.length, 2))).toEqual(refused);
    const longer = url.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=604800');
    expect(await put(longer, headers, bytes)).toEqual(refused);
  });

  it('stores the file when sent exactly as approved, as the site sends it', async () => {
    const { key, url, headers } = await presign(alice, 'visit.mp3', 'audio/mpeg', bytes.length);
    expect(await put(url, headers, bytes)).toEqual({ status: 200, code: null });
    expect(await store.get(key)).toEqual(bytes);
    expect(await store.head(key)).toMatchObject({ size: bytes.length, contentType: 'audio/mpeg' });
    const listed = await apiCall(stack, '/uploads/list', alice.idToken, { sessionId: alice.sessionId });
    expect(listed.body.files).toContainEqual({ key, category: 'avFile', name: 'visit.mp3', size: bytes.length });
  });
});
