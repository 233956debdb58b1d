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

/** Opens `path`, waits for hydration and for `testId` (the route's own content), and lets late chunks load. */
async function visit(page: Page, path: string, testId: string) {
  await page.goto(`${stack.site}${path}`);
  await hydrated(page);
  await page.getByTestId(testId).first().waitFor();
  await page.waitForTimeout(700);
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
    await page.waitForTimeout(300);
    expect(violations.some((v) => v.startsWith('script-src') && v.includes(marker))).toBe(true);

    const deadline = Date.now() + 10000;
    let reported = false;
    while (!reported && Date.now() < deadline) {
      const received = (await (await fetch(`${stack.cspReports}/_received`)).json()) as Array<Record<string, string>>;
      reported = received.some((r) => String(r['script-sample'] ?? '').includes(marker));
      if (!reported) await new Promise((r) => setTimeout(r, 300));
    }
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
      [...document.querySelectorAll('style')].filter((e) => !e.hasAttribute('data-identity') && e.textContent?.includes('--toastify-color-light')).map((e) => e.sheet?.cssRules.length ?? 0),
    );
    expect(toastStyles.length).toBeGreaterThan(0);
    expect(Math.min(...toastStyles)).toBeGreaterThan(0);
    await visit(page, '/account/', 'account-save');
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
    await page.waitForTimeout(1500);
    await page.getByTestId('record-stop').click();
    await page.waitForTimeout(700);

    await visit(page, '/fr/', 'recording-panel');
    await visit(page, '/fr/note-library/', 'library-create');
    await visit(page, '/fr/settings/', 'settings-form');
    await visit(page, '/fr/account/', 'account-save');
    expect(violations).toEqual([]);
  });

  it('the admin: /admin/ and /fr/admin/ without a violation', async () => {
    const page = await openPage();
    const admin = demoUser(stack, 'admin');
    await visit(page, '/login/', 'login-email');
    await page.getByTestId('login-email').fill(admin.email);
    await page.getByTestId('login-password').fill(admin.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/admin\/$/);
    await page.getByTestId('admin-header').waitFor();
    await visit(page, '/admin/', 'admin-header');
    await visit(page, '/fr/admin/', 'admin-header');
    expect(violations).toEqual([]);
  });
});
