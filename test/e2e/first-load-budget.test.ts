// The sign-in page's budget: the JavaScript a signed-out browser fetches for /login/ (and its
// French copy), gzipped, is at most 100 KB (bench/lib/first-load.cjs), measured in Chromium on
// the stack's build of the site (`npm start` and `npm test` build it before the stack suites
// run), scripts loaded after hydration included. Over budget, the failure lists the scripts and
// what they are made of, from the build's source maps in public/.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { browserSuite } from '../support/browser';
import { readStack } from '../support/stack';

/* eslint-disable @typescript-eslint/no-require-imports */
const { FIRST_LOAD_BUDGET_KB, recordScripts, totalKb } = require('../../bench/lib/first-load.cjs') as {
  FIRST_LOAD_BUDGET_KB: number;
  recordScripts: (page: Page) => () => Promise<Map<string, number>>;
  totalKb: (sizes: Map<string, number>) => number;
};
const { composition } = require('../../bench/lib/bundle-composition.cjs') as { composition: (file: string) => Map<string, number> };
/* eslint-enable @typescript-eslint/no-require-imports */

const stack = readStack();
const suite = browserSuite();
const publicDir = join(__dirname, '..', '..', 'public');
const fileOf = (url: string) => join(publicDir, new URL(url).pathname);

/**
 * Counts `page`'s requests in flight from now; `quiet()` resolves once none has been in flight
 * for 500 ms (what the page loads after it is interactive included).
 */
function trackNetwork(page: Page): { quiet: () => Promise<void> } {
  let inFlight = 0;
  let settle: (() => void) | null = null;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    if (settle && inFlight === 0) timer = setTimeout(settle, 500);
  };
  page.on('request', () => {
    inFlight += 1;
    clearTimeout(timer);
  });
  const done = () => {
    inFlight -= 1;
    arm();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: () =>
      new Promise<void>((resolve) => {
        settle = resolve;
        arm();
      }),
  };
}

/** Null within the budget; over it, the figure, the scripts and the packages they are made of. */
function overBudget(route: string, scripts: Map<string, number>): string | null {
  const total = totalKb(scripts);
  if (total <= FIRST_LOAD_BUDGET_KB) return null;
  const parts = new Map<string, number>();
  for (const url of scripts.keys()) for (const [name, bytes] of composition(fileOf(url))) parts.set(name, (parts.get(name) ?? 0) + bytes);
  return [
    `${route}: ${total.toFixed(1)} KB gzipped, over the ${FIRST_LOAD_BUDGET_KB} KB budget`,
    ...[...scripts].sort((a, b) => b[1] - a[1]).map(([url, size]) => `  ${(size / 1024).toFixed(1)} KB gzipped  ${new URL(url).pathname}`),
    'made of (minified):',
    ...[...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, bytes]) => `  ${(bytes / 1024).toFixed(1)} KB  ${name}`),
  ].join('\n');
}

describe('the sign-in page’s first load', () => {
  it.each(['/login/', '/fr/login/'])('%s loads at most the budget of gzipped script, from the build in public/', async (route) => {
    const page = await suite.context().newPage();
    const scriptsRead = recordScripts(page);
    const network = trackNetwork(page);
    await page.goto(`${stack.site}${route}`);
    // Enabled once React has hydrated the form and run its effects (what they load is counted).
    await page.locator('[data-testid="login-submit"]:not([disabled])').waitFor();
    await network.quiet();
    const scripts = await scriptsRead();
    // The page's framework, app and page chunks at least, each a file of this build.
    expect(scripts.size).toBeGreaterThanOrEqual(3);
    for (const url of scripts.keys())
      expect(existsSync(fileOf(url)) && readFileSync(fileOf(url)).length > 0 ? url : `not in public/: ${url}`).toBe(url);
    expect(overBudget(route, scripts)).toBeNull();
  });
});
