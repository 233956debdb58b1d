// The benches write their own results pages (bench/lib/record.mjs): every bench an npm script
// runs records itself under its script's name, and a run is written with its date, commit, load
// and figures, newest first, only when it measured something.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const RECORD = join(ROOT, 'bench', 'lib', 'record.mjs');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-record-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a small bench that records itself as `bench:toy`, prints `body`'s output and exits. */
function runToy(body: string, env: Record<string, string> = {}, args: string[] = []) {
  const script = join(dir, 'toy.mjs');
  writeFileSync(script, `import { recordRun } from ${JSON.stringify(RECORD)};\nconst recording = recordRun('bench:toy');\n${body}\n`);
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, BENCH_NO_RECORD: '', BENCH_RESULTS_DIR: dir, ...env },
  });
  const file = join(dir, 'bench-toy.md');
  return { result, file, text: existsSync(file) ? readFileSync(file, 'utf8') : null };
}

const runsIn = (text: string) => text.split('\n').filter((line) => line.startsWith('## Run ')).length;

test('every bench an npm script runs records itself under that script name', () => {
  const scripts: Record<string, string> = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
  const benches = Object.entries(scripts).flatMap(([name, command]) => {
    const file = /node (bench\/[\w-]+\.mjs)/.exec(command)?.[1];
    return file ? [{ name, file }] : [];
  });
  expect(benches.length).toBeGreaterThanOrEqual(15);
  for (const { name, file } of benches) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    expect({ file, records: source.includes(`recordRun('${name}')`) }).toEqual({ file, records: true });
  }
});

test('a run is written with its date, commit, load, command and figures', () => {
  const { result, text } = runToy("console.log('recall 74.0%');", {}, ['--split', 'valid']);
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('recall 74.0%');
  expect(text).not.toBeNull();
  expect(text).toMatch(/^# bench:toy\n/);
  expect(text).toMatch(/## Run \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/);
  expect(text).toMatch(/- commit [0-9a-f]{7,}/);
  expect(text).toMatch(/load average \(1 \/ 5 \/ 15 min\) \d+\.\d\d \/ \d+\.\d\d \/ \d+\.\d\d before/);
  expect(text).toContain('`npm run bench:toy -- --split valid`');
  expect(text).toContain('```text\nrecall 74.0%\n```');
});

test('the newest run comes first and only the last twelve are kept', () => {
  for (let i = 1; i <= 13; i++) runToy(`console.log('figure ${i}');`);
  const text = readFileSync(join(dir, 'bench-toy.md'), 'utf8');
  expect(runsIn(text)).toBe(12);
  expect(text.indexOf('figure 13')).toBeLessThan(text.indexOf('figure 12'));
  expect(text).not.toContain('figure 1\n');
  expect(text).toContain('figure 2\n');
});

test('a bench that fails before measuring writes nothing; one that missed a target is still recorded', () => {
  expect(runToy("console.log('no data found'); process.exit(1);").text).toBeNull();
  const missed = runToy("console.log('first words 900 ms'); recording.measured(); process.exitCode = 1;");
  expect(missed.result.status).toBe(1);
  expect(missed.text).toContain('exit code 1 (a target missed)');
  expect(missed.text).toContain('first words 900 ms');
});

test('BENCH_NO_RECORD and --no-record print without writing', () => {
  expect(runToy("console.log('x 1');", { BENCH_NO_RECORD: '1' }).text).toBeNull();
  const flagged = runToy("console.log('x 2');", {}, ['--no-record']);
  expect(flagged.result.stdout).toContain('x 2');
  expect(flagged.text).toBeNull();
});
