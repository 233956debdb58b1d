// The interface at a phone's, a tablet's and a desktop's width (390, 768 and 1280 px): no
// screen scrolls sideways, the navbar is collapsed behind its toggle below 992 px and on one
// line above, and the collapsible sections start collapsed, open on demand and stay
// as the clinician left them after a reload.
import type { Browser, Page } from 'playwright-core';
import { hydrated, launchBrowser, openPage, openSection } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { readStack } from '../support/stack';

const stack = readStack();
const WIDTHS = [390, 768, 1280];
const SIGNED_OUT = ['/login/', '/login/register/', '/landing-page/'];
const SIGNED_IN = [
  '/',
  '/saved-sessions/',
  '/note-library/',
  '/integrations/',
  '/billing/',
  '/style/',
  '/settings/',
  '/account/',
  '/help/',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** How far the page is wider than the window (0 when nothing scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${stack.site}${path}`);
  await hydrated(page);
  await page.locator('main').first().waitFor();
}

/** Every route at `width`: what overflows (path and pixels) and how the navbar is shown. */
async function layoutAt(page: Page, width: number, paths: string[]) {
  await page.setViewportSize({ width, height: 900 });
  const problems: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    const extra = await overflow(page);
    if (extra > 0) problems.push(`${path} at ${width}px scrolls sideways by ${extra}px`);
    const toggler = await page.locator('.navbar-toggler').first().isVisible();
    if (toggler !== width < 992) problems.push(`${path} at ${width}px: navbar toggle ${toggler ? 'shown' : 'hidden'}`);
  }
  return problems;
}

describe('layouts at 390, 768 and 1280 px', () => {
  it('signed out: no sideways scrolling, the navbar collapsed below 992 px', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const { page } = await openPage(context);
    const problems: string[] = [];
    for (const width of WIDTHS) problems.push(...(await layoutAt(page, width, SIGNED_OUT)));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signed in: every screen fits; the navbar opens from its toggle on a phone and keeps one line on a desktop', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await signedInClinician(stack, page, 'layouts');
    const problems: string[] = [];
    for (const width of WIDTHS) problems.push(...(await layoutAt(page, width, SIGNED_IN)));
    expect(problems).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/');
    const navbarHeight = await page.getByTestId('navbar').evaluate((el) => el.getBoundingClientRect().height);
    expect(navbarHeight).toBeLessThan(70);
    // Icon-only items keep their names for screen readers.
    expect(await page.getByTestId('nav-settings').textContent()).toBe('Settings');
    // French labels are longer: the bar still keeps to one line.
    await visit(page, '/fr/');
    expect(await page.getByTestId('navbar').evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(70);
    expect(await page.getByTestId('nav-saved-sessions').textContent()).toBe('Séances enregistrées');

    await page.setViewportSize({ width: 390, height: 900 });
    await visit(page, '/');
    expect(await page.getByTestId('nav-help').isVisible()).toBe(false);
    await page.locator('.navbar-toggler').click();
    await page.getByTestId('nav-help').waitFor();
    expect(await page.locator('.navbar-toggler').getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('recording, customisation and note-selection options start collapsed, open on demand, and stay open after a reload', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 900 } });
    const { page } = await openPage(context);
    await signedInClinician(stack, page, 'sections');
    await page.getByTestId('new-session').click();
    const recordingOptions = page.getByTestId('recording-options');
    expect(await recordingOptions.getAttribute('data-open')).toBe('false');
    expect(await page.getByTestId('session-language').isVisible()).toBe(false);
    // Closed, the section still says what is chosen.
    expect(await page.getByTestId('recording-options-toggle').textContent()).toContain('English');
    await openSection(page, 'recording-options');
    expect(await page.getByTestId('session-language').isVisible()).toBe(true);
    await page.getByTestId('session-client-name').fill('Layout Check');
    await page.getByTestId('session-consent').click();
    await page.getByTestId('consent-popup-agree').click();
    await page.getByTestId('session-create').click();
    await page.getByTestId('session-name').waitFor();

    for (const section of ['notes-selection', 'notes-customization']) {
      expect(await page.getByTestId(section).getAttribute('data-open')).toBe('false');
    }
    expect(await page.getByTestId('notes-generate').isVisible()).toBe(true);
    expect(await page.getByTestId('notes-selection-toggle').textContent()).toContain('SOAP');
    await openSection(page, 'notes-selection');
    await page.getByTestId('note-type-soap').waitFor();

    // The choice is a UI preference kept across reloads (the session itself is not).
    await page.reload();
    await hydrated(page);
    await page.getByTestId('new-session').click();
    await page.getByTestId('recording-options').waitFor();
    expect(await page.getByTestId('recording-options').getAttribute('data-open')).toBe('true');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
