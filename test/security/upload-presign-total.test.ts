// Attack: "three 14 MB presigns approved at once". The session's uploads may take 15 MB in
// all (the session's upload total), so one 14 MB file fits and a second does not: presigns
// beyond the total are refused at presign time, when asked one after another before any
// upload and when asked at the same moment (the shares are reserved in one transaction).
// A share that is never uploaded frees itself when its URL can no longer be used, and a
// deleted file frees its share at once.
import { S3Store } from '../../functions/src/providers/storage/s3-store';
import { eventually, readDoc } from '../support/firestore-rest';
import { newAccount, readStack } from '../support/stack';
import { compiledSweeper } from '../support/sweeper';

const stack = readStack();
const MB = 1024 * 1024;
const store = new S3Store({
  endpoint: stack.s3,
  bucket: 'clinic-uploads',
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const LIMIT_TEXT = 'File too large. The files of a session may take 15 MB in total.';

async function call(path: string, token: string, body: unknown) {
  const response = await fetch(`${stack.api}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const made: string[] = [];
let counter = 0;

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

/** Asks for a presigned PUT of a 14 MB recording; nothing is uploaded. */
function presign14(who: { idToken: string; sessionId: string }, size = 14 * MB) {
  return call('/uploads/presign', who.idToken, {
    sessionId: who.sessionId,
    category: 'avFile',
    uploadId: `p14-${Date.now().toString(36)}-${(counter += 1)}`,
    fileName: 'visit.mp3',
    contentType: 'audio/mpeg',
    size,
  });
}

function expectRefused(answer: { status: number; body: Record<string, any> }) {
  expect(answer.status).toBe(413);
  expect(answer.body.error).toMatchObject({ key: 'uiSessionUploadLimit', message: LIMIT_TEXT });
}

describe('upload presigns beyond the session total', () => {
  afterAll(async () => {
    await Promise.all(made.map((uid) => store.deletePrefix(`users/${uid}/`)));
  });

  it('3 × 14 MB presigns one after another, none uploaded yet: only the first is approved', async () => {
    const who = await clinicianWithSession('presign-seq');
    const answers = [await presign14(who), await presign14(who), await presign14(who)];
    expect(answers[0]?.status).toBe(200);
    expectRefused(answers[1] as { status: number; body: Record<string, any> });
    expectRefused(answers[2] as { status: number; body: Record<string, any> });
  });

  it('3 × 14 MB presigns at the same moment: exactly one is approved, the others are refused', async () => {
    const who = await clinicianWithSession('presign-race');
    const answers = await Promise.all([presign14(who), presign14(who), presign14(who)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(2);
    for (const answer of refused) expectRefused(answer);
  });

  it('a presign never uploaded frees its share when its URL expires; a deleted file frees it at once', async () => {
    const who = await clinicianWithSession('presign-expiry');
    const first = await presign14(who);
    expect(first.status).toBe(200);
    expectRefused(await presign14(who, 2 * MB));
    // Deleting the (never uploaded) file gives its share back.
    expect((await call('/uploads/delete', who.idToken, { key: first.body.key })).status).toBe(200);
    const second = await presign14(who);
    expect(second.status).toBe(200);
    expectRefused(await presign14(who, 2 * MB));
    // A share whose URL has expired no longer counts: written as the server writes it, a
    // PENDING_UPLOAD_MS in the past, through the compiled module the API runs.
    const { db } = compiledSweeper(stack, 'presign-expiry-test');
    /* eslint-disable-next-line @typescript-eslint/no-require-imports -- the compiled module, as the server runs it */
    const { reserveUpload, PENDING_UPLOAD_MS } = require('../../functions/lib/file-processing/upload-quota.js');
    const quotaPath = `uploadQuotas/${who.localId}/uploadSessions/${who.sessionId}`;
    const before = await readDoc(stack, quotaPath);
    expect(Object.keys((before?.pending ?? {}) as object)).toHaveLength(1);
    // Re-reserve the same key in the past: its share now expired long ago.
    await reserveUpload(
      db,
      who.localId,
      who.sessionId,
      second.body.key,
      14 * MB,
      [],
      () => undefined,
      () => new Error('gone'),
      Date.now() - PENDING_UPLOAD_MS - 60_000,
    );
    expect((await presign14(who)).status).toBe(200);
  });
});
