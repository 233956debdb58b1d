// The local S3-compatible store (s3rver) that stands in for S3 in the local stack.
import S3rver from 's3rver';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runNode } from './lib/local-service.mjs';

const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts s3rver in `directory` with the bucket, whose CORS rules allow `origins`; resolves when it listens. */
async function startS3({ port, directory, bucket, origins }) {
  mkdirSync(directory, { recursive: true });
  // The browser PUTs files straight to the bucket from the site's origin (presigned URLs), as
  // with an S3 bucket whose CORS rules allow the site.
  const cors = `<CORSConfiguration><CORSRule>${(origins.length ? origins : ['*']).map((o) => `<AllowedOrigin>${escapeXml(o)}</AllowedOrigin>`).join('')}<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket, configs: [cors] }] });
  await server.run();
  return server;
}

/** In the local stack: S3's settings are passed on; the functions and the realtime server use this store. */
export const service = {
  name: 's3',
  ports: { s3: { envVar: 'S3_PORT', port: 4569 } },
  settings: ['S3_BUCKET', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'],
  // s3rver's continuation token (a listing of more than 1,000 keys) is DES-encrypted, which
  // Node 20's OpenSSL only offers through its legacy provider.
  start: ({ ports, runDir, urls }) =>
    runNode(import.meta.url, { S3_PORT: String(ports.s3), S3_DIRECTORY: join(runDir, 's3'), S3_CORS_ORIGINS: urls.site }, ['--openssl-legacy-provider']),
  env: ({ url }) => ({ S3_ENDPOINT: url('s3') }),
  stack: ({ url }) => ({ s3: url('s3') }),
  show: (stack) => [['S3 store (s3rver)', stack.s3]],
};

// Run on its own (the stack runner starts it this way): S3_PORT, S3_DIRECTORY, S3_CORS_ORIGINS.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startS3({
    port: Number(process.env.S3_PORT),
    directory: process.env.S3_DIRECTORY,
    bucket: process.env.S3_BUCKET ?? 'clinic-uploads',
    origins: (process.env.S3_CORS_ORIGINS ?? '').split(',').filter(Boolean),
  });
  const stop = () => server.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
