// The local S3-compatible store that stands in for S3 in the local stack: s3rver keeps the
// objects, behind a front that checks every request as a private S3 bucket does. s3rver
// itself checks no V4 signature (it reads only the access key id), so it listens on a Unix
// socket in a private temporary folder, reachable only through the front; the front, on the
// store's port, lets in only requests signed with the stack's key (lib/sigv4.mjs): a
// presigned PUT sent with another content type, another length or to another key, an
// expired URL, an unsigned request, all get S3's XML error and a 403, as from S3.
import S3rver from 's3rver';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, Agent } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNode } from './lib/local-service.mjs';
import { errorXml, parseTarget, sigV4Checker } from './lib/sigv4.mjs';

const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The largest body a signed request may send when its hash must be checked first (held in memory). */
const MAX_HASHED_BODY = 64 * 1024 * 1024;
/** How long a refused request's body is read before the answer goes anyway (then the connection closes). */
const DRAIN_MS = 10_000;

/**
 * The key pair the stack's functions and realtime server sign with (as
 * functions/src/providers/storage/s3-store.ts reads it): AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY when both are set, otherwise s3rver's well-known S3RVER pair; the
 * region is AWS_REGION (us-east-1).
 */
export function stackCredentials(env = process.env) {
  const keys = env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY;
  return {
    credentials: keys
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
      : { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    region: env.AWS_REGION?.trim() || 'us-east-1',
  };
}

/** Reads the request's body, up to `limit` bytes; null when it is longer. */
function readAll(request, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : null));
    request.on('error', reject);
  });
}

/** Starts s3rver in `directory` with the bucket, whose CORS rules allow `origins`, behind the checking front on `port`. */
async function startS3({ port, directory, bucket, origins, credentials, region }) {
  mkdirSync(directory, { recursive: true });
  // The browser PUTs files straight to the bucket from the site's origin (presigned URLs), as
  // with an S3 bucket whose CORS rules allow the site.
  const cors = `<CORSConfiguration><CORSRule>${(origins.length ? origins : ['*']).map((o) => `<AllowedOrigin>${escapeXml(o)}</AllowedOrigin>`).join('')}<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const store = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [cors] }] });
  // s3rver refuses an access key id it does not know: it learns the stack's (the front has checked the signature).
  const { DUMMY_ACCOUNT } = createRequire(import.meta.url)('s3rver/lib/models/account');
  DUMMY_ACCOUNT.createKeyPair(credentials.accessKeyId, credentials.secretAccessKey);
  await store.configureBuckets();
  const socketDir = mkdtempSync(join(tmpdir(), 'clinic-s3-'));
  const socketPath = join(socketDir, 's3rver.sock');
  store.httpServer = await store.listen(socketPath);
  const agent = new Agent({ keepAlive: true });
  const check = sigV4Checker({ credentials, region });

  /** CORS headers on a refusal, so that the site's page can read it (S3 adds them when a rule matches). */
  const corsHeaders = (request) => {
    const origin = request.headers.origin;
    if (!origin || (origins.length && !origins.includes(origin))) return {};
    return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'ETag', vary: 'Origin' };
  };

  /** Answers S3's XML error, once the request's body is read (a client still sending may miss an early answer); logs it (.run/s3.log). */
  const refuse = (request, response, refusal, requestId) => {
    console.log(
      `${new Date().toISOString()} ${request.method} ${request.url.split('?')[0]}: ${refusal.status} ${refusal.code} (${refusal.message})`,
    );
    const send = (close) => {
      if (response.headersSent) return;
      const body = request.method === 'HEAD' ? '' : errorXml(refusal, requestId);
      response.writeHead(refusal.status, {
        ...corsHeaders(request),
        'content-type': 'application/xml',
        'content-length': Buffer.byteLength(body),
        'x-amz-request-id': requestId,
        ...(close ? { connection: 'close' } : {}),
      });
      response.end(body);
    };
    if (request.complete) return send(false);
    const timer = setTimeout(() => send(true), DRAIN_MS);
    request.on('end', () => {
      clearTimeout(timer);
      send(false);
    });
    request.on('error', () => clearTimeout(timer));
    request.resume();
  };

  /** Passes the request (with `body` when it was read) to s3rver, and its answer back. */
  const forward = (request, response, body, requestId) => {
    const headers = { ...request.headers };
    delete headers.expect;
    const upstream = httpRequest({ socketPath, agent, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode, answer.statusMessage, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (response.headersSent) response.destroy();
      else
        refuse(
          request,
          response,
          { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' },
          requestId,
        );
    });
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    if (body) upstream.end(body);
    else request.pipe(upstream);
  };

  const front = createServer(async (request, response) => {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    try {
      // CORS preflight carries no signature, with S3 as here: s3rver answers it from the bucket's rules.
      if (request.method === 'OPTIONS') {
        if (!parseTarget(request.url))
          return refuse(request, response, { status: 400, code: 'InvalidURI', message: "Couldn't parse the specified URI." }, requestId);
        return forward(request, response, null, requestId);
      }
      const checked = await check({ method: request.method, target: request.url, headers: request.headers });
      if (checked.refusal) return refuse(request, response, checked.refusal, requestId);
      if (!/^[0-9a-f]{64}$/.test(checked.payloadHash)) return forward(request, response, null, requestId);
      // A signed payload hash: the body must be the one signed.
      const body = await readAll(request, MAX_HASHED_BODY);
      if (!body)
        return refuse(
          request,
          response,
          {
            status: 400,
            code: 'EntityTooLarge',
            message: 'Your proposed upload exceeds the maximum allowed size for a request whose payload hash is checked.',
          },
          requestId,
        );
      if (createHash('sha256').update(body).digest('hex') !== checked.payloadHash) {
        return refuse(
          request,
          response,
          {
            status: 400,
            code: 'XAmzContentSHA256Mismatch',
            message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
          },
          requestId,
        );
      }
      return forward(request, response, body, requestId);
    } catch {
      return refuse(
        request,
        response,
        { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' },
        requestId,
      );
    }
  });
  // A malformed request line or header answers 400 and closes that connection only.
  front.on('clientError', (error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  await new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${front.address().port}`,
    close: async () => {
      await new Promise((resolve) => {
        front.close(() => resolve());
        front.closeAllConnections();
      });
      agent.destroy();
      await store.close().catch(() => undefined);
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** In the local stack: S3's settings are passed on; the functions and the realtime server use this store. */
export const service = {
  name: 's3',
  ports: { s3: { envVar: 'S3_PORT', port: 4569 } },
  settings: ['S3_BUCKET', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'],
  // s3rver's continuation token (a listing of more than 1,000 keys) is DES-encrypted, which
  // Node 20's OpenSSL only offers through its legacy provider.
  start: ({ ports, runDir, urls }) =>
    runNode(import.meta.url, { S3_PORT: String(ports.s3), S3_DIRECTORY: join(runDir, 's3'), S3_CORS_ORIGINS: urls.site }, [
      '--openssl-legacy-provider',
    ]),
  env: ({ url }) => ({ S3_ENDPOINT: url('s3') }),
  stack: ({ url }) => ({ s3: url('s3') }),
  show: (stack) => [['S3 store (s3rver, signed requests only)', stack.s3]],
};

// Run on its own (the stack runner starts it this way): S3_PORT, S3_DIRECTORY, S3_CORS_ORIGINS,
// and the key and region of stackCredentials.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startS3({
    port: Number(process.env.S3_PORT),
    directory: process.env.S3_DIRECTORY,
    bucket: process.env.S3_BUCKET ?? 'clinic-uploads',
    origins: (process.env.S3_CORS_ORIGINS ?? '').split(',').filter(Boolean),
    ...stackCredentials(),
  });
  const stop = () => server.close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
