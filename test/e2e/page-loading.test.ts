// Page loading as spec section 4 says, in Chromium with requests failed on purpose: page
// data is retried up to 3 times; a 404 shows the 404 page and a 500 the 500 page; a page's
// script that fails to load makes a full navigation to the path; prefetching runs in batches
// of at most 4, at least 3000 ms apart, and not at all on 2g, with data saver, or for bots.
import type { Page, Request } from 'playwright-core';
import { browserSuite, hydrated, launchBrowser, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually } from '../support/firestore-rest';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();

/** Navigates inside the app (no page load), as a link does. */
const navigateInApp = (page: Page, path: string) => page.evaluate((to) => (window as unknown as { ___navigate: (p: string) => void }).___navigate(to), path);
/** What the loader's prefetch of `path` resolves to (false: it declined to prefetch). */
const prefetch = (page: Page, path: string) =>
  page.evaluate((to) => new Promise((resolve) => (window as unknown as { ___loader: { prefetch: (p: string) => { then: (r: (v: unknown) => void) => void } } }).___loader.prefetch(to).then(resolve)), path);

describe('page loading', () => {
  it('retries page data that failed to arrive, up to 3 times', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'loading-retry');
    let failures = 0;
    await page.route('**/page-data/help/page-data.json', async (route) => {
      if (failures < 2) {
        failures += 1;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await navigateInApp(page, '/help/');
    await page.getByTestId('help-faq-search').waitFor();
    expect(failures).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/help/');
  });

  it('shows the 404 page for a page that does not exist, and the 500 page when the server fails', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'loading-errors');
    await navigateInApp(page, '/no-such-page/');
    await page.getByTestId('not-found').waitFor();
    await navigateInApp(page, '/');
    await page.getByTestId('recording-panel').waitFor();
    await page.route('**/page-data/settings/page-data.json', (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    await navigateInApp(page, '/settings/');
    await page.getByTestId('server-error').waitFor();
    expect(await page.getByTestId('server-error').textContent()).toContain('Something went wrong on our side');
  });

  it('makes a full navigation to the path when the page’s script fails to load', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'loading-chunk');
    let failed = false;
    await page.route(/component---src-pages-help-tsx-[^/]+\.js$/, async (route) => {
      if (!failed) {
        failed = true;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request: Request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname));
    await navigateInApp(page, '/help/');
    await page.getByTestId('help-faq-search').waitFor();
    expect(failed).toBe(true);
    expect(documents).toContain('/help/');
  });

  it('prefetches the pages linked from a page in batches of at most 4, at least 3000 ms apart', async () => {
    const { page } = await openPage(suite.context());
    const started: Array<{ path: string; at: number }> = [];
    page.on('request', (request) => {
      const match = /\/page-data(\/.*)\/page-data\.json$/.exec(new URL(request.url()).pathname);
      if (match) started.push({ path: match[1], at: Date.now() });
    });
    await signedInClinician(stack, page, 'loading-prefetch');
    const from = started.length;
    await page.goto(`${stack.site}/`);
    await hydrated(page);
    // The navbar links to 5 other pages (Saved Sessions, Note Library, Settings, Account, Help): two batches.
    const prefetched = await eventually(
      async () => started.slice(from).filter((r) => r.path !== '/index'),
      (list) => list.length >= 5,
      30000,
    );
    const first = prefetched.slice(0, 4);
    const later = prefetched.slice(4);
    expect(first.length).toBe(4);
    expect(later[0].at - first[0].at).toBeGreaterThanOrEqual(3000);
    for (const request of first) expect(request.at - first[0].at).toBeLessThan(3000);
  });

  it('does not prefetch on 2g, with data saver, or for a bot', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'loading-no-prefetch');
    // A page nothing on the dashboard links to: the loader fetches it.
    expect(await prefetch(page, '/landing-page/')).toBe(true);
    for (const connection of [{ effectiveType: 'slow-2g', saveData: false }, { effectiveType: '4g', saveData: true }]) {
      const slow = await openPage(suite.context());
      await slow.page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
      await slow.page.goto(`${stack.site}/login/`);
      await hydrated(slow.page);
      expect(await prefetch(slow.page, '/login/register/')).toBe(false);
    }
    const browser = await launchBrowser();
    try {
      const bot = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
      const botPage = await bot.newPage();
      await botPage.goto(`${stack.site}/login/`);
      await hydrated(botPage);
      expect(await prefetch(botPage, '/login/register/')).toBe(false);
    } finally {
      await browser.close();
    }
  });
});
