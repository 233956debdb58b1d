// Accessibility in Chromium: axe-core (WCAG 2 A and AA rules, colour contrast included) on
// every route, signed out, as a clinician and as an admin, in English and French: no serious
// or critical violation. The pages are also walked with the keyboard: every interactive
// element reached by Tab shows a visible focus. (axe runs injected into the page, so these
// contexts bypass the CSP, which the CSP suite tests on its own.)
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { hydrated, launchBrowser, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { demoUser, readStack } from '../support/stack';
import type { Browser } from 'playwright-core';

const stack = readStack();
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
beforeEach(async () => {
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, bypassCSP: true });
});
afterEach(async () => context?.close());

/** axe's serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${page.url()} ${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** axe on `path` once `ready` shows (and `settled`, a selector of the loaded state, where given). */
async function check(page: Page, path: string, ready: string, settled?: string): Promise<string[]> {
  await page.goto(`${stack.site}${path}`);
  await hydrated(page);
  await page.getByTestId(ready).first().waitFor();
  if (settled) await page.locator(settled).first().waitFor();
  return seriousViolations(page);
}

/** Tabs through the page: each focused element is visible and drawn with a focus indicator (outline or box shadow). */
async function focusIsVisible(page: Page, presses: number): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      // Only what Tab reaches: the page's own focus targets (tabindex -1, focused by script) are not controls.
      if (!el || el === document.body || el.tabIndex < 0) return null;
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      const drawn =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow && style.boxShadow !== 'none');
      return {
        name: `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}`,
        visible: rect.width > 0 && rect.height > 0,
        drawn: Boolean(drawn),
      };
    });
    if (state && (!state.visible || !state.drawn)) problems.push(`${state.name}: ${state.visible ? 'no focus indicator' : 'not visible'}`);
  }
  return problems;
}

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it('signed out: sign-in, registration and the landing page, in English and French', async () => {
    const { page } = await openPage(context);
    const found = [
      ...(await check(page, '/login/', 'login-email')),
      ...(await check(page, '/login/register/', 'register-submit')),
      ...(await check(page, '/landing-page/', 'landing')),
      ...(await check(page, '/fr/login/', 'login-email')),
    ];
    expect(found).toEqual([]);
    await page.goto(`${stack.site}/login/`);
    await hydrated(page);
    expect(await focusIsVisible(page, 8)).toEqual([]);
  });

  it('a clinician: every screen', async () => {
    const { page } = await openPage(context);
    await signedInClinician(stack, page, 'a11y');
    const found = [
      ...(await check(page, '/', 'recording-panel')),
      ...(await check(page, '/saved-sessions/', 'saved-sessions-search')),
      // Axe runs once the library has loaded (its upload button is enabled).
      ...(await check(page, '/note-library/', 'library-create', 'label[for="library-upload-input"]:not(.disabled)')),
      ...(await check(page, '/settings/', 'settings-form')),
      ...(await check(page, '/account/', 'account-save')),
      ...(await check(page, '/help/', 'help-faq-search')),
      ...(await check(page, '/fr/', 'recording-panel')),
    ];
    expect(found).toEqual([]);
    await page.goto(`${stack.site}/`);
    await hydrated(page);
    await page.getByTestId('recording-panel').waitFor();
    expect(await focusIsVisible(page, 12)).toEqual([]);
  });

  it('dark mode (the system setting): sign-in and the dashboard keep AA contrast', async () => {
    const dark = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
      colorScheme: 'dark',
    });
    const { page } = await openPage(dark);
    await page.goto(`${stack.site}/login/`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-bs-theme'))).toBe('dark');
    const found = [...(await check(page, '/login/', 'login-email'))];
    await signedInClinician(stack, page, 'a11y-dark');
    found.push(
      ...(await check(page, '/', 'recording-panel', '[data-testid="plan-summary"]')),
      ...(await check(page, '/saved-sessions/', 'saved-sessions-search')),
    );
    expect(found).toEqual([]);
    await dark.close();
  });

  it('an admin: every view', async () => {
    const { page } = await openPage(context);
    const admin = demoUser(stack, 'admin');
    await page.goto(`${stack.site}/login/`);
    await hydrated(page);
    await page.getByTestId('login-email').fill(admin.email);
    await page.getByTestId('login-password').fill(admin.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('admin-view-users').waitFor();
    const found = [
      ...(await check(page, '/admin/', 'admin-user-row')),
      ...(await check(page, '/reviews/', 'admin-reviews-filter')),
      ...(await check(page, '/promo-codes/', 'promo-create')),
      ...(await check(page, '/special-links/', 'special-link-create')),
    ];
    expect(found).toEqual([]);
  });
});
