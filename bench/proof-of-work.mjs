// The proof of work in the browser: how long headless Chromium takes to solve the API's
// challenges at the base cost and after refusals (the cost doubles per recent refusal of an
// address, up to PROOF_OF_WORK.maxDoublings), unthrottled and with the CPU slowed 4x through
// CDP's Emulation.setCPUThrottlingRate (Lighthouse's mid-range phone). Challenges are made by
// the API's own newChallenge (functions/lib) and solved by the site's own solver
// (src/lib/api/proof-of-work-solver.ts, transpiled as is):
//   - worker: the site's Web Worker (src/lib/api/proof-of-work.worker.ts), what the site uses;
//     with the longest pause of the page's main thread meanwhile (how frozen the page felt);
//   - page: the same solver in slices on the page, the site's fallback without a worker.
// Chromium applies CPU throttling to pages only ("Operation is only supported for pages, not
// workers"): under 4x the worker runs at full speed, so the 4x column that stands for a phone is
// the page slices (the same code, on the throttled thread); the worker's 4x run is printed to
// show what the page's main thread does meanwhile.
// Each cost level is solved for the same challenges in every mode; median and p90 over a
// bounded number of runs (fewer at the dearer levels), within a time budget.
// Usage: npm run bench:proof-of-work [-- --runs N] [--budget SECONDS]
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { functionsDir, repoRoot } from '../scripts/lib/paths.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:proof-of-work');

function parseArgs(argv) {
  const options = { runs: 20, budget: 900 };
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = argv[i].split('=');
    const value = Number(inline ?? argv[++i]);
    if (name === '--runs') options.runs = value;
    else if (name === '--budget') options.budget = value;
    else throw new Error(`unknown option ${argv[i]}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 2) throw new Error('--runs needs a whole number ≥ 2');
  if (!(options.budget > 0)) throw new Error('--budget needs a number of seconds');
  return options;
}

const options = parseArgs(process.argv.slice(2));
const require = createRequire(join(functionsDir, 'package.json'));
const { PROOF_OF_WORK, proofOfWorkMaxNumber } = require('./lib/shared/limits.js');
const { newChallenge } = require('./lib/api/middleware/proof-of-work.js');
const ts = require('typescript');

/** A module of the site as the browser can load it: TypeScript stripped, relative imports given their .js. */
function siteModule(name) {
  const source = readFileSync(join(repoRoot, 'src', 'lib', 'api', `${name}.ts`), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: `${name}.ts`,
  });
  return outputText.replace(/from '(\.\/[^']+)'/g, "from '$1.js'");
}

// The page: the site's worker as the site starts it, and the site's slice-by-slice fallback.
const PAGE_SCRIPT = `
import { SOLVE_SLICE, solveRange } from '/proof-of-work-solver.js';
/** Runs \`solve\` while a 10 ms ticker measures the longest pause of the main thread. */
async function timed(solve) {
  let last = performance.now();
  let stall = 0;
  let ticking = true;
  const tick = () => { const now = performance.now(); stall = Math.max(stall, now - last); last = now; if (ticking) setTimeout(tick, 10); };
  setTimeout(tick, 10);
  const started = performance.now();
  const number = await solve();
  const ms = performance.now() - started;
  ticking = false;
  return { number, ms, stallMs: Math.max(stall, performance.now() - last) };
}
window.solveInWorker = (request) => timed(() => new Promise((resolve, reject) => {
  const worker = new Worker('/proof-of-work.worker.js', { type: 'module', name: 'proof-of-work' });
  worker.onmessage = ({ data }) => { if (data.type === 'solved') { worker.terminate(); resolve(data.number); } };
  worker.onerror = (event) => { worker.terminate(); reject(new Error(event.message)); };
  worker.postMessage(request);
}));
window.solveOnPage = (request) => timed(async () => {
  for (let from = 0; from <= request.max; from += SOLVE_SLICE) {
    const found = solveRange(request.challenge, request.salt, from, Math.min(request.max, from + SOLVE_SLICE - 1));
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
});
window.ready = true;
`;

const FILES = {
  '/': ['text/html', '<!doctype html><meta charset="utf-8"><title>proof of work</title><script type="module" src="/page.js"></script>'],
  '/page.js': ['text/javascript', PAGE_SCRIPT],
  '/proof-of-work-solver.js': ['text/javascript', siteModule('proof-of-work-solver')],
  '/proof-of-work.worker.js': ['text/javascript', siteModule('proof-of-work.worker')],
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const fmt = (ms) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

const server = createServer((request, response) => {
  const file = FILES[new URL(request.url, 'http://127.0.0.1').pathname];
  response.statusCode = file ? 200 : 404;
  response.setHeader('content-type', file ? file[0] : 'text/plain');
  response.end(file ? file[1] : 'not found');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const started = Date.now();
const budgetMs = options.budget * 1000;
const rows = [];
let skipped = 0;
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => globalThis.ready === true);
  const cdp = await page.context().newCDPSession(page);
  const hmacKey = randomBytes(32).toString('hex');
  // Refusals → runs: fewer at the dearer levels, so the whole stays bounded.
  const levels = [...new Set([0, 1, 2, PROOF_OF_WORK.maxDoublings])].map((refusals) => ({
    refusals,
    maxNumber: proofOfWorkMaxNumber(refusals),
    runs: Math.max(2, Math.ceil(options.runs / 2 ** Math.min(refusals, 2))),
  }));
  const modes = [
    { rate: 1, mode: 'worker' },
    { rate: 1, mode: 'page' },
    { rate: 4, mode: 'page' },
    { rate: 4, mode: 'worker' },
  ];
  for (const level of levels) {
    const challenges = [];
    for (let i = 0; i < level.runs; i += 1)
      challenges.push(await newChallenge(hmacKey, Date.now(), { maxNumber: level.maxNumber, fetchedBy: 'ab12cd34' }));
    for (const { rate, mode } of modes) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const times = [];
      const stalls = [];
      for (const challenge of challenges) {
        if (Date.now() - started > budgetMs) {
          skipped += 1;
          continue;
        }
        const request = { challenge: challenge.challenge, salt: challenge.salt, max: challenge.maxnumber };
        const result = await page.evaluate(
          ([fn, req]) => globalThis[fn](req),
          [mode === 'worker' ? 'solveInWorker' : 'solveOnPage', request],
        );
        if (result.number === null) throw new Error(`no solution found for a challenge of ${level.maxNumber}`);
        times.push(result.ms);
        stalls.push(result.stallMs);
      }
      if (times.length)
        rows.push({
          ...level,
          rate,
          mode,
          n: times.length,
          median: percentile(times, 50),
          p90: percentile(times, 90),
          stall: percentile(stalls, 50),
        });
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
} finally {
  await browser.close();
  server.close();
}

console.log(
  `Proof of work in headless Chromium (${CHROMIUM_PATH}); base ${PROOF_OF_WORK.maxNumber.toLocaleString('en')}, doubled per recent refusal up to ${PROOF_OF_WORK.maxDoublings} times`,
);
console.log('');
console.log(['refusals', 'maxNumber', 'CPU', 'solver', 'runs', 'median', 'p90', 'main-thread pause (median)'].join('\t'));
for (const row of rows) {
  const label = row.mode === 'worker' ? (row.rate === 1 ? 'worker' : 'worker (not throttled by CDP)') : 'page slices';
  console.log(
    [row.refusals, row.maxNumber.toLocaleString('en'), `${row.rate}x`, label, row.n, fmt(row.median), fmt(row.p90), fmt(row.stall)].join(
      '\t',
    ),
  );
}
if (skipped) console.log(`\n${skipped} runs skipped: the ${options.budget} s budget ran out (raise it with --budget).`);
console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s.`);
