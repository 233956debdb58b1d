// The fault suite under load: the browser tests of "nothing lost" (30 s offline, a reload
// mid-recording, the realtime server killed and restarted) run again and again while
// stress-ng keeps every core busy, as a shared CI machine is. Prints each run and the
// totals; exits non-zero when any run failed.
// Usage: npm start (in another terminal), then: npm run soak:faults [-- --runs 10 --workers 2]
// Needs stress-ng (Debian: apt-get install stress-ng).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, stackFile } from '../scripts/lib/paths.mjs';
import { recordRun } from './lib/record.mjs';

const recording = recordRun('soak:faults');

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' }, workers: { type: 'string', default: '2' } } });
const runs = Math.min(50, Math.max(1, Number(values.runs)));
const workers = Math.min(8, Math.max(1, Number(values.workers)));
// One run of the three tests takes about 3 minutes; none may take more than 15.
const RUN_LIMIT_MS = 15 * 60 * 1000;

if (!existsSync(stackFile)) {
  console.error('No local stack is running: start it with `npm start` first.');
  process.exit(2);
}
if (spawnSync('stress-ng', ['--version']).status !== 0) {
  console.error('stress-ng is missing: apt-get install stress-ng');
  process.exit(2);
}
const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
console.log(`Fault suite under load: ${runs} runs, stress-ng --cpu ${workers}, stack at ${stack.site}`);

// The load lasts as long as the runs can, and stops with this script.
const stress = spawn('stress-ng', ['--cpu', String(workers), '--timeout', `${Math.ceil((runs * RUN_LIMIT_MS) / 1000)}s`, '--quiet'], {
  stdio: 'ignore',
});
const stopStress = () => stress.exitCode === null && stress.kill('SIGTERM');
process.on('exit', stopStress);
process.on('SIGINT', () => process.exit(130));

const resultsDir = mkdtempSync(join(tmpdir(), 'soak-'));
const jest = join(repoRoot, 'node_modules', '.bin', 'jest');
let passed = 0;
let failed = 0;
const failures = new Map();
for (let run = 1; run <= runs; run++) {
  const out = join(resultsDir, `run-${run}.json`);
  const started = Date.now();
  const result = spawnSync(
    jest,
    ['test/e2e/transcription-nothing-lost.test.ts', '--selectProjects', 'stack', '--runInBand', '--json', `--outputFile=${out}`],
    {
      cwd: repoRoot,
      env: { ...process.env, CI: 'true' },
      stdio: 'ignore',
      timeout: RUN_LIMIT_MS,
    },
  );
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  const cases = report?.testResults.flatMap((suite) => suite.assertionResults).filter((c) => c.status !== 'pending') ?? [];
  const bad = cases.filter((c) => c.status !== 'passed');
  const ok = result.status === 0 && cases.length > 0 && bad.length === 0;
  if (ok) passed += 1;
  else failed += 1;
  for (const c of bad) failures.set(c.title, (failures.get(c.title) ?? 0) + 1);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `run ${run}: ${ok ? 'passed' : 'FAILED'} (${cases.length - bad.length}/${cases.length} tests, ${seconds} s)${bad.length ? ` — ${bad.map((c) => c.title).join('; ')}` : ''}`,
  );
}
stopStress();
for (const [title, count] of failures) console.log(`  failed ${count}×: ${title}`);
console.log(`${passed} passed, ${failed} failed`);
recording.measured();
process.exit(failed === 0 ? 0 : 1);
