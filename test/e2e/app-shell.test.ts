// The app shell in headless Chromium against the built site on the local stack.
import { hydrated, openPage, browserSuite } from '../support/browser';
import { demoUser, readStack } from '../support/stack';

const stack = readStack();
const session = browserSuite({ width: 1280, height: 800 });
const browser = () => session.browser();
const context = () => session.context();

describe('app shell', () => {
  it('sends a signed-out visitor from / to /login, without console errors or hydration warnings', async () => {
    const { page, problems } = await openPage(context());
    await page.goto(`${stack.site}/`);
    await page.waitForURL(/\/login\/$/, { timeout: 30000 });
    await page.getByTestId('login-email').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.textContent('h1')).toBe('Sign in');
    expect(await page.title()).toBe('ClinicScribe');
    expect(problems).toEqual([]);
  });

  it('serves /fr/login/ in French', async () => {
    const { page, problems } = await openPage(context());
    await page.goto(`${stack.site}/fr/login/`);
    await hydrated(page);
    expect(await page.textContent('h1')).toBe('Connexion');
    expect(await page.getByTestId('login-submit').textContent()).toBe('Se connecter');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(problems).toEqual([]);
  });

  it('switches language on the same page and remembers the choice', async () => {
    const { page } = await openPage(context());
    await page.goto(`${stack.site}/login/register/`);
    await hydrated(page);
    await page.getByTestId('language-fr').click();
    await page.waitForURL(/\/fr\/login\/register\/$/);
    await page.getByRole('heading', { name: 'Créer votre compte' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');

    await page.goto(`${stack.site}/login/`);
    await page.waitForURL(/\/fr\/login\/$/);
    expect(await page.textContent('h1')).toBe('Connexion');
  });

  it('detects French from the browser language, and the lng query parameter wins over it', async () => {
    const french = await browser().newContext({ locale: 'fr-FR' });
    try {
      const { page } = await openPage(french);
      await page.goto(`${stack.site}/login/`);
      await page.waitForURL(/\/fr\/login\/$/);
      expect(await page.textContent('h1')).toBe('Connexion');

      const { page: second } = await openPage(await browser().newContext({ locale: 'fr-FR' }));
      await second.goto(`${stack.site}/login/?lng=en`);
      await hydrated(second);
      await second.waitForTimeout(500);
      expect(new URL(second.url()).pathname).toBe('/login/');
      expect(await second.textContent('h1')).toBe('Sign in');
      await second.context().close();
    } finally {
      await french.close();
    }
  });

  it('detects French from the i18next cookie, ahead of an English browser', async () => {
    const english = await browser().newContext({ locale: 'en-US' });
    try {
      await english.addCookies([{ name: 'i18next', value: 'fr', url: stack.site }]);
      const { page } = await openPage(english);
      await page.goto(`${stack.site}/login/`);
      await page.waitForURL(/\/fr\/login\/$/);
      expect(await page.textContent('h1')).toBe('Connexion');
    } finally {
      await english.close();
    }
  });

  it('shows the not-found page at /404/ and /404.html, and sends unknown paths to the main index', async () => {
    const { page } = await openPage(context());
    // Hosting answers /404.html itself with status 404; the page is the same.
    for (const path of ['/404/', '/404.html', '/fr/404.html']) {
      await page.goto(`${stack.site}${path}`);
      await page.getByTestId('not-found').waitFor();
    }
    expect(await page.textContent('h1')).toBe('Page introuvable');
    // The hosting catch-all serves the main index (every unknown path gets the app, which routes it); signed out, that leads to /login.
    const unknown = await openPage(context());
    await unknown.page.goto(`${stack.site}/no/such/page/`);
    await unknown.page.waitForURL(/\/login\/$/);
    expect(unknown.problems).toEqual([]);
  });

  it('keeps the navbar collapsed on a phone-sized screen until it is opened', async () => {
    const phone = await browser().newContext({ locale: 'en-US', viewport: { width: 390, height: 800 } });
    try {
      const { page } = await openPage(phone);
      await page.goto(`${stack.site}/login/`);
      await hydrated(page);
      expect(await page.getByTestId('language-switcher').isVisible()).toBe(false);
      await page.getByLabel('Toggle navigation').click();
      await page.getByTestId('language-switcher').waitFor({ state: 'visible' });
    } finally {
      await phone.close();
    }
  });

  it('tells a failure nobody caught as a toast in the page’s language, on the sign-in page too (which loads no store)', async () => {
    for (const [path, text] of [
      ['/login/', 'Something went wrong. Please try again; if it happens again, reload the page.'],
      ['/fr/login/', 'Une erreur est survenue. Veuillez réessayer ; si elle se reproduit, rechargez la page.'],
    ]) {
      const { page } = await openPage(context());
      await page.goto(`${stack.site}${path}`);
      await hydrated(page);
      await page.evaluate(() => void Promise.reject(new Error('lost on purpose')));
      await page.locator('.Toastify__toast').first().waitFor();
      expect(await page.locator('.Toastify__toast').allTextContents()).toEqual([text]);
    }
  });

  it('shows the catalogue text for a wrong password', async () => {
    const { page } = await openPage(context());
    const clinician = demoUser(stack, 'clinician');
    await page.goto(`${stack.site}/login/`);
    await page.getByTestId('login-email').fill(clinician.email);
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toBe('Wrong password.');
  });

  it('signs the demo clinician in, connects the realtime socket, and logs out to /login', async () => {
    const { page, problems } = await openPage(context());
    const clinician = demoUser(stack, 'clinician');
    await page.goto(`${stack.site}/login/`);
    await page.getByTestId('login-email').fill(clinician.email);
    await page.getByTestId('login-password').fill(clinician.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard').waitFor({ timeout: 30000 });
    await page.locator('[data-testid="realtime-status"][data-status="connected"]').waitFor({ timeout: 30000 });
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login\/$/);
    await page.goto(`${stack.site}/`);
    await page.waitForURL(/\/login\/$/);
    expect(problems).toEqual([]);
  });
});
