// `npm test`: every check and test suite, in order, then one closing line
// "N passed, N failed". Exits non-zero when anything failed.
//   1. tsc --noEmit (site and functions)      2. eslint, zero warnings
//   3. site unit tests (jest, jsdom)           4. functions and note-engine unit tests (jest)
//   5. the local stack, then rules, API and browser tests against it (jest, node)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';
import { clinicalNotesDir, functionsDir, repoRoot, runDir, stackFile } from './lib/paths.mjs';

const resultsDir = join(runDir, 'results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const bin = (name, dir = repoRoot) => join(dir, 'node_modules', '.bin', name);
const summary = [];

function step(name, command, args, options = {}) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

/** A check that is not a test runner counts as one test. */
function check(name, command, args, options) {
  const { ok, seconds } = step(name, command, args, options);
  summary.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

/** A jest run counts its test cases; a run that crashed before reporting counts as one failure. */
function jest(name, args, options = {}) {
  const out = join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  // One jest for both trees (the root's): the functions' tests run with it from functions/.
  const { ok, seconds } = step(name, bin('jest'), [...args, '--json', `--outputFile=${out}`], options);
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    if (!ok && failed === 0) failed = 1;
  }
  summary.push({ name, passed, failed, seconds });
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests ...');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!existsSync('/usr/bin/chromium')) console.error('Chromium is missing: install the Debian package `chromium` (the browser tests need /usr/bin/chromium).');
}

/** Starts the local stack for the suites that need it; resolves with the child once stack.json names it. */
async function startStack() {
  console.log('\n=== local stack');
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'stack.mjs'), '--quiet'], { cwd: repoRoot, stdio: 'inherit' });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + 600000;
  while (Date.now() < deadline && !exited) {
    try {
      const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
      if (stack.pid === child.pid) return { child, stack };
    } catch {
      /* not written yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(exited ? 'the local stack exited before it was ready' : 'the local stack was not ready in 10 minutes');
}

async function stopStack(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** After SIGTERM, nothing the stack started may still listen on its ports (Java included). */
async function checkStoppedCleanly(stack) {
  const urls = [stack.site, stack.hosting, stack.auth, stack.firestore, stack.functions, stack.realtime, stack.mail, stack.s3, stack.database].filter(Boolean);
  const stillOpen = [];
  for (const url of urls) {
    const { port } = new URL(url);
    const open = await new Promise((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.once('connect', () => { socket.destroy(); resolve(true); });
      socket.once('error', () => resolve(false));
    });
    if (open) stillOpen.push(url);
  }
  const ok = stillOpen.length === 0 && !existsSync(stackFile);
  console.log(ok ? '\nThe stack stopped cleanly.' : `\nStill listening after stop: ${stillOpen.join(', ') || '(stack.json left behind)'}`);
  return { name: 'stack stops cleanly', passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: 0 };
}

check('typecheck: site', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
check('typecheck: functions', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: functionsDir });
check('typecheck: clinical-notes', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { cwd: clinicalNotesDir });
check('lint', bin('eslint'), ['--max-warnings', '0', '.']);
jest('unit: site', ['--selectProjects', 'site']);
jest('unit: functions', [], { cwd: functionsDir });
// The note engine's own tests: no stack, in parallel.
jest('unit: clinical-notes', [], { cwd: clinicalNotesDir });

ensureChromium();
if (existsSync(stackFile)) {
  try {
    process.kill(JSON.parse(readFileSync(stackFile, 'utf8')).pid, 0);
    console.log('\nA local stack is already running: the stack suites use it as it is.');
  } catch {
    rmSync(stackFile);
  }
}
let started = null;
try {
  if (!existsSync(stackFile)) started = await startStack();
  jest('stack: rules, API, browser', ['--selectProjects', 'stack', '--runInBand'], { env: { CI: 'true' } });
} catch (error) {
  console.error(error.message);
  summary.push({ name: 'local stack', passed: 0, failed: 1, seconds: 0 });
} finally {
  if (started) {
    await stopStack(started.child);
    summary.push(await checkStoppedCleanly(started.stack));
  }
}

console.log('\n=== summary');
for (const s of summary) console.log(`  ${s.name.padEnd(30)} ${String(s.passed).padStart(4)} passed ${String(s.failed).padStart(3)} failed  ${s.seconds.toFixed(1)} s`);
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed = summary.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
