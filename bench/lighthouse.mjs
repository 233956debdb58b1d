// Lighthouse (mobile preset: mobile form factor, simulated throttling) on pages of the
// running local stack: /login/ signed out and the dashboard (/) signed in as the demo
// clinician. Prints per route the performance, accessibility and best-practices scores
// against the targets (≥ 95, 100, ≥ 95), the key metrics and the audits that cost points.
// A benchmark, not a test: exits 0 when targets are missed, non-zero only on errors.
// Lighthouse is not a dependency: it is installed on first use (bench/lib/lighthouse-tools.mjs).
// Usage: npm start (in another terminal), then:
//   npm run bench:lighthouse [-- [--runs N] [--json DIR] [/route/ ...]]
// --runs N: the run with the median performance is shown; --json DIR: its full results
// (open them in the Lighthouse viewer) are written there.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { chromium } from 'playwright-core';
import { stackFile } from '../scripts/lib/paths.mjs';
import { LIGHTHOUSE_VERSION, freePort, loadLighthouse } from './lib/lighthouse-tools.mjs';
import { TARGETS, median, reportLines, score } from './lib/lighthouse-report.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { DEMO_USERS } from '../scripts/lib/seed.mjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:lighthouse');

const CLINICIAN = DEMO_USERS.find((user) => user.role === 'therapist');
// Evaluated in the page. A function, not a string: the site's CSP forbids eval.
const HYDRATED = () => globalThis.document.body.dataset.hydrated === 'true';
const isLoginPage = (path) => /\/login\/?$/.test(path);

function parseArgs(argv) {
  const options = { runs: 1, json: null, routes: [] };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i].startsWith('--runs=')) options.runs = Number(argv[i].slice(7));
    else if (argv[i] === '--json') options.json = argv[++i];
    else options.routes.push(argv[i]);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs needs a whole number ≥ 1');
  if (!options.routes.length) options.routes = ['/login/', '/'];
  return options;
}

/** The site URL, once the stack answers (read afresh: a restart may move it). */
async function siteUrl(timeoutMs = 300000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(stackFile)) {
      try {
        const { site } = JSON.parse(readFileSync(stackFile, 'utf8'));
        if ((await fetch(new URL('/login/', site))).ok) return site;
      } catch {
        /* being rewritten, or the stack is restarting */
      }
    }
    if (Date.now() > deadline) throw new Error(`no running stack answers (${stackFile}); start it with npm start`);
    await sleep(1000);
  }
}

/** Runs `fn(page)` in a page of the browser's default context (the one Lighthouse uses). */
async function withPage(port, fn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    try {
      return await fn(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close(); // disconnects; the browser keeps running
  }
}

/** Signs the demo clinician in through the login form; the session stays in the browser's storage. */
async function signIn(port, site) {
  await withPage(port, async (page) => {
    await page.goto(new URL('/login/', site).href);
    await page.waitForFunction(HYDRATED);
    await page.getByTestId('login-email').fill(CLINICIAN.email);
    await page.getByTestId('login-password').fill(CLINICIAN.password);
    await page.getByTestId('login-submit').click();
    await page
      .waitForURL((url) => !isLoginPage(url.pathname), { timeout: 30000 })
      .catch(async () => {
        const shown = await page
          .getByTestId('login-error')
          .textContent({ timeout: 1000 })
          .catch(() => null);
        throw new Error(`sign-in as ${CLINICIAN.email} did not leave /login/${shown ? `: ${shown}` : ''}`);
      });
    await page.waitForFunction(HYDRATED);
    await page.getByTestId('dashboard').waitFor({ timeout: 30000 });
  });
}

/** Empties the HTTP cache only (signed-in runs keep storage, but should load cold like the others). */
async function clearHttpCache(port) {
  await withPage(port, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  });
}

/** One Lighthouse run of `path`; signed-in routes keep the session (no storage reset). */
async function runOnce(lighthouse, port, path, state) {
  const site = await siteUrl();
  const signedIn = !isLoginPage(path);
  if (signedIn && state.signedInAt !== site) {
    await signIn(port, site);
    state.signedInAt = site;
  }
  if (signedIn) await clearHttpCache(port);
  const url = new URL(path, site).href;
  const flags = { port, logLevel: 'error', output: 'json', disableStorageReset: signedIn, onlyCategories: Object.keys(TARGETS) };
  const result = await lighthouse(url, flags);
  if (!signedIn) state.signedInAt = null; // the storage reset signed the browser out
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (signedIn && isLoginPage(finalPath)) {
    throw new Error(`the signed-in run of ${path} ended on ${finalPath}: the session was lost, this would measure the login page`);
  }
  return lhr;
}

/** `runs` runs of `path` (one retry each, after re-reading the stack); the run with the median performance. */
async function measure(lighthouse, port, path, runs, state) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    try {
      results.push(await runOnce(lighthouse, port, path, state));
    } catch (error) {
      console.error(`  ${path} run ${i + 1} failed (${error.message}); retrying once`);
      state.signedInAt = null;
      results.push(await runOnce(lighthouse, port, path, state));
    }
  }
  const perf = results.map((lhr) => score(lhr, 'performance'));
  return { lhr: results[perf.indexOf(median(perf))], perf };
}

const { runs, json, routes } = parseArgs(process.argv.slice(2));
// Lighthouse leaves some promises unhandled when the page navigates away mid-run (the stack
// restarting, a lost session): let that run end on its own (checked and retried above).
process.on('unhandledRejection', (error) => console.error(`  (Lighthouse, ignored: ${error?.message ?? error})`));
const { lighthouse, launch } = await loadLighthouse();
const port = await freePort();
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, port, ignoreDefaultFlags: true, logLevel: 'silent' });
try {
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset (simulated throttling), ${runs} run(s) per route`);
  const state = { signedInAt: null };
  for (const path of routes) {
    const { lhr, perf } = await measure(lighthouse, port, path, runs, state);
    const who = isLoginPage(path) ? 'signed out' : `signed in as ${CLINICIAN.email}`;
    console.log(
      `\n${path} (${who}; measured ${lhr.finalDisplayedUrl})` +
        (runs > 1 ? ` performance over ${runs} runs: ${perf.join(', ')}; median shown` : ''),
    );
    for (const line of reportLines(lhr)) console.log(line);
    if (json) {
      mkdirSync(json, { recursive: true });
      const file = join(json, `lighthouse-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`);
      writeFileSync(file, JSON.stringify(lhr));
      console.log(`  full results: ${file}`);
    }
  }
} finally {
  chrome.kill();
}
