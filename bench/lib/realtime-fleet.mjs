// What the realtime benchmarks share: realtime instances of the built functions (real child
// processes beside the running stack: its emulators, audio store and key) behind the local
// balancer, the streaming speech provider's stand-in (Google Speech-to-Text's gRPC API, the
// one the unit tests use), new clinicians with a session each, and percentiles.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { functionsDir, runDir, stackFile } from '../../scripts/lib/paths.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import { startBalancer } from '../../scripts/services/realtime-balancer.mjs';

export function readStack() {
  try {
    return JSON.parse(readFileSync(stackFile, 'utf8'));
  } catch {
    console.error('No local stack is running: start it with `npm start` first.');
    process.exit(2);
  }
}

/** The stand-ins are test code, not built into lib/: transpiled here to where lib/ would hold them (so their requires resolve). */
export function loadSpeechStandIn() {
  const require = createRequire(join(functionsDir, 'package.json'));
  const ts = require('typescript');
  const source = join(functionsDir, 'src', 'providers', 'transcription', '__tests__', 'stand-ins');
  const out = join(functionsDir, 'lib', 'providers', 'transcription', '__tests__', 'stand-ins');
  mkdirSync(out, { recursive: true });
  for (const name of ['google-speech-stand-in', 'test-audio']) {
    const { outputText } = ts.transpileModule(readFileSync(join(source, `${name}.ts`), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    });
    writeFileSync(join(out, `${name}.js`), outputText);
  }
  return require(join(out, 'google-speech-stand-in.js'));
}

/**
 * The speech stand-in in a worker thread of its own: its gRPC streams do not hold up the
 * event loop of the simulated clients, which would count in the latencies they measure.
 */
export async function startSpeechStandInWorker() {
  loadSpeechStandIn();
  const path = join(functionsDir, 'lib', 'providers', 'transcription', '__tests__', 'stand-ins', 'google-speech-stand-in.js');
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const standIn = new (require(workerData).GoogleSpeechStandIn)();
     standIn.start().then((port) => parentPort.postMessage(port));
     parentPort.on('message', () => standIn.stop().then(() => process.exit(0)));`,
    { eval: true, workerData: path },
  );
  const port = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        worker.once('exit', resolve);
        worker.postMessage('stop');
      }),
  };
}

/** CPU seconds (user and system, all threads) a process has used so far. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** RSS (KiB) of a process. */
export function rssKiB(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);
  } catch {
    return 0;
  }
}

/** Starts `count` instances (env added to the stack's), and the balancer in front when more than one. */
export async function startFleet(stack, count, env = {}) {
  const key = readFileSync(join(runDir, 'secrets.key'), 'utf8').trim();
  const host = (url) => new URL(url).host;
  const instances = [];
  const spawnInstance = (port, id) =>
    spawn(process.execPath, [join(functionsDir, 'lib', 'realtime', 'main.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        INSTANCE_ID: id,
        GCLOUD_PROJECT: stack.projectId,
        FIREBASE_AUTH_EMULATOR_HOST: host(stack.auth),
        FIRESTORE_EMULATOR_HOST: host(stack.firestore),
        CORS_ORIGINS: stack.site,
        S3_ENDPOINT: stack.s3,
        SECRETS_KEY: key,
        SESSION_SWEEP_MS: String(24 * 3600 * 1000),
        // No cloud metadata server to look for here.
        METADATA_SERVER_DETECTION: 'none',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const id = `bench-${i + 1}-${Date.now().toString(36)}`;
    instances.push({ id, port, url: `http://127.0.0.1:${port}`, child: spawnInstance(port, id) });
  }
  // However the benchmark ends, its instances end with it.
  process.once('exit', () => instances.forEach((i) => i.child.exitCode === null && i.child.kill('SIGKILL')));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  for (const instance of instances) await waitForHealth(instance.url);
  const ports = () => instances.map((i) => i.port);
  const balancer = count > 1 ? await startBalancer({ port: 0, backends: ports }) : null;
  return {
    instances,
    url: balancer ? `http://127.0.0.1:${balancer.port}` : instances[0].url,
    /** Starts instance `index` again (same port and id) after it was killed. */
    async restart(index) {
      const old = instances[index];
      instances[index] = { ...old, child: spawnInstance(old.port, old.id) };
      await waitForHealth(old.url);
    },
    async stop() {
      await Promise.all(
        instances.map(
          (i) =>
            new Promise((resolve) => {
              if (i.child.exitCode !== null || i.child.signalCode !== null) return resolve();
              i.child.once('exit', resolve);
              i.child.kill('SIGTERM');
              setTimeout(() => i.child.kill('SIGKILL'), 8000).unref();
            }),
        ),
      );
      await balancer?.close();
    },
  };
}

export async function waitForHealth(url, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer /health`);
}

let admin;
/** The stack's Firestore through the functions' Admin SDK, and the functions' own session store (built). */
function sessionStore(stack) {
  if (admin) return admin;
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
  process.env.SECRETS_KEY = readFileSync(join(runDir, 'secrets.key'), 'utf8').trim();
  const require = createRequire(join(functionsDir, 'package.json'));
  const { initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  const app = initializeApp({ projectId: stack.projectId }, `bench-${process.pid}`);
  admin = {
    db: getFirestore(app),
    ...require(join(functionsDir, 'lib', 'sessions', 'session-store.js')),
    ...require(join(functionsDir, 'lib', 'shared', 'sessions.js')),
  };
  return admin;
}

/**
 * A new account in the Auth emulator (its record written by the functions' auth trigger) with
 * one live English dictation session, made by the functions' session store as the API makes
 * it (the API's emulator serves one request at a time: hundreds through it would take long).
 */
export async function clinicianWithSession(stack, label, provider = 'google') {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.example`;
  let account;
  // The Auth emulator drops a connection now and then under load: asked again.
  for (let tries = 1; !account; tries++) {
    try {
      const signUp = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'bench-pass-1', returnSecureToken: true }),
      });
      if (signUp.ok) account = await signUp.json();
    } catch (error) {
      if (tries >= 5) throw error;
    }
    if (!account) await new Promise((r) => setTimeout(r, 500 * tries));
  }
  // The Auth emulator's sign-up stamps the token's auth_time from one clock reading and the
  // account's validSince (seconds) from a later one: when a second boundary falls between the
  // two, auth_time < validSince and every revocation check (the realtime server's) refuses the
  // token as signed out everywhere. Signing in again gives a token whose auth_time is at or
  // after validSince, as a browser signing in has.
  account = { ...account, idToken: await signIn(stack, email) };
  const store = sessionStore(stack);
  const deadline = Date.now() + 120000;
  while (!(await store.db.doc(`users/${account.localId}`).get()).exists) {
    if (Date.now() > deadline) throw new Error('the account record was not written');
    await new Promise((r) => setTimeout(r, 300));
  }
  const input = store.newSessionSchema.parse({ type: 'dictate', consent: false, language: 'en' });
  const sessionId = await store.createSession(store.db, account.localId, input, provider, null);
  return { uid: account.localId, idToken: account.idToken, sessionId };
}

/** A fresh ID token for a bench account (asked again when the Auth emulator drops the connection). */
async function signIn(stack, email) {
  for (let tries = 1; ; tries++) {
    try {
      const response = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'bench-pass-1', returnSecureToken: true }),
      });
      if (response.ok) return (await response.json()).idToken;
      if (tries >= 5) throw new Error(`signing in failed: ${response.status}`);
    } catch (error) {
      if (tries >= 5) throw error;
    }
    await new Promise((r) => setTimeout(r, 500 * tries));
  }
}

/** Runs `task` over `items`, `parallel` at a time. */
export async function pool(items, parallel, task) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}

export const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
