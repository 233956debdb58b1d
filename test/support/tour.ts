// A new account meets the product tour on the dashboard after the welcome modal: suites that
// are about something else skip it, as a user may.
import type { Page } from 'playwright-core';

export async function skipTour(page: Page): Promise<void> {
  await page.getByTestId('tour-skip').click();
  await page.getByTestId('tour-step').waitFor({ state: 'detached' });
}
