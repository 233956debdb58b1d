// Headless Debian Chromium through playwright-core, with the flags this workplace needs.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Playwright gives every launch a new, empty profile directory of its own.
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}

/** A page that records console errors, warnings and uncaught exceptions, for tests to assert on. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A resource that failed to load is named by its path, so that a failure says which call it was.
    const url = message.text().startsWith('Failed to load resource') ? message.location().url : '';
    problems.push(`${message.type()}: ${message.text()}${url ? ` [${new URL(url).pathname}]` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { page, problems };
}

/** Resolves once React has hydrated the page (gatsby-browser marks <body data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('body[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Registers the usual lifecycle of a browser suite: one Chromium for the file, a fresh
 * context (English, desktop size) for each test. Returns getters for both.
 */
export function browserSuite(viewport = { width: 1280, height: 900 }) {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'en-US', viewport });
  });
  afterEach(async () => {
    await context?.close();
  });
  return { browser: () => browser, context: () => context };
}

/** Opens a collapsible section (collapsed by default; remembered per browser) if it is closed. */
export async function openSection(page: Page, testId: string): Promise<void> {
  const section = page.getByTestId(testId);
  if ((await section.getAttribute('data-open')) !== 'true') await page.getByTestId(`${testId}-toggle`).click();
  await page.locator(`[data-testid="${testId}"][data-open="true"] .collapse.show`).waitFor();
}
