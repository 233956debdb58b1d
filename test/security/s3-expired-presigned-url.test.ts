// Attack: "an expired presigned URL, used anyway or renewed by hand". A presigned URL is
// valid for X-Amz-Expires seconds from X-Amz-Date, both under the signature: the local
// stack's S3 store refuses it once expired (403 AccessDenied "Request has expired", as S3),
// and refuses it too when its date or lifetime is edited to look valid again (403
// SignatureDoesNotMatch). The URLs are signed by the AWS SDK's presigner, as the API signs them.
import { S3Store } from '../../functions/src/providers/storage/s3-store';
import {
  GetObjectCommand,
  PutObjectCommand,
  getSignedUrl,
  s3Client,
  STACK_CREDENTIALS,
} from '../../functions/src/providers/storage/__tests__/s3-requests';
import { readStack } from '../support/stack';

const stack = readStack();
const store = new S3Store({ endpoint: stack.s3, bucket: 'clinic-uploads', region: 'us-east-1', credentials: STACK_CREDENTIALS });
const client = s3Client(stack.s3);
const prefix = `expired-url-${Date.now()}/`;
const HOUR = 60 * 60 * 1000;

/** The URL with its signing date (X-Amz-Date and the credential's day) moved to now, as a forger would renew it. */
function redated(url: string): string {
  const now = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
  return url.replace(/X-Amz-Date=\d{8}T\d{6}Z/, `X-Amz-Date=${now}`).replace(/(X-Amz-Credential=[^&%]+%2F)\d{8}/, `$1${now.slice(0, 8)}`);
}

async function send(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? null,
    message: /<Message>([^<]+)<\/Message>/.exec(text)?.[1] ?? null,
  };
}

/** A presigned PUT of 4 bytes of text/plain to `key`, signed `agoMs` ago for `expiresIn` seconds. */
const presignedPut = (key: string, agoMs: number, expiresIn: number) =>
  getSignedUrl(client, new PutObjectCommand({ Bucket: 'clinic-uploads', Key: key, ContentType: 'text/plain', ContentLength: 4 }), {
    expiresIn,
    signingDate: new Date(Date.now() - agoMs),
    signableHeaders: new Set(['content-type', 'content-length']),
  });

describe('an expired presigned URL', () => {
  const stored = `${prefix}stored.txt`;

  beforeAll(async () => {
    await store.client.send(new PutObjectCommand({ Bucket: 'clinic-uploads', Key: stored, Body: 'kept', ContentType: 'text/plain' }));
  });

  afterAll(async () => {
    await store.deletePrefix(prefix);
  });

  it('is refused for a PUT and for a GET (403 AccessDenied, "Request has expired")', async () => {
    const key = `${prefix}late.txt`;
    const put = await presignedPut(key, HOUR, 900);
    expect(await send(put, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: 'late' })).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
    expect(await store.head(key)).toBeNull();
    const get = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'clinic-uploads', Key: stored }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - HOUR),
    });
    expect(await send(get)).toEqual({ status: 403, code: 'AccessDenied', message: 'Request has expired' });
  });

  it('is refused when its date is moved forward or its lifetime raised by hand (403 SignatureDoesNotMatch)', async () => {
    const key = `${prefix}renewed.txt`;
    const put = await presignedPut(key, HOUR, 900);
    const renewed = redated(put);
    expect(renewed).not.toBe(put);
    expect(await send(renewed, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: 'late' })).toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    const extended = put.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=604800');
    expect(await send(extended, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: 'late' })).toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    const get = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'clinic-uploads', Key: stored }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - HOUR),
    });
    expect(await send(redated(get))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await store.head(key)).toBeNull();
  });

  it('is still good within its lifetime', async () => {
    const key = `${prefix}on-time.txt`;
    const put = await presignedPut(key, 0, 900);
    expect(await send(put, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: 'kept' })).toEqual({
      status: 200,
      code: null,
      message: null,
    });
    expect((await store.get(key))?.toString()).toBe('kept');
    const get = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'clinic-uploads', Key: key }), { expiresIn: 60 });
    const response = await fetch(get);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('kept');
  });
});
