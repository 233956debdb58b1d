// Checks a request made with a presigned URL the way S3 does: recomputes the V4 query
// signature over the request actually sent (method, path, query and the signed headers'
// values) and compares, so that a test can say why a URL would be refused without sending
// it (the local stack's S3 store checks the same on every request it receives:
// scripts/services/lib/sigv4.mjs). Test code: it needs devDependencies and is not built into lib/.
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import type { SourceData } from '@smithy/types';
import { HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';

const bytes = (data: Exclude<SourceData, string>): Buffer =>
  ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);

/** SHA-256 (or HMAC-SHA-256 with a secret) in the shape the signer takes. */
class Sha256 {
  private hash: Hash | Hmac;
  private readonly secret?: string | Buffer;
  constructor(secret?: SourceData) {
    this.secret = secret === undefined || typeof secret === 'string' ? secret : bytes(secret);
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }
  update(data: SourceData): void {
    this.hash.update(typeof data === 'string' ? data : bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

/** Why a presigned request is refused, or null when its signature holds. */
export async function presignedRequestRefusal(
  method: string,
  rawUrl: string,
  headers: Record<string, string | undefined>,
  credentials: { accessKeyId: string; secretAccessKey: string },
  now: Date = new Date(),
): Promise<string | null> {
  const url = new URL(rawUrl);
  const q = url.searchParams;
  const credential = q.get('X-Amz-Credential') ?? '';
  const amzDate = q.get('X-Amz-Date') ?? '';
  const signature = q.get('X-Amz-Signature') ?? '';
  const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const expires = Number(q.get('X-Amz-Expires') ?? 0);
  if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !credential || !amzDate || !signature) return 'not a V4 presigned request';
  const [accessKeyId, , region, service] = credential.split('/');
  if (accessKeyId !== credentials.accessKeyId) return 'unknown access key';
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!m) return 'bad X-Amz-Date';
  const signingDate = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
  if (now.getTime() > signingDate.getTime() + expires * 1000) return 'request has expired';

  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const signed: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = name === 'host' ? (lower.host ?? url.host) : lower[name];
    if (value === undefined) return `signed header ${name} is missing`;
    signed[name] = value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of q) {
    if (name !== 'X-Amz-Signature') query[name] = value;
  }
  // The payload hash travels in the query; the signer reads it from a header of the same name (then hoists it back).
  const payload = query['X-Amz-Content-Sha256'];
  if (payload) signed['X-Amz-Content-Sha256'] = payload;

  const signer = new SignatureV4({ service, region, credentials, sha256: Sha256, uriEscapePath: false, applyChecksum: false });
  const request = new HttpRequest({
    method: method.toUpperCase(),
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query,
    headers: signed,
  });
  const presigned = await signer.presign(request, {
    signingDate,
    expiresIn: expires,
    signableHeaders: new Set(signedHeaders),
  });
  const expected = presigned.query?.['X-Amz-Signature'];
  return expected === signature ? null : 'signature does not match';
}
