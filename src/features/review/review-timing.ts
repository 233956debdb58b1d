// When the review is asked for: once, to a signed-in clinician (not a guest) who has written
// REVIEW_AFTER_NOTES notes and has neither reviewed nor declined yet.
import { REVIEW_AFTER_NOTES } from '@shared/user-settings';
import type { UserProfile } from '../../app/user-record-api';

export function shouldAskForReview(profile: Pick<UserProfile, 'isGuest' | 'notesWritten' | 'review'> | null): boolean {
  if (!profile || profile.isGuest) return false;
  if (profile.review && profile.review.reviewTimestamp > 0) return false;
  return profile.notesWritten >= REVIEW_AFTER_NOTES;
}
