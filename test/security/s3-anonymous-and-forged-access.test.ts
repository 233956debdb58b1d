// Attack: "anyone on the machine lists, reads, writes or deletes the uploads bucket", with no
// signature or a forged one. The local stack's S3 store answers like a private S3 bucket:
// unsigned requests get 403 AccessDenied; requests signed with another secret or an unknown
// key, or altered after signing (an unsigned x-amz-* header added, the body swapped), are
// refused too; the bucket's CORS preflight still answers unsigned, as S3's does.
import { S3Store } from '../../functions/src/providers/storage/s3-store';
import {
  PutObjectCommand,
  s3Client,
  s3Error,
  ListObjectsV2Command,
  STACK_CREDENTIALS,
} from '../../functions/src/providers/storage/__tests__/s3-requests';
import { readStack } from '../support/stack';

const stack = readStack();
const store = new S3Store({ endpoint: stack.s3, bucket: 'clinic-uploads', region: 'us-east-1', credentials: STACK_CREDENTIALS });
const prefix = `anonymous-${Date.now()}/`;
const secret = `${prefix}patient-letter.txt`;
const bucketUrl = `${stack.s3}/clinic-uploads`;

async function anonymous(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? null,
    leaked: text.includes('patient-letter') || text.includes('confidential'),
  };
}

/** What an SDK call failed with, or 'stored' when it went through. */
async function outcome(call: Promise<unknown>) {
  try {
    await call;
    return 'stored';
  } catch (error) {
    return s3Error(error);
  }
}

describe('the uploads bucket to a caller without the stack’s key', () => {
  beforeAll(async () => {
    await store.client.send(
      new PutObjectCommand({ Bucket: 'clinic-uploads', Key: secret, Body: 'confidential', ContentType: 'text/plain' }),
    );
  });

  afterAll(async () => {
    await store.deletePrefix(prefix);
  });

  it('refuses unsigned listings, reads, writes and deletes with 403 AccessDenied', async () => {
    const denied = { status: 403, code: 'AccessDenied', leaked: false };
    expect(await anonymous(`${stack.s3}/`)).toEqual(denied);
    expect(await anonymous(`${bucketUrl}?list-type=2&prefix=${encodeURIComponent(prefix)}`)).toEqual(denied);
    expect(await anonymous(`${bucketUrl}/${secret}`)).toEqual(denied);
    expect(
      await anonymous(`${bucketUrl}/${prefix}dropped.html`, {
        method: 'PUT',
        headers: { 'content-type': 'text/html' },
        body: '<script>alert(1)</script>',
      }),
    ).toEqual(denied);
    expect(await anonymous(`${bucketUrl}/${secret}`, { method: 'DELETE' })).toEqual(denied);
    const head = await fetch(`${bucketUrl}/${secret}`, { method: 'HEAD' });
    expect(head.status).toBe(403);
    expect(await store.head(`${prefix}dropped.html`)).toBeNull();
    expect((await store.get(secret))?.toString()).toBe('confidential');
  });

  it('refuses requests signed with another secret or an unknown key', async () => {
    const wrongSecret = s3Client(stack.s3, { accessKeyId: STACK_CREDENTIALS.accessKeyId, secretAccessKey: 'guessed' });
    expect(await outcome(wrongSecret.send(new ListObjectsV2Command({ Bucket: 'clinic-uploads', Prefix: prefix })))).toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    const unknownKey = s3Client(stack.s3, { accessKeyId: 'AKIAEXAMPLEUNKNOWN', secretAccessKey: 'guessed' });
    expect(
      await outcome(unknownKey.send(new PutObjectCommand({ Bucket: 'clinic-uploads', Key: `${prefix}x.txt`, Body: 'x' }))),
    ).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    expect(await store.head(`${prefix}x.txt`)).toBeNull();
  });

  it('refuses a signed request altered after signing: an x-amz-* header added, the body swapped, the key changed', async () => {
    const key = `${prefix}signed.txt`;
    const addHeader = s3Client(stack.s3, STACK_CREDENTIALS, (request) => {
      request.headers['x-amz-meta-owner'] = 'someone-else';
    });
    expect(await outcome(addHeader.send(new PutObjectCommand({ Bucket: 'clinic-uploads', Key: key, Body: 'signed body' })))).toMatchObject({
      status: 403,
      code: 'AccessDenied',
    });
    const swapBody = s3Client(stack.s3, STACK_CREDENTIALS, (request) => {
      request.body = Buffer.from('other body!');
    });
    expect(await outcome(swapBody.send(new PutObjectCommand({ Bucket: 'clinic-uploads', Key: key, Body: 'signed body' })))).toMatchObject({
      status: 400,
      code: 'XAmzContentSHA256Mismatch',
    });
    const moveKey = s3Client(stack.s3, STACK_CREDENTIALS, (request) => {
      request.path = request.path.replace('signed.txt', 'moved.txt');
    });
    expect(await outcome(moveKey.send(new PutObjectCommand({ Bucket: 'clinic-uploads', Key: key, Body: 'signed body' })))).toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    expect(await store.head(key)).toBeNull();
    expect(await store.head(`${prefix}moved.txt`)).toBeNull();
    // The same request, unaltered, goes through.
    expect(await outcome(s3Client(stack.s3).send(new PutObjectCommand({ Bucket: 'clinic-uploads', Key: key, Body: 'signed body' })))).toBe(
      'stored',
    );
    expect((await store.get(key))?.toString()).toBe('signed body');
  });

  it('still answers the browser’s CORS preflight for the site, unsigned', async () => {
    const preflight = await fetch(`${bucketUrl}/${prefix}upload.mp3`, {
      method: 'OPTIONS',
      headers: { origin: stack.site, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/127\.0\.0\.1:\d+)$/);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });
});
