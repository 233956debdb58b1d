// Every route in headless Chromium under the Content-Security-Policy the hosting emulator
// sends: no `securitypolicyviolation` event and no CSP console message, signed out, as a
// clinician (with a session started, so the socket and API calls happen under the
// policy) and as the admin. And the policy is really on: an injected inline script is
// blocked and reported to the stack's collector.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hydrated, launchBrowser } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { demoUser, readStack, type Stack } from '../support/stack';

const stack = readStack() as Stack & { cspReports?: string | null };
let browser: Browser;
let context: BrowserContext;
let violations: string[];

beforeAll(async () => {
  browser = await launchBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  violations = [];
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  // Survives navigations: every document of the context reports its violations here.
  await context.exposeBinding('__cspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sample})`);
    });
  });
});
afterEach(async () => {
  await context?.close();
});

async function openPage(): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  return page;
}

/**
 * Opens `path`, waits for hydration and for `testId` (the route's own content), then gives
 * late chunks a moment: a violation is an absence to watch for, with no event to wait on
 * (network idleness never comes while Firestore's listener channel is open).
 */
async function visit(page: Page, path: string, testId: string) {
  await page.goto(`${stack.site}${path}`);
  await hydrated(page);
  await page.getByTestId(testId).first().waitFor();
  await page.waitForTimeout(700);
}

/** Waits (bounded) until `check` holds: for events that arrive in this process. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe('the Content-Security-Policy in the browser', () => {
  it('blocks an injected inline script and reports it', async () => {
    const page = await openPage();
    await visit(page, '/login/', 'login-email');
    const marker = `csp-probe-${Date.now()}`;
    const ran = await page.evaluate((text) => {
      const script = document.createElement('script');
      script.textContent = `/*${text}*/window.cspProbe = true;`;
      document.body.appendChild(script);
      return (window as unknown as { cspProbe?: boolean }).cspProbe === true;
    }, marker);
    expect(ran).toBe(false);
    expect(await eventually(() => violations.some((v) => v.startsWith('script-src') && v.includes(marker)))).toBe(true);
    const reported = await eventually(async () => {
      const received = (await (await fetch(`${stack.cspReports}/_received`)).json()) as Array<Record<string, string>>;
      return received.some((r) => String(r['script-sample'] ?? '').includes(marker));
    });
    expect(reported).toBe(true);
  });

  it('signed out: /, /login/, /login/register/ and their French pages run without a violation', async () => {
    const page = await openPage();
    await visit(page, '/', 'login-email');
    await visit(page, '/login/', 'login-email');
    await visit(page, '/login/register/', 'register-submit');
    await visit(page, '/fr/login/', 'login-email');
    await visit(page, '/fr/login/register/', 'register-submit');
    expect(violations).toEqual([]);
  });

  it('a clinician: every screen, a session started and recording, without a violation', async () => {
    const page = await openPage();
    await signedInClinician(stack, page, 'csp');
    await page.locator('[data-testid="realtime-status"][data-status="connected"]').waitFor();
    await visit(page, '/note-library/', 'library-create');
    await visit(page, '/settings/', 'settings-form');
    // A toast mounts react-toastify's container, which inserts its stylesheet as a <style>
    // element (not Gatsby's inlined CSS): it is applied, allowed by its hash.
    await page.getByTestId('settings-save').click();
    await page.locator('.Toastify__toast').first().waitFor();
    const toastStyles = await page.evaluate(() =>
      [...document.querySelectorAll('style')]
        .filter((e) => !e.hasAttribute('data-identity') && e.textContent?.includes('--toastify-color-light'))
        .map((e) => e.sheet?.cssRules.length ?? 0),
    );
    expect(toastStyles.length).toBeGreaterThan(0);
    expect(Math.min(...toastStyles)).toBeGreaterThan(0);
    await visit(page, '/account/', 'account-save');
    await visit(page, '/saved-sessions/', 'saved-sessions-search');
    await visit(page, '/', 'recording-panel');

    // The new-session dialog → session-create: the API, Firestore and the socket under the policy.
    await page.getByTestId('new-session').click();
    await page.getByTestId('session-client-name').fill('Jane Doe');
    await page.getByTestId('session-consent').click();
    await page.getByTestId('consent-popup-agree').click();
    await page.getByTestId('session-create').click();
    await page.getByTestId('session-name').waitFor();
    // Recording loads the capture worklet (script-src) and sends audio over the socket.
    await page.getByTestId('record-start').click();
    await page.locator('[data-testid="record-status"][data-status="listening"], [data-testid="record-notice"]').first().waitFor();
    expect(await page.getByTestId('record-notice').count()).toBe(0);
    // A second of audio on the server: the socket carried it under the policy.
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="record-saved"]')?.getAttribute('data-acknowledged')) >= 4,
      null,
      { timeout: 30000 },
    );
    await page.getByTestId('record-stop').click();
    await page.locator('[data-testid="record-status"][data-status="stopped"]').waitFor({ timeout: 60000 });

    await visit(page, '/fr/', 'recording-panel');
    await visit(page, '/fr/note-library/', 'library-create');
    await visit(page, '/fr/settings/', 'settings-form');
    await visit(page, '/fr/account/', 'account-save');
    await visit(page, '/fr/saved-sessions/', 'saved-sessions-search');
    expect(violations).toEqual([]);
  });

  it('the admin: every admin view, in English and French, without a violation', async () => {
    const page = await openPage();
    const admin = demoUser(stack, 'admin');
    await visit(page, '/login/', 'login-email');
    await page.getByTestId('login-email').fill(admin.email);
    await page.getByTestId('login-password').fill(admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/admin\/$/);
    await page.getByTestId('admin-header').waitFor();
    await visit(page, '/admin/', 'admin-users-search');
    await page.getByTestId('admin-user-manage').first().click();
    await page.getByTestId('admin-user-editor').waitFor();
    await visit(page, '/reviews/', 'admin-reviews-filter');
    await visit(page, '/promo-codes/', 'promo-create');
    await visit(page, '/special-links/', 'special-link-create');
    await visit(page, '/fr/admin/', 'admin-users-search');
    await visit(page, '/fr/promo-codes/', 'promo-create');
    expect(violations).toEqual([]);
  });
});
