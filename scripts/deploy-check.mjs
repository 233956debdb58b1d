// npm run deploy:check — builds every production artifact and checks the production
// configuration in deploy/, without deploying anything:
//   1. the functions build (TypeScript), and the site build (Gatsby; reused when current);
//      the functions' deploy folder (deploy/out/functions): the note engine packed as a
//      tarball it depends on, so the upload needs nothing outside itself;
//   2. the site's production runtime-config and the deploy configuration with its generated
//      Content-Security-Policy (written to deploy/out/: firebase deploy --config
//      deploy/out/firebase.json);
//   3. no emulator or local setting anywhere in what is deployed;
//   4. every secret the code reads is named (deploy/secrets.json) and bound where it is read;
//   5. the realtime server's production start command (the image's CMD) run against the built
//      files for a few seconds: it loads, stays up, and stops cleanly on SIGTERM.
// Prints one line per check and exits non-zero when any failed. Flags: --skip-site.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { functionsDir, publicDir, repoRoot } from './lib/paths.mjs';
import { deployConfig, deployFolderProblems, ENGINE, stageFunctions } from './lib/pack-functions.mjs';
import { freePort } from './lib/ports.mjs';
import { contentSecurityPolicy, inlineHashes, withContentSecurityPolicy } from './lib/security-headers.mjs';
import { buildSite, siteBuildIsCurrent } from './lib/site-build.mjs';

const deployDir = join(repoRoot, 'deploy');
const outDir = join(deployDir, 'out');
const skipSite = process.argv.includes('--skip-site');
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
};
const readJson = (path) => JSON.parse(readFileSync(join(deployDir, path), 'utf8'));

/** The `env` entries of a Cloud Run service YAML: plain values and Secret Manager references. */
export function serviceEnv(yaml) {
  const plain = {};
  const secrets = {};
  const lines = yaml.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const name = /^\s*- name: (\S+)\s*$/.exec(lines[i])?.[1];
    if (!name) continue;
    const value = /^\s*value: "?([^"]*)"?\s*$/.exec(lines[i + 1] ?? '');
    if (value) plain[name] = value[1];
    else if (/valueFrom:/.test(lines[i + 1] ?? '') && /secretKeyRef:/.test(lines[i + 2] ?? ''))
      secrets[name] = /name: (\S+)/.exec(lines[i + 3] ?? '')?.[1];
  }
  return { plain, secrets };
}

/** Every environment variable the product code (not its tests) of `dir` reads. */
function envNamesRead(dir) {
  const names = new Set();
  const walk = (path) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== '__tests__' && entry !== 'node_modules') walk(full);
      } else if (/\.ts$/.test(entry) && !/\.test\.ts$/.test(entry)) {
        const source = readFileSync(full, 'utf8');
        for (const [, name] of source.matchAll(/\b(?:env|process\.env)\.([A-Z][A-Z0-9_]+)/g)) names.add(name);
        for (const [, name] of source.matchAll(/\b([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+)\s*:\s*(?:z\.|[a-zA-Z]+\s*[,}])/g)) names.add(name);
      }
    }
  };
  walk(dir);
  return names;
}

/** A secret by its name: keys, secrets, tokens, passwords (an id of a key is not one). */
const isSecretName = (name) =>
  /(KEY|SECRET|TOKEN|PASS|PASSWORD|PRIVATE)(_|$)/.test(name) && !/_ID$/.test(name) && name !== 'SECRETS_KEY_ID';
/** Secrets that are optional by design (temporary credentials, key rotation), not required to be named. */
const OPTIONAL_SECRETS = new Set(['AWS_SESSION_TOKEN', 'SECRETS_OLD_KEYS', 'NOTES_MODEL_KEYLESS']);
const LOCAL = /127\.0\.0\.1|localhost|_EMULATOR_HOST|S3RVER|demo-api-key|demo-clinic/;

function run(label, command, args) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, CI: 'true' } });
  check(
    label,
    result.status === 0,
    result.status === 0 ? `${((Date.now() - started) / 1000).toFixed(0)} s` : `${result.stderr || result.stdout}`.slice(-600),
  );
  return result.status === 0;
}

async function main() {
  const production = readJson('production.json');
  const secrets = readJson('secrets.json');
  const serviceYaml = readFileSync(join(deployDir, 'realtime', 'service.yaml'), 'utf8');
  const functionsEnv = readFileSync(join(deployDir, 'env', 'functions.env'), 'utf8');
  mkdirSync(outDir, { recursive: true });

  // 1. Builds.
  if (run('functions build (tsc)', 'npm', ['--prefix', functionsDir, 'run', '-s', 'build'])) {
    try {
      const staged = stageFunctions(join(outDir, 'functions'));
      const problems = deployFolderProblems(staged.dir);
      const locked = spawnSync('npm', ['ci', '--dry-run', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], {
        cwd: staged.dir,
        encoding: 'utf8',
        env: { ...process.env, npm_config_update_notifier: 'false' },
      });
      if (locked.status !== 0) problems.push(`npm ci refuses its lock: ${`${locked.stderr}`.trim().split('\n').slice(0, 3).join(' ')}`);
      check(
        'functions deploy folder needs nothing outside itself (deploy/out/functions)',
        problems.length === 0,
        problems.length ? problems.join('; ') : `${ENGINE} from ${staged.dependency}`,
      );
    } catch (error) {
      check('functions deploy folder needs nothing outside itself (deploy/out/functions)', false, error.message);
    }
  }
  if (skipSite) check('site build', existsSync(join(publicDir, 'index.html')), 'skipped (--skip-site): the existing public/ is used');
  else if (siteBuildIsCurrent()) check('site build', true, 'current (public/ was built from these sources)');
  else {
    try {
      buildSite(() => {
        if (!run('site build (gatsby build)', join(repoRoot, 'node_modules', '.bin', 'gatsby'), ['build']))
          throw new Error('site build failed');
      });
    } catch {
      /* reported */
    }
  }
  for (const dockerfile of ['Dockerfile', 'Dockerfile.pocketsphinx']) {
    const text = readFileSync(join(deployDir, 'realtime', dockerfile), 'utf8');
    const copied = [...text.matchAll(/^COPY (\S+)(?: (\S+))? \S+$/gm)].flatMap((m) => [m[1], m[2]].filter(Boolean));
    const missing = copied.filter((path) => !existsSync(join(repoRoot, path)));
    check(
      `realtime image ${dockerfile}: Node 20 slim, every file it copies is built`,
      /^FROM node:20-slim$/m.test(text) && missing.length === 0,
      missing.length ? `missing: ${missing.join(', ')}` : copied.join(', '),
    );
  }

  // 2. The production site configuration and its CSP.
  const config = {
    projectId: production.projectId,
    apiKey: process.env.FIREBASE_WEB_API_KEY ?? 'set-from-the-firebase-console',
    authDomain: production.authDomain,
    apiBase: production.apiBase,
    realtime: production.realtimeUrl,
    offline: { transcription: false, notes: false },
    publicReviewUrl: production.publicReviewUrl,
    bookDemoUrl: production.bookDemoUrl,
    howToVideos: {},
    meetingLocalBase: '',
    payments: production.payments,
  };
  writeFileSync(join(outDir, 'runtime-config.json'), JSON.stringify(config, null, 2));
  const firebase = deployConfig(JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')), outDir);
  let policy = '';
  try {
    const uploads = `${production.storageEndpoint}/${production.bucket}`;
    policy = contentSecurityPolicy({ config, uploads, hashes: inlineHashes(), https: true });
    firebase.hosting = withContentSecurityPolicy(firebase.hosting, policy);
    writeFileSync(join(outDir, 'firebase.json'), JSON.stringify(firebase, null, 2));
    const connect = /connect-src ([^;]*)/.exec(policy)?.[1] ?? '';
    const wss = production.realtimeUrl.replace(/^https:/, 'wss:');
    check(
      'CSP generated for production (deploy/out/firebase.json)',
      connect.includes(wss) &&
        connect.includes(new URL(production.storageEndpoint).origin) &&
        !LOCAL.test(policy) &&
        policy.includes('upgrade-insecure-requests'),
      `${policy.length} characters; connect-src ${connect}`,
    );
  } catch (error) {
    check('CSP generated for production', false, error.message);
  }

  // 3. No emulator or local settings in anything deployed.
  const deployed = {
    'runtime-config': JSON.stringify(config),
    'firebase.json (deployed)': JSON.stringify(firebase),
    'realtime service.yaml': serviceYaml,
    'functions.env': functionsEnv,
    'production.json': JSON.stringify(production),
  };
  const local = Object.entries(deployed)
    .filter(([, text]) => LOCAL.test(text))
    .map(([name, text]) => `${name}: ${LOCAL.exec(text)[0]}`);
  check('no emulator or local settings in the production configuration', local.length === 0 && !('emulators' in config), local.join('; '));
  const { plain, secrets: bound } = serviceEnv(serviceYaml);
  check(
    'realtime service: WebSocket time-out 1 h, concurrency, minimum instances, listens on every interface',
    /timeoutSeconds: 3600/.test(serviceYaml) &&
      /containerConcurrency: \d+/.test(serviceYaml) &&
      /minScale: "\d+"/.test(serviceYaml) &&
      /ENV HOST=0\.0\.0\.0/.test(readFileSync(join(deployDir, 'realtime', 'Dockerfile'), 'utf8')),
  );
  check(
    'realtime audio in object storage (not a local disk)',
    plain.AUDIO_STORE !== 'file' && Boolean(plain.S3_ENDPOINT && plain.S3_BUCKET),
    `${plain.S3_ENDPOINT} bucket ${plain.S3_BUCKET}`,
  );

  // 4. Every secret named and bound.
  const realtimeReads = envNamesRead(join(functionsDir, 'src'));
  const needed = [...realtimeReads].filter((name) => isSecretName(name) && !OPTIONAL_SECRETS.has(name));
  const named = new Set([...Object.keys(secrets.functions), ...Object.keys(secrets.realtime)]);
  const unnamed = needed.filter((name) => !named.has(name));
  check(
    'every secret the code reads is named in deploy/secrets.json',
    unnamed.length === 0,
    unnamed.length ? `not named: ${unnamed.join(', ')}` : `${needed.length} secrets`,
  );
  const unbound = Object.entries(secrets.realtime)
    .filter(([env, secret]) => bound[env] !== secret)
    .map(([env]) => env);
  check(
    'every realtime secret is bound from Secret Manager in service.yaml',
    unbound.length === 0 && Object.keys(bound).length > 0,
    unbound.length ? `not bound: ${unbound.join(', ')}` : Object.keys(bound).join(', '),
  );
  const inPlain = [...Object.keys(plain), ...functionsEnv.split('\n').map((line) => line.split('=')[0])].filter(isSecretName);
  check('no secret written as a plain value', inPlain.length === 0, inPlain.join(', '));

  // 5. The realtime server's production start command against its built files.
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    METADATA_SERVER_DETECTION: 'none',
    ...plain,
    ...Object.fromEntries(
      Object.keys(bound).map((name) => [
        name,
        name === 'SECRETS_KEY' ? Buffer.alloc(32, 7).toString('base64') : 'deploy-check-placeholder',
      ]),
    ),
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  const child = spawn(process.execPath, [join('lib', 'realtime', 'main.js')], {
    cwd: functionsDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const early = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 6000))]);
  if (early)
    check(
      'realtime production start (node lib/realtime/main.js)',
      false,
      `exited early (${early.signal ?? early.code}): ${output.slice(-600)}`,
    );
  else {
    child.kill('SIGTERM');
    const end = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 10000))]);
    if (!end) child.kill('SIGKILL');
    check(
      'realtime production start (node lib/realtime/main.js)',
      Boolean(end) && end.code === 0,
      `up 6 s, stopped on SIGTERM${end ? ` (exit ${end.code})` : ' (did not stop)'}; ${output.trim().split('\n').slice(-1)[0] ?? ''}`,
    );
  }

  const failed = results.filter((r) => !r.ok).length;
  console.log(`deploy check: ${results.length - failed} passed, ${failed} failed (artifacts in ${relative(repoRoot, outDir)}/)`);
  process.exit(failed ? 1 : 0);
}

await main();
