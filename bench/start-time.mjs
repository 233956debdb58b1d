// Time for `npm start` to bring the site up: from a fresh clone (install and build
// included), then again in the same clone (already installed and built).
// Usage: npm run bench:start   (needs git; uses a temporary clone; stops what it starts)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../scripts/lib/paths.mjs';

const TARGETS = { fresh: 180, installed: 30 };

async function timeStart(dir) {
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stackFile = join(dir, '.run', 'stack.json');
  const deadline = started + 900000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output.slice(-2000)}`);
      if (existsSync(stackFile)) {
        const { site } = JSON.parse(readFileSync(stackFile, 'utf8'));
        const response = await fetch(`${site}/login/`).catch(() => null);
        if (response?.ok) return (Date.now() - started) / 1000;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the site did not answer within 15 minutes');
  } finally {
    process.kill(-child.pid, 'SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
    // npm may exit before the runner has stopped what it started: wait for the runner.
    const stopBy = Date.now() + 30000;
    while (existsSync(stackFile) && Date.now() < stopBy) await new Promise((r) => setTimeout(r, 250));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'clinic-start-'));
try {
  spawnSync('git', ['clone', '-q', repoRoot, dir], { stdio: 'inherit' });
  const fresh = await timeStart(dir);
  console.log(`fresh clone (install + build + start): ${fresh.toFixed(1)} s (target ${TARGETS.fresh} s, ratio ${(fresh / TARGETS.fresh).toFixed(2)})`);
  const again = await timeStart(dir);
  console.log(`already installed and built:          ${again.toFixed(1)} s (target ${TARGETS.installed} s, ratio ${(again / TARGETS.installed).toFixed(2)})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
