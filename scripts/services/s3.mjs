// The local S3-compatible store (s3rver) that stands in for S3 in the local stack.
import S3rver from 's3rver';
import { mkdirSync } from 'node:fs';

const directory = process.env.S3_DIRECTORY;
mkdirSync(directory, { recursive: true });
// The browser PUTs files straight to the bucket from the site's origin (presigned URLs), as
// with an S3 bucket whose CORS rules allow the site.
const origins = (process.env.S3_CORS_ORIGINS ?? '').split(',').filter(Boolean);
const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const cors = `<CORSConfiguration><CORSRule>${(origins.length ? origins : ['*']).map((o) => `<AllowedOrigin>${escapeXml(o)}</AllowedOrigin>`).join('')}<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(process.env.S3_PORT),
  directory,
  silent: true,
  configureBuckets: [{ name: process.env.S3_BUCKET ?? 'clinic-uploads', configs: [cors] }],
});
await server.run();
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
