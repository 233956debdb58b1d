// The local S3-compatible store (s3rver) that stands in for S3 in the local stack.
import S3rver from 's3rver';
import { mkdirSync } from 'node:fs';

const directory = process.env.S3_DIRECTORY;
mkdirSync(directory, { recursive: true });
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(process.env.S3_PORT),
  directory,
  silent: true,
  configureBuckets: [{ name: process.env.S3_BUCKET ?? 'clinic-uploads' }],
});
await server.run();
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
