// JavaScript a browser loads for each route of the running local stack (signed out), gzipped,
// compared with the 148 KB measured for a plain Gatsby + Redux + i18n build; the budget
// (100 KB, bench/lib/first-load.cjs) is for /login/, the first page a clinician sees, and a
// test holds it there (test/e2e/first-load-budget.test.ts).
// For the first route it also prints what its scripts are made of (minified bytes per package,
// from the built source maps), to show where the budget goes.
// Usage: npm start (in another terminal), then: npm run bench:bundle [-- /path/ ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from 'playwright-core';
import { publicDir, stackFile } from '../scripts/lib/paths.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { composition } from './lib/bundle-composition.cjs';
import { FIRST_LOAD_BUDGET_KB as BUDGET_KB, isBudgeted, recordScripts, totalKb } from './lib/first-load.cjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:bundle');

const BASELINE_KB = 148;
const ROUTES = [
  '/login/',
  '/fr/login/',
  '/login/register/',
  '/landing-page/',
  '/',
  '/saved-sessions/',
  '/note-library/',
  '/integrations/',
  '/billing/',
  '/settings/',
  '/account/',
  '/help/',
  '/admin/',
  '/404/',
  '/500/',
];
const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ROUTES;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const path of paths) {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const scriptsRead = recordScripts(page);
    await page.goto(new URL(path, stack.site).href, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const scripts = await scriptsRead();
    const total = totalKb(scripts);
    const budget = isBudgeted(path) ? ` (budget ${BUDGET_KB} KB: ${total <= BUDGET_KB ? 'within' : 'over'})` : '';
    console.log(
      `${path}: ${scripts.size} scripts, ${total.toFixed(1)} KB gzipped${budget}; ratio to the ${BASELINE_KB} KB baseline: ${(total / BASELINE_KB).toFixed(2)}`,
    );
    if (path === paths[0]) {
      for (const [url, size] of [...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
        console.log(`    ${(size / 1024).toFixed(1).padStart(6)} KB  ${url.replace(stack.site, '')}`);
      }
      const parts = new Map();
      for (const url of scripts.keys()) {
        for (const [name, bytes] of composition(join(publicDir, new URL(url).pathname))) parts.set(name, (parts.get(name) ?? 0) + bytes);
      }
      const minified = [...parts.values()].reduce((a, b) => a + b, 0);
      console.log(`  made of (minified, before gzip; ${(minified / 1024).toFixed(1)} KB in all):`);
      for (const [name, bytes] of [...parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
        console.log(`    ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${((bytes / minified) * 100).toFixed(0).padStart(3)}%  ${name}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
