// Time for `npm start` to bring the site up: from a fresh clone (install and build
// included), then again in the same clone (already installed and built). Each run also
// prints when its phases ended (install, site build, functions build, stack up), the number
// of packages installed, and the machine's load average, which says how busy it was.
// Usage: npm run bench:start   (needs git; uses a temporary clone; stops what it starts)
// Ports: the clone's runner takes each default port that is free and another where one is
// taken, so this runs beside a stack that is already up.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../scripts/lib/paths.mjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:start');

const TARGETS = { fresh: 180, installed: 30 };

/** Lines of the runner's output that end a phase, and the phase they end. */
const PHASES = [
  [/^Building the site|^The site build is current/m, 'installed'],
  [/^The functions (are built|build is current)/m, 'site and functions built'],
  [/^The local stack is up/m, 'stack up'],
];

async function timeStart(dir) {
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const reached = new Map();
  const note = () => {
    for (const [pattern, phase] of PHASES)
      if (!reached.has(phase) && pattern.test(output)) reached.set(phase, (Date.now() - started) / 1000);
  };
  child.stdout.on('data', (d) => {
    output += d;
    note();
  });
  child.stderr.on('data', (d) => (output += d));
  const stackFile = join(dir, '.run', 'stack.json');
  const deadline = started + 900000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output.slice(-2000)}`);
      if (existsSync(stackFile)) {
        const { site } = JSON.parse(readFileSync(stackFile, 'utf8'));
        const response = await fetch(`${site}/login/`).catch(() => null);
        if (response?.ok) return { seconds: (Date.now() - started) / 1000, phases: [...reached] };
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the site did not answer within 15 minutes');
  } finally {
    if (child.exitCode === null) {
      process.kill(-child.pid, 'SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // npm may exit before the runner has stopped what it started: wait for the runner.
    const stopBy = Date.now() + 30000;
    while (existsSync(stackFile) && Date.now() < stopBy) await new Promise((r) => setTimeout(r, 250));
  }
}

/** Packages npm installed in `dir` (its record in node_modules/.package-lock.json). */
function installedCount(dir) {
  const record = join(dir, 'node_modules', '.package-lock.json');
  return existsSync(record) ? Object.keys(JSON.parse(readFileSync(record, 'utf8')).packages).length : 0;
}

function report(label, { seconds, phases }, target, load) {
  console.log(`${label} ${seconds.toFixed(1)} s (target ${target} s, ratio ${(seconds / target).toFixed(2)}; load average ${load})`);
  for (const [phase, at] of phases) console.log(`    ${phase.padEnd(26)} at ${at.toFixed(1)} s`);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const dir = mkdtempSync(join(tmpdir(), 'clinic-start-'));
try {
  spawnSync('git', ['clone', '-q', repoRoot, dir], { stdio: 'inherit' });
  const before = load();
  const fresh = await timeStart(dir);
  report('fresh clone (install + build + start):', fresh, TARGETS.fresh, `${before} before, ${load()} after`);
  const packages = [dir, join(dir, 'functions')].map(installedCount);
  console.log(`    packages installed: ${packages[0]} (root) + ${packages[1]} (functions)`);
  const again = await timeStart(dir);
  report('already installed and built:          ', again, TARGETS.installed, load());
} finally {
  rmSync(dir, { recursive: true, force: true });
}
