// Help and support in Chromium: the FAQ (at least 15 questions, searchable as you type), the
// how-to videos' written steps, Contact Us (a too-short message refused in place; a message
// sent reaches support with the user's plan and browser; a burst is rate-limited), Book a
// Demo and the price-match line, in English and French.
import { browserSuite, hydrated, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually, mailsTo } from '../support/firestore-rest';
import { testAddress } from '../support/proof-of-work';
import { roomInWindow } from '../support/rate-window';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();
const SUPPORT = 'support@clinicscribe.example';

describe('Help', () => {
  it('answers questions, takes a message to support, and offers a demo', async () => {
    const { page, problems } = await openPage(suite.context());
    const { uid, email } = await signedInClinician(stack, page, 'help');
    await page.getByTestId('nav-help').click();
    await page.getByTestId('help-faq-search').waitFor();
    expect(await page.getByTestId('help-faq-item').count()).toBeGreaterThanOrEqual(15);
    await page.getByTestId('help-faq-search').fill('how long kept');
    await eventually(
      () => page.getByTestId('help-faq-item').count(),
      (count) => count === 1,
    );
    expect(await page.getByTestId('help-faq-item').getAttribute('data-faq')).toBe('retention');
    await page.getByTestId('help-faq-item').getByRole('button').click();
    await page.getByText('at most 30', { exact: false }).waitFor();
    await page.getByTestId('help-faq-search').fill('zzz nothing');
    await page.getByTestId('help-faq-none').waitFor();
    expect(await page.getByTestId('help-how-to').count()).toBe(4);
    expect(await page.getByTestId('book-demo').getAttribute('href')).toMatch(/^https:\/\//);
    expect(await page.getByTestId('price-match').textContent()).toContain('we will match its price');

    await page.getByTestId('contact-message').fill('Hi');
    await page.getByTestId('contact-submit').click();
    await page.getByText('Please write at least a sentence (10 characters).').waitFor();
    const before = (await mailsTo(stack, SUPPORT)).length;
    await page.getByTestId('contact-topic').selectOption('problem');
    await page.getByTestId('contact-message').fill(`The download button does nothing on my tablet (${uid}).`);
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-sent').waitFor();
    const mails = await eventually(
      () => mailsTo(stack, SUPPORT),
      (list) => list.length > before,
    );
    const mail = mails.find((m) => m.text.includes(uid));
    expect(mail?.subject).toBe(`[problem] Support request from ${email}`);
    expect(mail?.text).toContain('Plan: Free');
    expect(mail?.text).toMatch(/Browser: Mozilla/);
    expect(mail?.text).toContain('Page: /help/');
    expect(problems).toEqual([]);
  });

  it('limits messages to support (mail routes: 5 a minute per user)', async () => {
    const { page } = await openPage(suite.context());
    const { idToken } = await signedInClinician(stack, page, 'help-limit');
    // The limit counts in windows (a minute in production, seconds on the test stack): a burst
    // that crosses into the next window would be counted in two. Start it early enough in a
    // window to end in the same one.
    await roomInWindow(stack, 1 / 4);
    // An address of its own: suites beside this one share the "unknown" address's mail limit.
    const address = testAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${stack.api}/contact`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ topic: 'question', message: `Question number ${i + 1} about the product.` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('the landing page says what the product does in three steps, with a start button', async () => {
    const { page, problems } = await openPage(suite.context());
    await page.goto(`${stack.site}/landing-page/`);
    await hydrated(page);
    await page.getByTestId('landing').waitFor();
    expect(await page.getByTestId('landing-step').count()).toBe(3);
    expect(await page.getByTestId('landing-start').getAttribute('href')).toBe('/');
    await page.goto(`${stack.site}/fr/landing-page/`);
    await hydrated(page);
    expect(await page.getByTestId('landing-start').textContent()).toBe('Commencer votre première séance');
    expect(problems).toEqual([]);
  });

  it('is in French', async () => {
    const { page, problems } = await openPage(suite.context());
    await signedInClinician(stack, page, 'help-fr');
    await page.goto(`${stack.site}/fr/help/`);
    await hydrated(page);
    await page.getByTestId('help-faq-search').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Aide et assistance');
    await page.getByTestId('help-faq-search').fill('séances conservées');
    await eventually(
      () => page.getByTestId('help-faq-item').count(),
      (count) => count >= 1,
    );
    expect(await page.getByTestId('help-faq-item').first().getAttribute('data-faq')).toBe('retention');
    expect(problems).toEqual([]);
  });
});
