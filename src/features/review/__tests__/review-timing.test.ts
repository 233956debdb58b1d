import { shouldAskForReview } from '../review-timing';

const asked = { reviewType: 'none', feedback: '', reviewTimestamp: 1_700_000_000_000, googleReviewShown: false, googleReviewShownAt: 0 };

describe('when the review is asked for', () => {
  it('asks after the third note, once', () => {
    expect(shouldAskForReview({ isGuest: false, notesWritten: 2, review: null })).toBe(false);
    expect(shouldAskForReview({ isGuest: false, notesWritten: 3, review: null })).toBe(true);
    expect(shouldAskForReview({ isGuest: false, notesWritten: 9, review: { ...asked, reviewTimestamp: 0 } })).toBe(true);
  });

  it('never asks again once answered or declined, nor a guest', () => {
    expect(shouldAskForReview({ isGuest: false, notesWritten: 3, review: asked })).toBe(false);
    expect(shouldAskForReview({ isGuest: false, notesWritten: 3, review: { ...asked, reviewType: 'positive' } })).toBe(false);
    expect(shouldAskForReview({ isGuest: true, notesWritten: 3, review: null })).toBe(false);
    expect(shouldAskForReview(null)).toBe(false);
  });
});
