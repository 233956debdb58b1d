// The local stack behind `npm start` (built site) and `npm run dev` (gatsby develop):
// Firebase emulators, the demo seed, and the local services of scripts/services/index.mjs
// (the realtime server, MailDev, s3rver and the outside services' stand-ins), all on
// 127.0.0.1, with no cloud account and no keys. Writes .run/stack.json, prints the
// URLs, and stops everything it started on Ctrl-C or SIGTERM. The built site is served by the
// Hosting emulator behind a front on the site's port (lib/site-front.mjs) that refuses the
// malformed requests which would make the emulator throw; should the emulators' process exit
// anyway, it is restarted (a few times at most) while the other services stay up.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { functionsDir, publicDir, repoRoot, runDir, stackFile } from './lib/paths.mjs';
import { choosePorts, isPortFree, waitForPort } from './lib/ports.mjs';
import { cachedDatabaseEmulator, resolveFirestoreEmulator } from './lib/firestore-jar.mjs';
import { buildSite, siteBuildIsCurrent } from './lib/site-build.mjs';
import { buildFunctionsInBackground } from './lib/functions-build.mjs';
import { DEMO_USERS, seedStack } from './lib/seed.mjs';
import { contentSecurityPolicy, inlineHashes, startReportCollector, withContentSecurityPolicy } from './lib/security-headers.mjs';
import { merged, serviceContext, servicePorts, shownRows } from './lib/service-list.mjs';
import { LOCAL_SERVICES } from './services/index.mjs';

const PROJECT_ID = 'demo-clinic';
// Nothing here may look for a cloud metadata server (the seed uses the Admin SDK in this process).
process.env.METADATA_SERVER_DETECTION = 'none';
const REGION = 'us-central1';
const dev = process.argv.includes('--dev');
const quiet = process.argv.includes('--quiet');
const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const log = (line) => console.log(line);

/** The emulators' and the site's ports; each local service declares its own. */
const CORE_PORTS = {
  site: { envVar: 'SITE_PORT', port: dev ? 8000 : 5000 },
  // The Hosting emulator itself, behind the site's front (the built site only).
  ...(dev ? {} : { hosting: { envVar: 'HOSTING_PORT', port: 5005 } }),
  auth: { envVar: 'AUTH_PORT', port: 9099 },
  firestore: { envVar: 'FIRESTORE_PORT', port: 8080 },
  firestoreWs: { envVar: 'FIRESTORE_WS_PORT', port: 9150 },
  functions: { envVar: 'FUNCTIONS_PORT', port: 5001 },
  database: { envVar: 'DATABASE_PORT', port: 9000 },
  hub: { envVar: 'EMULATOR_HUB_PORT', port: 4400 },
  logging: { envVar: 'EMULATOR_LOGGING_PORT', port: 4500 },
  eventarc: { envVar: 'EVENTARC_PORT', port: 9299 },
  tasks: { envVar: 'TASKS_PORT', port: 9499 },
};

/** The running stack described by .run/stack.json, if its runner is still alive. */
function runningStack() {
  if (!existsSync(stackFile)) return null;
  try {
    const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
    process.kill(stack.pid, 0);
    return stack;
  } catch {
    return null;
  }
}

function printStack(stack) {
  const rows = [
    ['Site', stack.site],
    ['Auth emulator', stack.auth],
    ['Firestore emulator', stack.firestore],
    ['Functions (API)', stack.api],
    ['Realtime Database', stack.database ?? 'off (its emulator jar cannot be downloaded here: presence is off)'],
    ...shownRows(LOCAL_SERVICES, stack),
    ...(stack.cspReports ? [['CSP reports', `${stack.cspReports}/_received`]] : []),
  ];
  log('');
  for (const [name, url] of rows) log(`  ${name.padEnd(22)} ${url}`);
  log('');
  log('  Demo logins:');
  for (const user of stack.demoUsers) log(`    ${user.role.padEnd(14)} ${user.email} / ${user.password}`);
  log('');
}

const children = [];
let stopping = false;
/** The emulators are restarted at most this many times within this window; then the stack stops. */
const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 10 * 60 * 1000;

/**
 * Starts a long-running child in its own process group so that stopping it stops its children
 * too (Java included). `onExit(code, signal)`, when given, is asked first when it stops
 * unexpectedly: true means it is taken care of (restarted), otherwise the stack stops.
 * `append` keeps what its log already holds (a restart).
 */
function startChild(name, command, args, { onExit, append = false, ...options } = {}) {
  mkdirSync(runDir, { recursive: true });
  const out = openSync(join(runDir, `${name}.log`), append ? 'a' : 'w');
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', out, out],
    ...options,
    env: { ...process.env, ...options.env },
  });
  closeSync(out);
  child.exited = false;
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (stopping) return;
    console.error(`${name} stopped unexpectedly (${signal ?? `exit ${code}`}); see .run/${name}.log`);
    if (!onExit?.(code, signal)) void shutdown(1);
  });
  children.push({ name, child });
  return child;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/** Every process now: pid -> {ppid, start} (its start time tells a process from a later one given the same pid). */
function processTable() {
  const result = spawnSync('ps', ['-eo', 'pid=,ppid=,lstart='], { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  const table = new Map();
  if (result.status !== 0) return table;
  for (const line of result.stdout.trim().split('\n')) {
    const [pid, ppid, ...start] = line.trim().split(/\s+/);
    table.set(Number(pid), { ppid: Number(ppid), start: start.join(' ') });
  }
  return table;
}

/** Every descendant of `pid`, as [{pid, start}] (the emulators' JVMs run in process groups of their own). */
function descendants(pid, table = processTable()) {
  const children = new Map();
  for (const [child, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), child]);
  const found = [];
  const walk = (p) =>
    (children.get(p) ?? []).forEach((c) => {
      found.push({ pid: c, start: table.get(c).start });
      walk(c);
    });
  walk(pid);
  return found;
}

/**
 * The descendants of each child seen while it ran, by child: a JVM whose CLI exits first is
 * re-parented and no longer found under it, but must still be ended with it. Noted every few
 * seconds; a noted process is ended only while its pid still has the same start time.
 */
const noted = new Map();
function noteDescendants() {
  const table = processTable();
  for (const { child } of children) {
    if (child.exited) continue;
    const known = noted.get(child) ?? new Map();
    for (const { pid, start } of descendants(child.pid, table)) known.set(pid, start);
    noted.set(child, known);
  }
}
setInterval(noteDescendants, 5000).unref();

/** Of the processes noted under `child` (and under it now), those still running. */
function leftovers(child) {
  const table = processTable();
  const known = new Map(noted.get(child));
  // An exited child's pid may already be another process's: only a running child is walked.
  if (!child.exited) for (const { pid, start } of descendants(child.pid, table)) known.set(pid, start);
  return running(
    [...known].map(([pid, start]) => ({ pid, start })),
    table,
  );
}

/** The processes of `tree` ([{pid, start}]) still running (the same ones: same pid, same start time). */
function running(tree, table = processTable()) {
  return tree.filter((entry) => table.get(entry.pid)?.start === entry.start);
}

/** Ends the processes of `tree` still running: SIGTERM, up to `graceMs` to go, then SIGKILL. */
async function endProcesses(tree, graceMs) {
  const signal = (name) =>
    running(tree).forEach(({ pid }) => {
      try {
        process.kill(pid, name);
      } catch {
        /* already gone */
      }
    });
  const wait = async (ms) => {
    const deadline = Date.now() + ms;
    while (running(tree).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  };
  signal('SIGTERM');
  await wait(graceMs);
  signal('SIGKILL');
  await wait(5000);
}

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('Stopping the local stack ...');
  // Remember the whole tree now (and what was noted while it ran): a JVM whose parent exits
  // first would otherwise be left behind.
  const tree = children.flatMap(({ child }) => leftovers(child));
  // Firebase's CLI stops its emulators (and their JVMs) cleanly on SIGINT; the rest on SIGTERM.
  for (const { name, child } of children) killGroup(child, name === 'emulators' ? 'SIGINT' : 'SIGTERM');
  const deadline = Date.now() + 15000;
  while (children.some(({ child }) => !child.exited) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
  }
  for (const { child } of children) killGroup(child, 'SIGKILL');
  // A JVM may outlive the CLI that started it: give it the same grace, then end it.
  const treeDeadline = Date.now() + 10000;
  while (running(tree).length && Date.now() < treeDeadline) await new Promise((r) => setTimeout(r, 200));
  await endProcesses(tree, 0);
  try {
    const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
    if (stack.pid === process.pid) rmSync(stackFile);
  } catch {
    /* nothing written yet */
  }
  process.exit(code);
}

function run(command, args, label) {
  log(label);
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (result.status !== 0) {
    if (quiet) console.error(result.stdout, result.stderr);
    throw new Error(`${label} failed`);
  }
}

/** Writes the emulators' copy of firebase.json: this run's ports, and the hosted site's `policy` (CSP) when given. */
function writeFirebaseConfig(ports, withDatabase, policy) {
  const base = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  if (policy) base.hosting = withContentSecurityPolicy(base.hosting, policy);
  const host = '127.0.0.1';
  base.emulators = {
    singleProjectMode: true,
    ui: { enabled: false },
    hub: { host, port: ports.hub },
    logging: { host, port: ports.logging },
    eventarc: { host, port: ports.eventarc },
    tasks: { host, port: ports.tasks },
    auth: { host, port: ports.auth },
    firestore: { host, port: ports.firestore, websocketPort: ports.firestoreWs },
    functions: { host, port: ports.functions },
    ...(dev ? {} : { hosting: { host, port: ports.hosting } }),
    ...(withDatabase ? { database: { host, port: ports.database } } : {}),
  };
  const path = join(repoRoot, 'firebase.local.json');
  writeFileSync(path, JSON.stringify(base, null, 2));
  return path;
}

/** The site's runtime configuration: where the emulators and servers are. Production writes its own at deploy. */
function runtimeConfig(ctx) {
  const { urls } = ctx;
  return {
    projectId: PROJECT_ID,
    apiKey: 'demo-api-key',
    authDomain: `${PROJECT_ID}.firebaseapp.com`,
    apiBase: urls.api,
    emulators: { auth: urls.auth, firestore: urls.firestore, database: urls.database },
    offline: { transcription: true, notes: true },
    // Where a clinician who liked the product is invited to leave a public review.
    publicReviewUrl: process.env.PUBLIC_REVIEW_URL || 'https://example.com/reviews/clinicscribe',
    // Help: the booking page of Book a Demo, and hosted how-to videos by id (JSON), when there are any.
    bookDemoUrl: process.env.BOOK_DEMO_URL || 'https://calendly.com/clinicscribe/demo',
    howToVideos: process.env.HOW_TO_VIDEOS ? JSON.parse(process.env.HOW_TO_VIDEOS) : {},
    // Where the realtime server is, and what the local services tell the site.
    ...merged(LOCAL_SERVICES, 'siteConfig', ctx),
  };
}

/** The local encryption key for secrets and session contents (generated once, git-ignored). */
function localSecretsKey() {
  const file = join(runDir, 'secrets.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * The functions' environment (functions/.env.local): the real providers' settings given to
 * `npm start` (docs/operations/configuration.md, "Real providers"), this stack's own, then what each local service
 * adds for the functions to reach it (its stand-in, where no real provider is configured).
 */
function functionsEnv(ctx) {
  const { urls, secretsKey, runDir: dir } = ctx;
  const env = {
    ...ctx.settings,
    SECRETS_KEY: secretsKey,
    AUDIO_DIR: join(dir, 'audio'),
    SITE_URL: urls.site,
    // No emulator appends the caller's address to X-Forwarded-For: locally the caller (tests
    // included) plays the front end's part and its last entry is taken; without one the
    // caller shares the "unknown" address. Production default: 1 (see client-address.ts).
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? '1',
    // The key of the proof-of-work challenges (a deployment sets its own secret).
    POW_HMAC_KEY: process.env.POW_HMAC_KEY ?? createHash('sha256').update(`pow:${secretsKey}`).digest('hex'),
    // The OAuth callbacks' address (the API as the browser reaches it).
    API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? urls.api,
    // The API rate limits' window: a minute unless set (`npm test` sets seconds: its stack's
    // limits' suites then wait seconds for a fresh window; the limits per window are the same).
    ...(process.env.RATE_LIMIT_WINDOW_MS ? { RATE_LIMIT_WINDOW_MS: process.env.RATE_LIMIT_WINDOW_MS } : {}),
    ...merged(LOCAL_SERVICES, 'env', ctx),
  };
  return `${Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join('\n')}\n`;
}

async function main() {
  const existing = runningStack();
  if (existing) {
    log(`The local stack is already running (pid ${existing.pid}):`);
    printStack(existing);
    return;
  }
  const startedAt = Date.now();
  mkdirSync(runDir, { recursive: true });

  const { ports, moved, release: releasePorts } = await choosePorts({ ...CORE_PORTS, ...servicePorts(LOCAL_SERVICES) });
  for (const m of moved) log(`Port ${m.preferred} for ${m.name} is taken; using ${m.port} instead.`);

  let firestoreBinary;
  try {
    firestoreBinary = resolveFirestoreEmulator(runDir);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const databaseJar = cachedDatabaseEmulator();

  const url = (port) => `http://127.0.0.1:${port}`;
  const urls = {
    site: url(ports.site),
    auth: url(ports.auth),
    firestore: url(ports.firestore),
    functions: url(ports.functions),
    api: `${url(ports.functions)}/${PROJECT_ID}/${REGION}/api`,
    database: databaseJar ? url(ports.database) : null,
  };
  const quietEnv = {
    METADATA_SERVER_DETECTION: 'none',
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    GCLOUD_PROJECT: PROJECT_ID,
    // How long a new functions worker may take to load the functions (the emulator starts one
    // per request that finds none idle): its 30 s ran out on a busy 2-core machine, and the
    // request failed ("Failed to load function"), when suites ran side by side.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    ...(firestoreBinary ? { FIRESTORE_EMULATOR_BINARY_PATH: firestoreBinary.binaryPath } : {}),
  };
  const ctx = serviceContext({
    services: LOCAL_SERVICES,
    ports,
    dev,
    urls,
    repoRoot,
    runDir,
    functionsDir,
    quietEnv,
    secretsKey: localSecretsKey(),
  });

  // The functions build in the background while the site builds: neither needs the other.
  const functionsBuild = buildFunctionsInBackground(join(runDir, 'functions-build.log'));
  writeFileSync(join(functionsDir, '.env.local'), functionsEnv(ctx));
  const config = runtimeConfig(ctx);
  if (dev) {
    writeFileSync(join(repoRoot, 'static', 'runtime-config.json'), JSON.stringify(config, null, 2));
  } else {
    if (siteBuildIsCurrent()) log('The site build is current.');
    else {
      buildSite(() => run(bin('gatsby'), ['build'], 'Building the site ...'));
    }
    writeFileSync(join(publicDir, 'runtime-config.json'), JSON.stringify(config, null, 2));
  }
  log((await functionsBuild) ? 'The functions are built.' : 'The functions build is current.');

  if (firestoreBinary) log(`Firestore emulator: ${firestoreBinary.source}`);
  if (!databaseJar) log('Realtime Database emulator: not available offline here, so presence is off.');

  const only = ['auth', 'firestore', 'functions', ...(dev ? [] : ['hosting']), ...(databaseJar ? ['database'] : [])];
  // The built site's Content-Security-Policy, from this run's URLs and the built pages' inline
  // scripts; violations are reported to a collector in this process (.run/csp-reports.log).
  const cspReports = dev ? null : await startReportCollector(join(runDir, 'csp-reports.log'));
  const policy =
    cspReports &&
    contentSecurityPolicy({ config, uploads: ctx.url('s3'), reportUri: `${cspReports.url}/csp-report`, hashes: inlineHashes() });
  const firebaseConfig = writeFirebaseConfig(ports, Boolean(databaseJar), policy);
  const emulatorArgs = ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID, '--config', firebaseConfig];
  const emulatorPorts = Object.keys(CORE_PORTS).filter((name) => name !== 'site' && (name !== 'database' || databaseJar));
  const timeout = 180000;
  let ready = false;
  let restarting = false;
  const restarts = [];

  /**
   * The emulators' JVM (Firestore's) compiles with its quick compiler only, and collects garbage
   * on one thread: its optimizing compiler spent most of what the emulator took in its first
   * minutes (four rules and API suites, 494 cases: 64 s of the stack's CPU, 48 s so; run again
   * on the same JVM, 19 s and 12 s). JAVA_TOOL_OPTIONS already set is kept, after these.
   */
  const emulatorsEnv = {
    ...quietEnv,
    JAVA_TOOL_OPTIONS: ['-XX:TieredStopAtLevel=1 -XX:+UseSerialGC', process.env.JAVA_TOOL_OPTIONS].filter(Boolean).join(' '),
  };

  /** Starts `firebase emulators:start`; should it exit unexpectedly, restartEmulators decides. */
  const startEmulators = (append = false) => {
    const child = startChild('emulators', bin('firebase'), emulatorArgs, {
      env: emulatorsEnv,
      append,
      onExit: () => restartEmulators(child),
    });
    return child;
  };

  /** Resolves once the emulators of `child` (and the `others` ports) answer, the demo data is in and the API answers. */
  const emulatorsReady = (child, others = []) => {
    const alive = () => !child.exited;
    const portsOpen = (names) =>
      Promise.all(names.map((name) => waitForPort(ports[name], dev && name === 'site' ? 600000 : timeout, alive)));
    // The demo data goes in as soon as auth and Firestore answer (it needs no function), while
    // the functions emulator is still loading the functions.
    return Promise.all([
      portsOpen(['auth', 'firestore']).then(() => seedStack({ projectId: PROJECT_ID, ports })),
      portsOpen(['functions', ...(dev ? [] : ['hosting']), ...(databaseJar ? ['database'] : []), ...others]).then(() =>
        waitForFunction(`${urls.api}/health`, timeout),
      ),
    ]);
  };

  /**
   * After the emulators' process exited unexpectedly once the stack was up: says so, ends what
   * it left running (its JVMs), and starts it again on the same ports while the other services
   * stay up; true when it does. The emulators are one process (Auth, Firestore, Functions,
   * Hosting), so all of them restart, and Auth and Firestore, held in memory, start empty (the
   * demo data is seeded again). Past MAX_RESTARTS within RESTART_WINDOW_MS, false: the stack stops.
   */
  function restartEmulators(old) {
    const now = Date.now();
    while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
    if (!ready || restarting || restarts.length >= MAX_RESTARTS) {
      if (ready && !restarting)
        console.error(
          `The emulators stopped ${restarts.length + 1} times within ${RESTART_WINDOW_MS / 60000} minutes: stopping the stack.`,
        );
      return false;
    }
    restarts.push(now);
    restarting = true;
    console.error(
      `The Firebase emulators (${only.join(', ')}), one process, exited: ${lastLine(join(runDir, 'emulators.log'))} (the error's trace: firebase-debug.log).`,
    );
    console.error('Restarting them while the other services stay up; Auth and Firestore start empty, with the demo data seeded again.');
    (async () => {
      children.splice(
        children.findIndex(({ child }) => child === old),
        1,
      );
      await endProcesses(leftovers(old), 10000);
      noted.delete(old);
      await portsFree(
        emulatorPorts.map((name) => ports[name]),
        30000,
      );
      await emulatorsReady(startEmulators(true));
      restarting = false;
      log(`The emulators are back (restart ${restarts.length} of at most ${MAX_RESTARTS} within ${RESTART_WINDOW_MS / 60000} minutes).`);
    })().catch((error) => {
      console.error(`The emulators could not be restarted: ${error.message}`);
      void shutdown(1);
    });
    return true;
  }

  // The ports were held since they were chosen; the services bind them now.
  await releasePorts();
  const emulators = startEmulators();
  if (!dev) {
    // The site's port is the front's; it hands what is sound to the Hosting emulator.
    startChild('site-front', process.execPath, [join(repoRoot, 'scripts', 'lib', 'site-front.mjs')], {
      env: { SITE_FRONT_PORT: String(ports.site), SITE_FRONT_TARGET_PORT: String(ports.hosting) },
    });
  }
  for (const service of LOCAL_SERVICES) {
    const start = await service.start?.(ctx);
    if (start) startChild(service.name, start.command, start.args, { env: start.env });
  }
  if (dev) {
    startChild('gatsby', bin('gatsby'), ['develop', '-H', '127.0.0.1', '-p', String(ports.site)]);
  }
  await emulatorsReady(emulators, ['site', ...Object.keys(servicePorts(LOCAL_SERVICES))]);

  const stack = {
    projectId: PROJECT_ID,
    site: urls.site,
    // The Hosting emulator itself, behind the site's front (null with gatsby develop).
    hosting: dev ? null : url(ports.hosting),
    auth: urls.auth,
    firestore: urls.firestore,
    functions: urls.functions,
    api: urls.api,
    database: urls.database,
    ...merged(LOCAL_SERVICES, 'stack', ctx),
    cspReports: cspReports?.url ?? null,
    // The API rate limits' window (ms), for the suites that wait for a fresh one.
    rateLimitWindowMs: Number(process.env.RATE_LIMIT_WINDOW_MS) || 60_000,
    // How often the realtime server re-checks its open sockets' accounts (ms), when set (the default otherwise).
    revocationCheckMs: Number(process.env.REALTIME_REVOCATION_CHECK_MS) || null,
    demoUsers: DEMO_USERS.map(({ email, password, role }) => ({ email, password, role })),
    pid: process.pid,
    mode: dev ? 'dev' : 'built',
    startedAt,
    readyAt: Date.now(),
  };
  writeFileSync(stackFile, JSON.stringify(stack, null, 2));
  ready = true;
  log(`The local stack is up in ${((stack.readyAt - startedAt) / 1000).toFixed(1)} s. Ctrl-C stops it.`);
  printStack(stack);
}

/** The last line of text of `file` ('' when there is none). */
function lastLine(file) {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').at(-1).trim();
  } catch {
    return '';
  }
}

/** Resolves once nothing listens on any of `portList`; rejects after `timeoutMs`. */
async function portsFree(portList, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const taken = [];
    for (const port of portList) if (!(await isPortFree(port))) taken.push(port);
    if (!taken.length) return;
    if (Date.now() > deadline) throw new Error(`port(s) ${taken.join(', ')} still taken`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Waits until the API function answers (the functions emulator loads code after its port opens). */
async function waitForFunction(healthUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(healthUrl);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the API did not answer at ${healthUrl}`);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch((error) => {
  console.error(error.message ?? error);
  for (const { name } of children) console.error(`  log: .run/${name}.log`);
  void shutdown(1);
});
