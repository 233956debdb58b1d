// `npm test`: every check and test suite, then one closing line "N passed, N failed", after
// the ten slowest suites. Exits non-zero when anything failed.
//   1. the local stack starts (it builds the functions and the site) while the work that needs
//      no stack runs, in turn: tsc --noEmit (site, functions, note engine), eslint with zero
//      warnings and the format check (two at a time, at a lower priority until the stack is
//      up: the whole run waits on its start), the unit tests (site, functions, note engine) and
//      the suites that need no stack (jest project stack-free: they run the functions the
//      stack's start has built), one jest with two workers, the engines' suites
//      that only compute; the engines' suites that keep pace with their audio (a backlog
//      limit) last, with nothing beside them;
//   2. once the stack is up, beside that work: the rules, API and browser suites against the
//      stack in two lanes side by side (each lane one jest, a suite at a time; STACK_LANES=1
//      runs one); then, once both are done, the suites that keep pace with audio or keep both
//      cores busy, in two lanes of their own; last the ones that must run with no other stack
//      suite beside them (first instead, while the lists wait for the work beside the lanes to
//      end; test/support/stack-groups.js says which share what);
//   3. a stack suite that failed runs once more, alone: one that passes then is reported as
//      flaky by name (its first failure printed above), and counts as passed
// `npm run test:quick` (--quick): the checks, the units and the stack-free suites, no stack
// (the engines' suites are left to npm test).
// `npm test -- --stack-only`: the stack suites only, as step 3 runs them.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import net from 'node:net';
import { setPriority } from 'node:os';
import { clinicalNotesDir, functionsDir, repoRoot, runDir, stackFile } from './lib/paths.mjs';
import { ensureFunctionsBuilt, functionsBuildIsCurrent } from './lib/functions-build.mjs';

const quick = process.argv.includes('--quick');
const stackOnly = process.argv.includes('--stack-only');
/**
 * Lanes of stack suites side by side: two unless STACK_LANES says otherwise. The stack suites
 * use under one core on average (they wait on the emulators, paced stand-ins and timers): on a
 * 2-core machine under a load of about 10, one lane took 1,275 s and two lanes 574 s for the
 * same suites. Three lanes failed suites that pass one at a time.
 */
const STACK_LANES = Number(process.env.STACK_LANES) || 2;
const { planLanes, suitesToRerun, flakySuites, pacedEngines } = createRequire(import.meta.url)('../test/support/stack-groups.js');
/** The API rate limits' window on the stack this script starts: seconds, so the limits' suites wait seconds. */
const TEST_RATE_LIMIT_WINDOW_MS = '20000';
/** How often that stack's realtime server re-checks its open sockets' accounts: seconds, so a revocation's suites wait seconds. */
const TEST_REVOCATION_CHECK_MS = '5000';
const resultsDir = join(runDir, 'results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const bin = (name, dir = repoRoot) => join(dir, 'node_modules', '.bin', name);
const summary = [];
/** Every suite jest ran, with its seconds, for the slowest ten. */
const suites = [];

/**
 * Runs a command to its end. Steps that run side by side write to a log printed as a block
 * when they end (their lines do not interleave); `live` steps print as they go.
 */
function step(name, command, args, { live = false, yieldToStack = false, ...options } = {}) {
  const started = Date.now();
  const log = join(resultsDir, `${name.replace(/\W+/g, '-')}.log`);
  const fd = live ? null : openSync(log, 'w');
  console.log(`\n=== ${name}${live ? '' : ' (started)'}`);
  const child = spawn(command, args, {
    cwd: repoRoot,
    ...options,
    stdio: live ? 'inherit' : ['ignore', fd, fd],
    env: { ...process.env, ...options.env },
  });
  if (fd !== null) closeSync(fd);
  if (yieldToStack && stackStarting && child.pid !== undefined) lowerWhileStackStarts(child);
  return new Promise((resolve) => {
    const done = (ok) => {
      const seconds = (Date.now() - started) / 1000;
      if (!live) console.log(`\n=== ${name}: ${ok ? 'done' : 'FAILED'} in ${seconds.toFixed(1)} s\n${readFileSync(log, 'utf8').trimEnd()}`);
      resolve({ ok, seconds });
    };
    child.on('error', (error) => {
      console.error(error.message);
      done(false);
    });
    child.on('exit', (code) => done(code === 0));
  });
}

/**
 * Whether a stack this run started is still starting (the site's build, the emulators): the
 * checks started meanwhile run at a lower priority (`yieldToStack`), and are put back once it is
 * up. They have no clock to keep, and until the lanes end to finish; the stack's start is what
 * the whole run waits on. (Single processes: tsc, ESLint, Prettier; a jest's workers would not
 * follow their parent back.)
 */
let stackStarting = false;
const lowered = new Set();
function lowerWhileStackStarts(child) {
  try {
    setPriority(child.pid, 10);
  } catch {
    return; // a priority that cannot be changed here: the step runs as it is
  }
  lowered.add(child);
  child.once('exit', () => lowered.delete(child));
}
function stackStarted() {
  stackStarting = false;
  for (const child of lowered) {
    try {
      setPriority(child.pid, 0);
    } catch {
      /* not allowed to raise it again (not root): it keeps the idle cores, as before */
    }
  }
  lowered.clear();
}

/** A check that is not a test runner counts as one test. */
async function check(name, command, args, options) {
  const { ok, seconds } = await step(name, command, args, options);
  summary.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

/**
 * A jest run counts its test cases; a run that crashed before reporting counts as one failure.
 * Answers its summary entry and the suites that failed (file → failed cases, at least one).
 */
async function jest(name, args, options = {}) {
  const out = join(resultsDir, `${name.replace(/\W+/g, '-')}.json`);
  // One jest, the root's, for every project (jest.config.js names them).
  const { ok, seconds } = await step(name, bin('jest'), [...args, '--json', `--outputFile=${out}`], options);
  let passed = 0;
  let failed = ok ? 0 : 1;
  const failedSuites = new Map();
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    if (!ok && failed === 0) failed = 1;
    for (const result of report.testResults) {
      const file = relative(repoRoot, result.name);
      suites.push({ file, seconds: (result.endTime - result.startTime) / 1000 });
      const failedCases = result.assertionResults.filter((test) => test.status === 'failed').length;
      if (result.status === 'failed') failedSuites.set(file, Math.max(1, failedCases));
    }
  }
  const entry = { name, passed, failed, seconds };
  summary.push(entry);
  return { entry, failedSuites, complete: ok || failedSuites.size > 0 };
}

/** Runs the tasks (functions returning promises) at most `width` at a time. */
async function inParallel(tasks, width = 2) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) await tasks[next++]();
    }),
  );
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests ...');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync('/usr/bin/chromium'))
    console.error('Chromium is missing: install the Debian package `chromium` (the browser tests need /usr/bin/chromium).');
}

/** Starts the local stack for the suites that need it; resolves with the child once stack.json names it. */
async function startStack() {
  console.log('\n=== local stack (starting)');
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'stack.mjs'), '--quiet'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      RATE_LIMIT_WINDOW_MS: process.env.RATE_LIMIT_WINDOW_MS ?? TEST_RATE_LIMIT_WINDOW_MS,
      REALTIME_REVOCATION_CHECK_MS: process.env.REALTIME_REVOCATION_CHECK_MS ?? TEST_REVOCATION_CHECK_MS,
    },
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + 600000;
  while (Date.now() < deadline && !exited) {
    try {
      const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
      if (stack.pid === child.pid) {
        console.log('\n=== local stack: ready');
        return { child, stack };
      }
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
  const urls = [
    stack.site,
    stack.hosting,
    stack.auth,
    stack.firestore,
    stack.functions,
    stack.realtime,
    stack.mail,
    stack.s3,
    stack.database,
  ].filter(Boolean);
  const stillOpen = [];
  for (const url of urls) {
    const { port } = new URL(url);
    const open = await new Promise((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) stillOpen.push(url);
  }
  const ok = stillOpen.length === 0 && !existsSync(stackFile);
  console.log(ok ? '\nThe stack stopped cleanly.' : `\nStill listening after stop: ${stillOpen.join(', ') || '(stack.json left behind)'}`);
  return { name: 'stack stops cleanly', passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: 0 };
}

/** A jest project's suites as jest finds them, relative to the repository. */
function projectSuiteFiles(project) {
  const listed = spawnSync(bin('jest'), ['--selectProjects', project, '--listTests', '--json'], { cwd: repoRoot, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`jest --listTests failed:\n${listed.stderr}`);
  return JSON.parse(listed.stdout)
    .map((file) => relative(repoRoot, file))
    .sort();
}

/**
 * Loads `count` functions workers of the API and of the sign-up trigger before the lanes start:
 * the functions emulator loads a worker (the functions' code) for each call that finds none idle,
 * and the lanes' first suites, all at once on a busy machine, spent their tests' time waiting
 * for those loads (each lane's first suite timed out, or a new user's record came late). So:
 * `count` health requests at once, and `count` throwaway accounts at once, until their records
 * are written (bounded; a worker that does not load is the suites' to report).
 */
async function warmFunctions(count) {
  const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
  const started = Date.now();
  const signal = AbortSignal.timeout(180000);
  const health = () =>
    fetch(`${stack.api}/health`, { signal }).then(
      (r) => r.ok,
      () => false,
    );
  const userRecord = async (i) => {
    try {
      const signUp = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `warm-${Date.now()}-${i}@test.example`, password: 'secret-pass-1', returnSecureToken: true }),
        signal,
      });
      const { localId } = await signUp.json();
      const doc = `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents/users/${localId}`;
      while (!signal.aborted) {
        if ((await fetch(doc, { headers: { authorization: 'Bearer owner' }, signal })).ok) return true;
        await new Promise((r) => setTimeout(r, 250));
      }
    } catch {
      /* not loaded in time */
    }
    return false;
  };
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => [health(), userRecord(i)]).flat());
  console.log(
    `\n=== functions workers loaded: ${answers.filter(Boolean).length} of ${answers.length} calls answered in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * The stack suites: the lanes side by side (each one jest, one suite at a time: a lane's
 * suites share something), then the lists run after the lanes, and the suites that run alone,
 * with no other stack suite beside them. A list starts as soon as a lane has ended and the work
 * beside the lanes is done: the first lane to end hands its place to the first list, the
 * second to the second, so a list has beside it only the other lane or the other list. The
 * suites run alone go last, or right after the lanes when the work beside them is still running
 * as the last lane ends (the lists wait for that work; these fill the wait).
 */
async function stackSuites(besideLanes = Promise.resolve()) {
  let besideDone = false;
  besideLanes.then(
    () => (besideDone = true),
    () => (besideDone = true),
  );
  const { lanes, after, alone, unnamed } = planLanes(projectSuiteFiles('stack'), STACK_LANES);
  if (unnamed.length) console.error(`\nNot in test/support/stack-groups.js (run alone): ${unnamed.join(', ')}`);
  const env = { CI: 'true' };
  if (lanes.length > 1) await warmFunctions(lanes.length * 2);
  const runs = [];
  const runAlone = async () => {
    if (alone.length)
      runs.push(
        await jest('stack: suites run alone', ['--selectProjects', 'stack', '--runInBand', '--runTestsByPath', ...alone], {
          live: true,
          env,
        }),
      );
  };
  /** The lanes' ends, in the order they come: `ended[i]` resolves when i + 1 lanes have ended. */
  const ended = lanes.map(() => {
    let resolve;
    const promise = new Promise((r) => (resolve = r));
    return { promise, resolve };
  });
  let endedCount = 0;
  /** Set when the last lane ends: the suites run alone then (work beside still running) or null. */
  let aloneEarly = null;
  const laneRuns = lanes.map((lane, i) =>
    jest(`stack lane ${i + 1} of ${lanes.length}`, ['--selectProjects', 'stack', '--runInBand', '--runTestsByPath', ...lane.files], {
      env,
      live: lanes.length === 1,
    }).then((run) => {
      runs.push(run);
      if (++endedCount === lanes.length) {
        lanesDone = true;
        aloneEarly = besideDone ? null : runAlone();
      }
      ended[endedCount - 1].resolve();
    }),
  );
  // Beside a list: the other lane or list only, not even the checks.
  // One lane (STACK_LANES=1) runs them one after another too.
  const afterLists = STACK_LANES > 1 ? after : [after.flat()].filter((files) => files.length > 0);
  const listRuns = afterLists.map(async (files, i) => {
    await ended[Math.min(i, ended.length - 1)]?.promise;
    await besideLanes;
    if (lanesDone) await aloneEarly;
    runs.push(
      await jest(
        `stack: after the lanes, ${i + 1} of ${afterLists.length}`,
        ['--selectProjects', 'stack', '--runInBand', '--runTestsByPath', ...files],
        { env, live: afterLists.length === 1 },
      ),
    );
  });
  await Promise.all([...laneRuns, ...listRuns]);
  if (aloneEarly) await aloneEarly;
  else await runAlone();
  await rerunFailedOnce(runs, env);
}

/**
 * The stack suites that failed run once more, one at a time with nothing beside them: on a
 * shared 2-core machine a suite can miss a wait once for want of CPU. One that passes then is
 * named as flaky (its first failure is printed above) and its cases count as passed; one that
 * fails again stays failed (test/support/stack-groups.js: suitesToRerun, flakySuites).
 */
async function rerunFailedOnce(runs, env) {
  const rerun = suitesToRerun(runs);
  if (rerun.size === 0) return;
  const again = await jest(
    'stack: failed suites run again',
    ['--selectProjects', 'stack', '--runInBand', '--runTestsByPath', ...rerun.keys()],
    {
      live: true,
      env,
    },
  );
  const flaky = flakySuites(rerun, again);
  if (!again.complete) return;
  // The second run's cases are counted once: in the runs they came from.
  summary.splice(summary.indexOf(again.entry), 1);
  for (const file of flaky) {
    const run = runs.find((r) => r.failedSuites.has(file));
    run.entry.failed -= rerun.get(file);
    run.entry.passed += rerun.get(file);
  }
  if (flaky.length) console.log(`\n=== flaky: failed once, passed when run again alone\n${flaky.map((f) => `  ${f}`).join('\n')}`);
  summary.push({ name: `flaky (passed when run again): ${flaky.length}`, passed: 0, failed: 0, seconds: again.entry.seconds });
}

/**
 * The arguments of a type check that remembers what it checked in .run/ (`--incremental`): a
 * second run reads only what changed since, and a fresh clone checks everything. The checks run
 * on TypeScript's native compiler (tsgo): the same verdicts as tsc in about a fifth of its CPU
 * (docs/decisions/type-checks-on-the-native-compiler.md); tsc still builds the functions and the
 * note engine. `config`: the project's configuration for the check.
 */
const typecheck = (name, config = 'tsconfig.json') => [
  '-p',
  config,
  '--incremental',
  '--tsBuildInfoFile',
  join(runDir, 'tsgo', `${name}.tsbuildinfo`),
];

/**
 * The three type checks, lint and the format check, two at a time, each yielding the cores to
 * a stack that is starting (stackStarting). The format check keeps a
 * cache of what it found formatted (per file, by content); ESLint keeps none: its rules about
 * feature cycles and the server's layers read other files than the one they report on.
 */
const checks = () =>
  inParallel([
    () => check('typecheck: site', bin('tsgo'), typecheck('site'), { yieldToStack: true }),
    () =>
      check('typecheck: functions', bin('tsgo'), typecheck('functions', 'tsconfig.check.json'), { cwd: functionsDir, yieldToStack: true }),
    () =>
      check('typecheck: clinical-notes', bin('tsgo'), typecheck('clinical-notes', 'tsconfig.check.json'), {
        cwd: clinicalNotesDir,
        yieldToStack: true,
      }),
    () => check('lint', bin('eslint'), ['--max-warnings', '0', '.'], { yieldToStack: true }),
    () =>
      check('format', bin('prettier'), ['--check', '.', '--cache', '--cache-location', join(runDir, 'prettier-cache')], {
        yieldToStack: true,
      }),
  ]);

/** Resolves true once the functions are built (polled), false if the stack's start ends first without them. */
async function functionsBuilt(stackStart) {
  let settled = stackStart === null;
  stackStart?.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (;;) {
    if (functionsBuildIsCurrent()) return true;
    if (settled) return false;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A stack already running (`npm start`) is used as it is; a stale stack.json is removed. */
function runningStack() {
  if (!existsSync(stackFile)) return false;
  try {
    process.kill(JSON.parse(readFileSync(stackFile, 'utf8')).pid, 0);
    console.log('\nA local stack is already running: the stack suites use it as it is.');
    return true;
  } catch {
    rmSync(stackFile);
    return false;
  }
}

/** Set once the stack's lanes are done (the suites after them have nothing beside them). */
let lanesDone = false;
/** Whether the engines' suites that only compute were left for the end (the lanes were done first). */
let enginesLeft = false;

/**
 * The work that needs no stack, in turn: the checks, the unit tests, the stack-free suites (once
 * the stack's start has built the functions they run), the engines' suites that only compute.
 * It runs while the stack starts and then beside the stack's lanes: those wait on emulators and
 * timers more than they compute, and this work is all computing.
 */
async function checksAndUnits(stackStart) {
  await checks();
  // The stack's start builds the functions first (they are built long before the checks end); a
  // stack that failed to start may have left them unbuilt: built here then. The units and the
  // stack-free suites in one jest: its two workers take the next suite of either, no worker waits
  // for the other's last suite between the two.
  if (!(await functionsBuilt(stackStart))) ensureFunctionsBuilt();
  await jest('units and stack-free suites', ['--selectProjects', 'site', 'functions', 'clinical-notes', 'stack-free', '-w', '2']);
  // Beside the lanes while they still run; once they are done, the suites after them would
  // wait for these: then they run at the end instead, with nothing beside them.
  if (lanesDone) enginesLeft = true;
  else await engines(false);
}

/**
 * The engines' suites, one at a time (they decode on worker threads of their own, one per
 * core): `paced` false, those that only compute (beside the stack's lanes, as the units run);
 * `paced` true, those that keep pace with their audio (test/support/stack-groups.js:
 * pacedEngines), last, with nothing beside them.
 */
async function engines(paced) {
  const files = projectSuiteFiles('engines').filter((file) => pacedEngines.includes(file) === paced);
  if (files.length === 0) return;
  await jest(paced ? 'engines that keep pace with audio' : 'engines', [
    '--selectProjects',
    'engines',
    '--runInBand',
    '--runTestsByPath',
    ...files,
  ]);
}

const started = Date.now();
if (quick) {
  // The stack-free suites run the built functions (the stack builds them otherwise).
  ensureFunctionsBuilt();
  await checks();
  // The engines' suites (speech decoding, a minute of CPU) are npm test's, not the loop's.
  await jest('units and stack-free suites', ['--selectProjects', 'site', 'functions', 'clinical-notes', 'stack-free', '-w', '2']);
} else {
  ensureChromium();
  let stackStart = null;
  if (!runningStack()) {
    stackStarting = true;
    stackStart = startStack();
    // Reported when awaited, below.
    stackStart.catch(() => undefined);
  }
  const cpuWork = stackOnly ? Promise.resolve() : checksAndUnits(stackStart);
  let stack = null;
  let stackUp = stackStart === null;
  try {
    stack = stackStart ? await stackStart : null;
    stackUp = true;
  } catch (error) {
    console.error(error.message);
    summary.push({ name: 'local stack', passed: 0, failed: 1, seconds: 0 });
  } finally {
    stackStarted();
  }
  try {
    if (stackUp) await stackSuites(cpuWork);
    await cpuWork;
    if (enginesLeft) await engines(false);
    if (!stackOnly) await engines(true);
  } finally {
    if (stack) {
      await stopStack(stack.child);
      summary.push(await checkStoppedCleanly(stack.stack));
    }
  }
}

console.log('\n=== the ten slowest suites');
for (const s of suites.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`  ${s.seconds.toFixed(1).padStart(7)} s  ${s.file}`);
console.log('\n=== summary');
for (const s of summary)
  console.log(
    `  ${s.name.padEnd(38)} ${String(s.passed).padStart(4)} passed ${String(s.failed).padStart(3)} failed  ${s.seconds.toFixed(1)} s`,
  );
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed = summary.reduce((n, s) => n + s.failed, 0);
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
