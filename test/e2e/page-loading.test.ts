// Page loading as the product promises it, in Chromium with requests failed on purpose: page
// data is retried up to 3 times; a 500 shows the 500 page; a page's script that fails to load
// makes a full navigation to the path; no prefetching on 2g, with data saver, or for bots.
// (Gatsby's loader prefetches in batches of 4, 3000 ms apart; an unknown path is served the
// main page by the hosting's catch-all, so the app can route it.) The dashboard's frame is in its
// static HTML, so it paints before the scripts and the signed-in user are loaded, its plan
// line's placeholder as high as the line will be (nothing moves when it comes). The sign-in
// page loads no store: the store loads with the signed-in pages, or when a sign-in completes.
// Firestore comes without the regular-expression engine of its pipeline queries. Every script
// starts with V8's hint to compile it while it downloads, and its source map still fits it.
// The dashboard's workspace comes in a chunk of its own, not in the page's chunk; the notes
// panel's code comes with the first session.
import type { Page, Request, Response } from 'playwright-core';
import { browserSuite, hydrated, launchBrowser, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually } from '../support/firestore-rest';
import { readStack } from '../support/stack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { COMPILE_HINT } = require('../../scripts/webpack/compile-hint.cjs') as { COMPILE_HINT: string };

const stack = readStack();
const suite = browserSuite();
/** What only the dashboard workspace's code has: the recording panel's test id as it renders it. */
const WORKSPACE_MARKER = '"data-testid":"recording-panel"';

/** Navigates inside the app (no page load), as a link does. */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => (window as unknown as { ___navigate: (p: string) => void }).___navigate(to), path);
/** What the loader's prefetch of `path` resolves to (false: it declined to prefetch). */
const prefetch = (page: Page, path: string) =>
  page.evaluate(
    (to) =>
      new Promise((resolve) =>
        (window as unknown as { ___loader: { prefetch: (p: string) => { then: (r: (v: unknown) => void) => void } } }).___loader
          .prefetch(to)
          .then(resolve),
      ),
    path,
  );

/**
 * Starts collecting the scripts `page` loads; the returned function tells which of `markers`
 * (strings only a given library's code has) the scripts requested so far hold, once they have
 * arrived: true for all, false for none (a partial match is reported as such, and fails both).
 */
function scriptsOf(page: Page, markers: string[]) {
  const sources: Array<Promise<string>> = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      sources.push(
        request
          .response()
          .then((response) => response?.text() ?? '')
          .catch(() => ''),
      );
  });
  return async () => {
    const loaded = (await Promise.all(sources)).join('\n');
    const found = markers.filter((marker) => loaded.includes(marker));
    return found.length === 0 ? false : found.length === markers.length ? true : `partly: ${found.join(', ')}`;
  };
}

/**
 * The scripts `page` receives until the returned function is called, with their bodies. A
 * body still arriving when the suite's context closes cannot be read: reads are always
 * handled, and every script received before the call must have been read.
 */
function scriptResponses(page: Page): () => Promise<Array<{ url: string; text: string }>> {
  const scripts: Array<Promise<{ url: string; text: string | null }>> = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.text().then(
          (text) => ({ url: response.url(), text }),
          () => ({ url: response.url(), text: null }),
        ),
      );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const read = await Promise.all(scripts);
    expect(read.filter(({ text }) => text === null).map(({ url }) => url)).toEqual([]);
    return read.map(({ url, text }) => ({ url, text: text ?? '' }));
  };
}

/**
 * Reloads `page` holding the runtime configuration, without which Firebase cannot start: the
 * user stays unknown, and the page shows its frame, until the returned function is called.
 */
async function reloadWithUserUnknown(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/runtime-config.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await hydrated(page);
  return release;
}

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

  it('shows the 500 page when the server fails a page’s data', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'loading-errors');
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

  it('does not prefetch on 2g, with data saver, or for a bot', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'loading-no-prefetch');
    // A page nothing on the dashboard links to: the loader fetches it.
    expect(await prefetch(page, '/landing-page/')).toBe(true);
    for (const connection of [
      { effectiveType: 'slow-2g', saveData: false },
      { effectiveType: '4g', saveData: true },
    ]) {
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

  it('paints the dashboard’s (and every signed-in page’s) frame before the user is known, with nothing of the user in it', async () => {
    const html = await (await fetch(`${stack.site}/`)).text();
    expect(html).toContain('data-testid="dashboard-loading"');
    expect(html).toContain('Your consultations, transcripts and notes will appear here.');
    // The other signed-in pages: their title over grey lines, in the page's language.
    for (const [path, title] of [
      ['/saved-sessions/', 'Saved Sessions'],
      ['/fr/settings/', 'Paramètres'],
      ['/help/', 'Help and support'],
      ['/fr/note-library/', 'Bibliothèque de notes'],
    ]) {
      const pageHtml = await (await fetch(`${stack.site}${path}`)).text();
      expect(pageHtml).toContain('data-testid="page-loading"');
      expect(pageHtml).toMatch(new RegExp(`<h1 class="h4 mb-3">${title}</h1>`));
    }

    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'loading-frame');
    const release = await reloadWithUserUnknown(page);
    const frame = page.getByTestId('dashboard-loading');
    await frame.waitFor();
    expect(await frame.textContent()).toContain('Your consultations, transcripts and notes will appear here.');
    expect(await page.locator('main').textContent()).not.toContain('Kim');
    expect(await page.getByTestId('dashboard').count()).toBe(0);

    release();
    await page.getByTestId('plan-summary').waitFor();
    expect(await page.getByTestId('dashboard').textContent()).toContain('Kim Lee');
    expect(await frame.count()).toBe(0);
  });

  it('holds the plan line’s place while the profile is read: on a phone too, the line takes the rows it will take', async () => {
    for (const width of [390, 1280]) {
      const context = await suite.browser().newContext({ locale: 'en-US', viewport: { width, height: 844 } });
      const { page } = await openPage(context);
      await signedInClinician(stack, page, `loading-plan-line-${width}`);
      const release = await reloadWithUserUnknown(page);
      const placeholder = await page.getByTestId('plan-summary-placeholder').boundingBox();
      release();
      await page.getByTestId('plan-summary').waitFor();
      const line = await page.getByTestId('plan-summary').boundingBox();
      await context.close();
      // Two rows on the phone, one on the desktop: the placeholder is as high as the line.
      expect({ width, placeholder: placeholder?.height }).toEqual({ width, placeholder: line?.height });
    }
  });

  it('loads no store on the sign-in page; the store comes with sign-in, and the workspace has it', async () => {
    const { page } = await openPage(suite.context());
    // Strings only the store's code has: redux's init action and redux-persist's rehydration.
    const loginLoadedStore = scriptsOf(page, ['@@redux/INIT', 'persist/REHYDRATE']);
    await page.goto(`${stack.site}/login/`);
    await hydrated(page);
    await page.getByTestId('login-submit').waitFor();
    expect(await loginLoadedStore()).toBe(false);

    // Signing in loads it, and the dashboard it leads to works with it.
    await signedInClinician(stack, page, 'loading-store');
    expect(await loginLoadedStore()).toBe(true);
    await page.getByTestId('plan-summary').waitFor();
  });

  it('loads Firestore on the workspace without the regular-expression engine of its pipeline queries', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'loading-firestore');
    // Strings only Firestore's code has, and only re2js's.
    const firestoreLoaded = scriptsOf(page, ['google.firestore.v1', 'firestore.googleapis.com']);
    const regexEngineLoaded = scriptsOf(page, ['missing argument to repetition operator', 'invalid nested repetition operator']);
    await page.goto(`${stack.site}/saved-sessions/`);
    await hydrated(page);
    // The list of saved sessions (empty for a new clinician) comes from Firestore: the SDK answers.
    await page.getByTestId('saved-sessions-empty').waitFor();
    expect(await page.getByTestId('saved-sessions-empty').textContent()).toContain('No session data found for this user.');
    expect(await firestoreLoaded()).toBe(true);
    expect(await regexEngineLoaded()).toBe(false);
  });

  it('serves every script of the workspace with the hint to compile it while it downloads, its source map still fitting it', async () => {
    const { page } = await openPage(suite.context());
    const scripts = scriptResponses(page);
    await signedInClinician(stack, page, 'loading-compile-hint');
    await page.getByTestId('plan-summary').waitFor();
    const loaded = await scripts();
    expect(loaded.length).toBeGreaterThan(5);
    expect(loaded.filter(({ text }) => !text.startsWith(`${COMPILE_HINT}\n`)).map(({ url }) => url)).toEqual([]);
    // The hint was there before the source maps were made: their first line (the hint's) maps
    // to nothing, and the next one to the code. Added after, every line would be one off.
    const appAndPage = loaded.filter(({ url }) => /\/(app|component---src-pages-index-tsx)-[0-9a-f]+\.js$/.test(url));
    expect(appAndPage).toHaveLength(2);
    for (const { url } of appAndPage) {
      const { mappings } = (await (await fetch(`${url}.map`)).json()) as { mappings: string };
      const [hintLine, codeLine] = mappings.split(';');
      expect({ url, hintLine, codeMapped: codeLine.length > 0 }).toEqual({ url, hintLine: '', codeMapped: true });
    }
  });

  it('loads the dashboard’s workspace in a chunk of its own, next to the page’s chunk', async () => {
    // Signed in on one page, loaded on a second one: a script the first page was still
    // receiving would have no body to read once it navigated away.
    const { page: signIn } = await openPage(suite.context());
    await signedInClinician(stack, signIn, 'loading-workspace-chunk');
    const { page } = await openPage(suite.context());
    const scripts = scriptResponses(page);
    await page.goto(`${stack.site}/`);
    await page.getByTestId('recording-panel').waitFor();
    const loaded = await scripts();
    // Only the workspace's code renders the recording panel.
    const withWorkspace = (part: { text: string }) => part.text.includes(WORKSPACE_MARKER);
    const pageChunk = loaded.filter(({ url }) => /\/component---src-pages-index-tsx-[0-9a-f]+\.js$/.test(url));
    expect(pageChunk).toHaveLength(1);
    expect(withWorkspace(pageChunk[0])).toBe(false);
    expect(loaded.filter(withWorkspace)).toHaveLength(1);
  });

  it('loads the notes panel, and the recoil it uses, with the first session, not with the dashboard', async () => {
    const { page: signIn } = await openPage(suite.context());
    await signedInClinician(stack, signIn, 'loading-notes-panel');
    const { page } = await openPage(suite.context());
    // Strings only the notes panel's code has, and only recoil's; and only the upload panel's,
    // whose code is asked for in the render that would ask for the notes panel's.
    const notesLoaded = scriptsOf(page, ['"data-testid":"notes-panel"', 'Duplicate atom key']);
    const uploadPanelLoaded = scriptsOf(page, ['"data-testid":"upload-panel"']);
    await page.goto(`${stack.site}/`);
    await page.getByTestId('recording-panel').waitFor();
    await eventually(uploadPanelLoaded, (loaded) => loaded === true);
    expect(await notesLoaded()).toBe(false);

    await page.getByTestId('new-session').click();
    await page.getByTestId('session-type-dictate').click();
    await page.getByTestId('session-client-name').fill('Jane Roe');
    await page.getByTestId('session-create').click();
    await page.getByTestId('notes-panel').waitFor();
    expect(await notesLoaded()).toBe(true);
  });

  it('shows the notes panel when its code failed to load with the first session: it is loaded again, the workspace stays', async () => {
    const { page: signIn } = await openPage(suite.context());
    await signedInClinician(stack, signIn, 'loading-notes-retry');
    const { page } = await openPage(suite.context());
    const failed: string[] = [];
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!failed.length && body.includes('"data-testid":"notes-panel"')) {
        failed.push(route.request().url());
        await route.abort('internetdisconnected');
      } else await route.fulfill({ response, body });
    });
    await page.goto(`${stack.site}/`);
    await page.getByTestId('new-session').click();
    await page.getByTestId('session-type-dictate').click();
    await page.getByTestId('session-client-name').fill('Jane Roe');
    await page.getByTestId('session-create').click();
    await page.getByTestId('notes-panel').waitFor();
    expect(failed).toHaveLength(1);
    expect(await page.getByTestId('route-error').count()).toBe(0);
    expect(await page.getByTestId('recording-panel').count()).toBe(1);
    // The page stays open in the suite's context: its scripts still loading must not reach a handler whose test has ended.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('shows the workspace when its early load failed: its first render loads it again', async () => {
    const { page } = await openPage(suite.context());
    await signedInClinician(stack, page, 'loading-workspace-retry');
    const failed: string[] = [];
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!failed.length && body.includes(WORKSPACE_MARKER) && !/component---src-pages-index-tsx-/.test(route.request().url())) {
        failed.push(route.request().url());
        await route.abort('internetdisconnected');
      } else await route.fulfill({ response, body });
    });
    await page.goto(`${stack.site}/`);
    await page.getByTestId('recording-panel').waitFor();
    expect(failed).toHaveLength(1);
    expect(await page.getByTestId('route-error').count()).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
