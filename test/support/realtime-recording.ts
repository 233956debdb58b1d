// A recording in the browser against a realtime server the test started itself (an instance,
// or the balancer in front of several): the page is pointed at it, a new clinician starts a
// dictation and records; and the recording page's saved-on-server counter, read and waited on.
import type { Browser, Page } from 'playwright-core';
import { openPage } from './browser';
import { createSessionInDialog, signedInClinician } from './clinician';
import type { Stack } from './stack';

/** Signs a new clinician in on a page that talks to `realtimeUrl`, starts a session and records until it listens. */
export async function recordingThrough(stack: Stack, browser: Browser, realtimeUrl: string, label: string) {
  // The site's CSP names the stack's realtime server only (csp.test.ts covers it).
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), realtime: realtimeUrl } });
  });
  const { page } = await openPage(context);
  const { uid } = await signedInClinician(stack, page, label);
  const sessionId = await createSessionInDialog(page, label);
  await page.getByTestId('record-start').click();
  await page.locator('[data-testid="record-status"][data-status="listening"]').waitFor();
  return { context, page, uid, sessionId };
}

/** The chunks captured, or those the server holds durably, as the recording page shows them. */
export const progress = (page: Page, name: 'acknowledged' | 'captured') =>
  page.getByTestId('record-saved').getAttribute(`data-${name}`).then(Number);

/** Waits until the server holds at least `chunks` chunks durably. */
export const acknowledgedAtLeast = (page: Page, chunks: number, timeout = 90000) =>
  page.waitForFunction(
    (n) => Number(document.querySelector('[data-testid="record-saved"]')?.getAttribute('data-acknowledged')) >= n,
    chunks,
    { timeout },
  );

/** Waits until the server holds all but the last chunk or two captured. */
export const caughtUp = (page: Page, timeout: number) =>
  page.waitForFunction(
    () => {
      const el = document.querySelector('[data-testid="record-saved"]');
      return Number(el?.getAttribute('data-acknowledged')) + 2 >= Number(el?.getAttribute('data-captured'));
    },
    null,
    { timeout },
  );
