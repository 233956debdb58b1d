// Requests to an S3 store signed by the AWS SDK v3, as the product signs them, and the same
// requests altered after signing: the suites that check the local stack's store refuses what
// S3 refuses. Test code: it is not built into lib/.
import { S3Client, type S3ClientConfig, type ServiceInputTypes, type ServiceOutputTypes } from '@aws-sdk/client-s3';
import type { FinalizeRequestMiddleware, HttpRequest as WireRequest } from '@smithy/types';

export {
  DeleteObjectCommand,
  GetObjectCommand,
  ListBucketsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** The key pair the local stack signs with (s3rver's well-known one; functions/src/providers/storage/s3-store.ts). */
export const STACK_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A client of the store at `endpoint` as the product configures one (path-style, no default
 * checksum), signing with `credentials`; `alter`, when given, changes each request after it
 * is signed (a tampered request, as a man in the middle or a forged client would send it).
 */
export function s3Client(endpoint: string, credentials = STACK_CREDENTIALS, alter?: (request: WireRequest) => void): S3Client {
  const config: S3ClientConfig = {
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  };
  const client = new S3Client(config);
  if (alter) {
    const afterSigning: FinalizeRequestMiddleware<ServiceInputTypes, ServiceOutputTypes> = (next) => (args) => {
      alter(args.request as WireRequest);
      return next(args);
    };
    client.middlewareStack.addRelativeTo(afterSigning, {
      relation: 'after',
      toMiddleware: 'httpSigningMiddleware',
      name: 'alterAfterSigning',
    });
  }
  return client;
}

/** The S3 error an SDK call failed with: its code and HTTP status. */
export function s3Error(error: unknown): { code?: string; status?: number; message?: string } {
  const e = error as { name?: string; Code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  return { code: e?.Code ?? e?.name, status: e?.$metadata?.httpStatusCode, message: e?.message };
}
