// A fresh clinician for browser suites: an account in the Auth emulator, registered as a
// practitioner, past the welcome modal (and on `plan` when given), signed in on `page`.
import type { Page } from 'playwright-core';
import { hydrated } from './browser';
import { eventually, patchDoc, readDoc } from './firestore-rest';
import { newAccount, type Stack } from './stack';

/**
 * How long the first page after signing in may take to show: its code, the account's documents
 * and the functions' first answers, loaded while the other lane's suites share the two cores
 * (it took over 30 s once in a fresh-clone run, and showed on the run again alone).
 */
const FIRST_PAGE_MS = 90_000;

export async function signedInClinician(stack: Stack, page: Page, label: string, plan?: string) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  await fetch(`${stack.api}/account/register`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Kim', lastName: 'Lee', role: 'therapist', country: 'Canada' }),
  });
  await patchDoc(stack, `users/${account.localId}`, {
    isFirstTimeLogin: false,
    // The product tour has its own test (tour.test.ts): the other suites start past it.
    displayProductTour: false,
    ...(plan ? { subscription: { plan, option: '', discount: 0, subscriptionId: '' } } : {}),
  });
  await page.goto(`${stack.site}/login/`);
  await hydrated(page);
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill('secret-pass-1');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('recording-panel').waitFor({ timeout: FIRST_PAGE_MS });
  return { uid: account.localId, idToken: account.idToken, email: account.email };
}

/** Creates an in-person session for `clientName` in the new-session dialog, consent given: its id. */
export async function createSessionInDialog(page: Page, clientName: string): Promise<string> {
  await page.getByTestId('new-session').click();
  await page.getByTestId('session-client-name').fill(clientName);
  await page.getByTestId('session-consent').click();
  // The consent pop-up (on by default) asks the clinician to read the consent text first.
  await page.getByTestId('consent-popup-agree').click();
  await page.getByTestId('session-create').click();
  await page.getByTestId('session-name').waitFor();
  return (await page.getByTestId('session-name').getAttribute('data-session-id')) as string;
}
