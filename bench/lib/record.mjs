// What a bench printed, written by the bench itself to docs/benchmarks/results/<name>.md: the
// date, the commit (and whether the tree had local changes), the load average before and after,
// the machine's CPU count and Node version, the arguments, and the printed figures. The newest
// run comes first and the last RUNS_KEPT are kept. Nobody edits these files by hand; the pages
// beside them link here. A run is written when the bench ends with exit code 0, or when it
// called `measured()` before failing a target (the figures are then still a measurement).
// BENCH_NO_RECORD=1 (or --no-record) prints without writing; BENCH_RESULTS_DIR writes elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RUNS_KEPT = 12;
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUN_HEADING = '## Run ';
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const git = (...args) => spawnSync('git', args, { cwd: REPO, encoding: 'utf8' }).stdout?.trim() ?? '';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Where a bench's results file lives: its script name with the colon as a dash (bench-notes.md). */
export function resultsFile(name, dir = process.env.BENCH_RESULTS_DIR || join(REPO, 'docs', 'benchmarks', 'results')) {
  return join(dir, `${name.replace(':', '-')}.md`);
}

/** One run's section: a heading with when, where and on what, then the printed figures. */
export function runSection({ name, date, commit, dirty, loadBefore, loadAfter, cpuCount, node, args, exitCode, output }) {
  const tree = dirty ? `${commit} with local changes` : commit;
  const facts = [
    `- commit ${tree}; Node ${node}; ${cpuCount} CPUs`,
    `- load average (1 / 5 / 15 min) ${loadBefore} before, ${loadAfter} after`,
    `- command: \`npm run ${name}${args.length ? ` -- ${args.join(' ')}` : ''}\`${exitCode ? `; exit code ${exitCode} (a target missed)` : ''}`,
  ];
  const text = output.replace(ANSI, '').replace(/\s+$/, '');
  return `${RUN_HEADING}${date}\n\n${facts.join('\n')}\n\n\`\`\`text\n${text}\n\`\`\`\n`;
}

/** The file with a new run put first, keeping the last RUNS_KEPT runs. */
export function withRun(existing, name, section) {
  const earlier = existing
    .split(`\n${RUN_HEADING}`)
    .slice(1)
    .map((part) => `${RUN_HEADING}${part.replace(/\s+$/, '')}\n`);
  const runs = [section, ...earlier].slice(0, RUNS_KEPT);
  const head =
    `# ${name}\n\n` +
    `Written by \`npm run ${name}\` at the end of each run, the newest first (the last ${RUNS_KEPT} kept). ` +
    'Not edited by hand: the figures are what the bench printed on the machine and commit stated.\n';
  return `${head}\n${runs.join('\n')}`;
}

/**
 * Starts recording what this bench prints. `name` is its npm script (for example
 * `bench:notes`). Returns `measured()`, to call before setting a failing exit code for a
 * missed target, so the figures are still written.
 */
export function recordRun(name) {
  const args = process.argv.slice(2).filter((a) => a !== '--no-record');
  const off = process.env.BENCH_NO_RECORD === '1' || process.argv.includes('--no-record');
  const started = { date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), loadBefore: load() };
  const chunks = [];
  let wasMeasured = false;
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk, ...rest) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return write(chunk, ...rest);
  };
  process.on('exit', (code) => {
    const output = chunks.join('');
    if (off || !output.trim() || (code !== 0 && !wasMeasured)) return;
    const file = resultsFile(name);
    const section = runSection({
      name,
      ...started,
      commit: git('rev-parse', '--short', 'HEAD') || 'unknown',
      dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
      loadAfter: load(),
      cpuCount: cpus().length,
      node: process.version,
      args,
      exitCode: code,
      output,
    });
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, withRun(existsSync(file) ? readFileSync(file, 'utf8') : '', name, section));
    write(`(recorded in ${file.startsWith(REPO) ? file.slice(REPO.length + 1) : file})\n`);
  });
  return {
    measured() {
      wasMeasured = true;
    },
  };
}
