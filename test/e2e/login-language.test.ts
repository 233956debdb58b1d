// A French browser opening /login/ is moved to /fr/login/ once the page's script has loaded: a
// new page, whose form would start empty. What the visitor typed before then (a slow connection
// shows the form well before its script runs) is typed back; the password is not kept.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hydrated, launchBrowser, openPage } from '../support/browser';
import { readStack } from '../support/stack';

const stack = readStack();
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  ({ page, problems } = await openPage(context));
});
afterEach(async () => {
  await context?.close();
});

/** Opens `path` with its scripts held until `type` has filled the form the server sent. */
async function typedBeforeScripts(path: string, type: (page: Page) => Promise<void>): Promise<void> {
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(?:\?|$)/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto(`${stack.site}${path}`, { waitUntil: 'domcontentloaded' });
  await type(page);
  release();
  await page.waitForURL((url) => url.pathname.startsWith('/fr/'));
  await hydrated(page);
}

const valueIs = (testId: string, value: string) =>
  page.waitForFunction(
    ([id, expected]) => (document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | null)?.value === expected,
    [testId, value] as const,
    { timeout: 20_000 },
  );

it('keeps the e-mail typed on the sign-in page before it moved to French, not the password', async () => {
  await typedBeforeScripts('/login/', async (p) => {
    await p.getByTestId('login-email').fill('sam@example.test');
    await p.getByTestId('login-password').fill('secret-pass-1');
  });
  await valueIs('login-email', 'sam@example.test');
  expect(await page.getByTestId('login-password').inputValue()).toBe('');
  // The page is the French one, and signing in from it asks for the password, not the address.
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-error').waitFor();
  expect(await page.getByTestId('login-error').textContent()).toMatch(/mot de passe/i);
  expect(problems).toEqual([]);
});
