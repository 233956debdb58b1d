// The review in Chromium: asked once after the third note; the type is required; a positive
// review with feedback is saved in the user's record and offers the public review page;
// "Not now" records the refusal so the question does not come back.
import { browserSuite, hydrated, openPage } from '../support/browser';
import { signedInClinician } from '../support/clinician';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { readStack } from '../support/stack';

const stack = readStack();
const suite = browserSuite();
const today = new Date().toISOString().slice(0, 10);

describe('the review', () => {
  it('is asked after the third note: type required, feedback saved, the public review offered', async () => {
    const { page, problems } = await openPage(suite.context());
    const { uid } = await signedInClinician(stack, page, 'review-positive');
    expect(await page.getByTestId('review-prompt').count()).toBe(0);
    await patchDoc(stack, `users/${uid}`, { usage: [{ timestamp: today, session: 600, notes: 3 }] });
    await page.getByTestId('review-prompt').waitFor();

    await page.getByTestId('review-submit').click();
    expect(await page.getByTestId('review-problem').textContent()).toBe('Review type is required');
    await page.getByTestId('review-positive').click();
    await page.getByTestId('review-feedback').fill('The note check saves me time.');
    await page.getByTestId('review-submit').click();
    await page.getByTestId('review-thanks').waitFor();
    expect(await page.getByTestId('review-public-link').getAttribute('href')).toMatch(/^https:\/\//);

    const record = await eventually(
      () => readDoc(stack, `users/${uid}`),
      (doc) => (doc as Record<string, any> | null)?.review?.reviewType === 'positive',
    );
    expect((record as Record<string, any>).review).toMatchObject({
      reviewType: 'positive',
      feedback: 'The note check saves me time.',
      googleReviewShown: true,
    });
    expect((record as Record<string, any>).review.googleReviewShownAt).toBeGreaterThan(0);
    await page.getByTestId('review-close').click();
    await page.getByTestId('review-prompt').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('is not asked again after "Not now"', async () => {
    const { page, problems } = await openPage(suite.context());
    const { uid } = await signedInClinician(stack, page, 'review-later');
    await patchDoc(stack, `users/${uid}`, { usage: [{ timestamp: today, session: 600, notes: 4 }] });
    await page.getByTestId('review-later').click();
    await page.getByTestId('review-prompt').waitFor({ state: 'detached' });
    await eventually(
      () => readDoc(stack, `users/${uid}`),
      (doc) => (doc as Record<string, any> | null)?.review?.reviewType === 'none',
    );
    await page.reload();
    await hydrated(page);
    await page.getByTestId('recording-panel').waitFor();
    expect(await page.getByTestId('review-prompt').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
