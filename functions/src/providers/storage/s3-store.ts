// The uploads store: S3 through @aws-sdk/client-s3 in production, s3rver (an
// S3-compatible server on loopback) in the local stack. The browser uploads straight to
// the store with a presigned PUT whose content type and length are signed, so the store
// refuses any other file than the one the API approved.
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../../config';

/** One stored object. */
export interface StoredObject {
  key: string;
  size: number;
  lastModified?: Date;
}

/** A presigned PUT: send exactly `headers` with the bytes. */
export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
  expiresIn: number;
}

/** The store's settings (config().s3 for the uploads; config().audio for the recorded audio). */
export interface S3StoreConfig {
  endpoint?: string;
  bucket: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Presigned URLs live this long (seconds). */
export const PRESIGN_EXPIRES_IN = 15 * 60;

export class S3Store {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(settings: S3StoreConfig = config().s3) {
    const options: S3ClientConfig = {
      region: settings.region,
      // No default CRC32 checksum on presigned PUTs: its value would be the empty body's.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (settings.endpoint) {
      options.endpoint = settings.endpoint;
      options.forcePathStyle = true;
    }
    if (settings.credentials) options.credentials = settings.credentials;
    this.client = new S3Client(options);
    this.bucket = settings.bucket;
  }

  /** A PUT of exactly `size` bytes of `contentType` to `key`, valid `expiresIn` seconds. */
  async presignPut(key: string, contentType: string, size: number, expiresIn = PRESIGN_EXPIRES_IN): Promise<PresignedPut> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType, ContentLength: size });
    const url = await getSignedUrl(this.client, command, {
      expiresIn,
      // The presigner leaves content-type unsigned by default: sign both so S3 refuses another type or length.
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, headers: { 'Content-Type': contentType }, expiresIn };
  }

  /** A GET of `key`, valid `expiresIn` seconds. */
  presignGet(key: string, expiresIn = PRESIGN_EXPIRES_IN): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn });
  }

  /** The object's size and type, or null when there is none. */
  async head(key: string): Promise<{ size: number; contentType?: string } | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Every object whose key starts with `prefix`. */
  async list(prefix: string): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of out.Contents ?? []) {
        if (item.Key) objects.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified });
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  /** The object's bytes, or null when there is none. */
  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return Buffer.alloc(0);
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Deletes `key`; deleting a missing object is not an error. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Deletes every object under `prefix` (a session's files when it ends, a user's when the account goes); returns how many. */
  async deletePrefix(prefix: string): Promise<number> {
    const keys = (await this.list(prefix)).map((o) => o.key);
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const out = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      if (out.Errors?.length) throw new Error(`could not delete ${out.Errors.length} stored file(s)`);
    }
    return keys.length;
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

let shared: S3Store | undefined;
/** The uploads' store the configuration names (one client per process). */
export function uploadsStore(): S3Store {
  shared ??= new S3Store();
  return shared;
}
