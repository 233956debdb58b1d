// The Content-Security-Policy of the hosted site, generated because what it allows depends
// on the runtime configuration (the emulators' ports locally, the real Firebase, API,
// realtime and storage hosts in production) and on the built HTML (Gatsby's inline scripts,
// allowed by their sha256 hashes). The headers that never vary (HSTS, Permissions-Policy,
// COOP, nosniff, ...) stay static in firebase.json.
//
// The local stack (scripts/stack.mjs) adds the policy to its firebase.json copy, with a
// report-uri pointing at a small collector it runs. For a deployment:
//   node scripts/lib/security-headers.mjs --runtime-config public/runtime-config.json \
//     [--uploads https://BUCKET.s3.REGION.amazonaws.com] [--payments braintree] [--report-uri URL] \
//     [--out firebase.deploy.json]
// then `firebase deploy --config firebase.deploy.json` (docs/operations/security.md, "Security headers").
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { appendFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { publicDir, repoRoot } from './paths.mjs';

/**
 * Stylesheets a library inserts as <style> elements at run time, allowed by their hash:
 * react-toastify 11's ToastContainer injects exactly the text of its dist CSS (which
 * gatsby-browser also imports, so importing ToastContainer from 'react-toastify/unstyled'
 * would make this entry unnecessary).
 */
const RUNTIME_STYLESHEETS = ['react-toastify/dist/ReactToastify.css'];

/**
 * Origins the payment provider's browser SDK needs, by provider; only a configuration
 * naming the provider adds them (https://developer.paypal.com/braintree/articles/guides/security/content-security-policy).
 */
const PAYMENT_SOURCES = {
  braintree: {
    script: ['https://js.braintreegateway.com', 'https://assets.braintreegateway.com'],
    frame: ['https://assets.braintreegateway.com'],
    connect: [
      'https://api.braintreegateway.com',
      'https://api.sandbox.braintreegateway.com',
      'https://client-analytics.braintreegateway.com',
      'https://client-analytics.sandbox.braintreegateway.com',
      'https://*.braintree-api.com',
    ],
    img: ['https://assets.braintreegateway.com'],
  },
};

/**
 * What Firebase's browser SDK reaches in production (no emulator): Auth's REST hosts, the
 * Google script loader and auth-domain frame of popup sign-in, and reCAPTCHA for phone sign-in.
 */
const firebaseProductionSources = (config) => ({
  script: ['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: [`https://${config.authDomain}`, 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
});

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Script types a browser runs (a JSON data block is not a script and needs no hash). */
const EXECUTED = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The sha256 sources of every inline <script> and <style> in the built site (each page
 * has its own `window.pagePath` script), plus the stylesheets libraries inject at run time.
 */
export function inlineHashes(siteDir = publicDir) {
  const scripts = new Set();
  const styles = new Set();
  for (const file of htmlFiles(siteDir)) {
    const html = readFileSync(file, 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      if (body && !/\bsrc\s*=/i.test(attributes) && EXECUTED.test(type)) scripts.add(sha256(body));
    }
    for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) if (body) styles.add(sha256(body));
  }
  const require = createRequire(join(repoRoot, 'package.json'));
  for (const sheet of RUNTIME_STYLESHEETS) styles.add(sha256(readFileSync(require.resolve(sheet), 'utf8')));
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

const origin = (url) => new URL(url).origin;
/** The WebSocket origin of an http(s) URL (socket.io, the Realtime Database). */
const wsOrigin = (url) => origin(url).replace(/^http/, 'ws');

/**
 * The Content-Security-Policy for a runtime configuration (src/lib/firebase/runtime-config.ts).
 * `uploads`: the storage origin presigned PUTs go to; `payments`: a key of PAYMENT_SOURCES
 * (or the configuration's `payments.provider`); `reportUri`: where browsers report
 * violations; `hashes`: from inlineHashes(); `https`: a production site (adds upgrade-insecure-requests).
 */
export function contentSecurityPolicy({ config, uploads, payments, reportUri, hashes, https = false }) {
  const script = ["'self'", ...hashes.scripts];
  const style = ["'self'", ...hashes.styles];
  const connect = ["'self'"];
  const frame = [];
  const img = ["'self'", 'data:', 'blob:'];
  const emulators = config.emulators ?? {};

  for (const url of [emulators.auth, emulators.firestore]) if (url) connect.push(origin(url));
  if (!emulators.firestore) connect.push('https://firestore.googleapis.com');
  // Firestore's WebChannel checks the network with this one image after a failed request
  // (emulator or not); blocked, it would only turn that check into a violation report.
  connect.push('https://www.google.com/images/cleardot.gif');
  const database = emulators.database ?? config.databaseURL;
  if (database) {
    connect.push(origin(database), wsOrigin(database));
    // The Realtime Database may move a connection to another host of its domain.
    const domain = /(firebaseio\.com|firebasedatabase\.app)$/.exec(new URL(database).hostname)?.[1];
    if (domain) connect.push(`wss://*.${domain}`);
  }
  if (/^https?:/.test(config.apiBase)) connect.push(origin(config.apiBase));
  connect.push(origin(config.realtime), wsOrigin(config.realtime));
  if (uploads) connect.push(origin(uploads));

  const extras = [];
  if (!emulators.auth) extras.push(firebaseProductionSources(config));
  const provider = payments ?? config.payments?.provider;
  if (provider) {
    if (!PAYMENT_SOURCES[provider]) throw new Error(`no CSP sources known for the payment provider "${provider}"`);
    extras.push(PAYMENT_SOURCES[provider]);
  }
  for (const extra of extras) {
    script.push(...(extra.script ?? []));
    connect.push(...(extra.connect ?? []));
    frame.push(...(extra.frame ?? []));
    img.push(...(extra.img ?? []));
  }
  // Reports carry the first characters of a blocked inline script, to find where it came from.
  if (reportUri) script.push("'report-sample'");

  const unique = (list) => [...new Set(list)].join(' ');
  const directives = [
    ['default-src', "'self'"],
    ['script-src', unique(script)],
    // Style elements only by hash (Gatsby inlines the global CSS); style *attributes* stay
    // allowed: Gatsby's own markup has two, and reCAPTCHA's badge (production phone sign-in)
    // writes its layout as style attributes. An attribute can neither run script nor select
    // other elements, so this is the narrow part of 'unsafe-inline'.
    ['style-src', unique(style)],
    ['style-src-elem', unique(style)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', unique(img)],
    ['font-src', "'self' data:"],
    ['connect-src', unique(connect)],
    ['media-src', "'self' blob:"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', frame.length ? unique(frame) : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests', '']] : []),
    ...(reportUri ? [['report-uri', reportUri]] : []),
  ];
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/** A copy of firebase.json's `hosting` with the policy sent for every path. */
export function withContentSecurityPolicy(hosting, policy) {
  const headers = (hosting.headers ?? []).filter((entry) => !entry.headers.some((h) => h.key === 'Content-Security-Policy'));
  return { ...hosting, headers: [...headers, { source: '**', headers: [{ key: 'Content-Security-Policy', value: policy }] }] };
}

/**
 * A violation report collector on 127.0.0.1 (an OS-chosen port) for the local stack: each
 * report is appended to `logFile` and printed; GET /_received answers them all (newest last),
 * like the other stand-ins. Resolves to {url, close}.
 */
export function startReportCollector(logFile) {
  const received = [];
  writeFileSync(logFile, '');
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'GET' && request.url === '/_received') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(received));
      return;
    }
    if (request.method !== 'POST') {
      response.statusCode = request.method === 'OPTIONS' ? 204 : 405;
      response.setHeader('access-control-allow-headers', 'content-type');
      response.end();
      return;
    }
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size <= 64 * 1024) chunks.push(chunk);
    });
    request.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        response.statusCode = 400;
        response.end();
        return;
      }
      // report-uri sends {"csp-report": {...}}; the Reporting API an array of {type, body}.
      const reports = (Array.isArray(body) ? body.map((r) => r.body) : [body['csp-report'] ?? body]).filter(Boolean);
      for (const report of reports) {
        received.push(report);
        appendFileSync(logFile, `${JSON.stringify(report)}\n`);
        const directive = report['violated-directive'] ?? report.effectiveDirective ?? '?';
        const blocked = report['blocked-uri'] ?? report.blockedURL ?? '?';
        const page = report['document-uri'] ?? report.documentURL ?? '?';
        console.error(`CSP violation: ${directive} blocked ${blocked} on ${page}`);
      }
      response.statusCode = 204;
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

/** The command line for a deployment: writes a firebase.json copy with the production policy. */
function main() {
  const { values } = parseArgs({
    options: {
      'runtime-config': { type: 'string', default: join(publicDir, 'runtime-config.json') },
      uploads: { type: 'string' },
      payments: { type: 'string' },
      'report-uri': { type: 'string' },
      public: { type: 'string', default: publicDir },
      out: { type: 'string', default: join(repoRoot, 'firebase.deploy.json') },
    },
  });
  if (!existsSync(join(values.public, 'index.html'))) throw new Error(`no built site in ${values.public}: run \`npx gatsby build\` first`);
  const config = JSON.parse(readFileSync(values['runtime-config'], 'utf8'));
  if (config.emulators?.auth || config.emulators?.firestore) {
    console.warn('Warning: this runtime configuration names emulators; a production one names none.');
  }
  const policy = contentSecurityPolicy({
    config,
    uploads: values.uploads,
    payments: values.payments,
    reportUri: values['report-uri'],
    hashes: inlineHashes(values.public),
    https: true,
  });
  const firebase = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  firebase.hosting = withContentSecurityPolicy(firebase.hosting, policy);
  delete firebase.emulators;
  writeFileSync(values.out, `${JSON.stringify(firebase, null, 2)}\n`);
  console.log(`Wrote ${values.out}; deploy with \`firebase deploy --config ${values.out}\`.`);
  console.log(`Content-Security-Policy: ${policy}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
