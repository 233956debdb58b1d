// The caller's practice as the screens read it: the Practice page asks again each time it
// opens (members and usage change elsewhere); the navigation and the tour read the same
// answer while it is fresh. Guests belong to no practice and never ask.
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { PracticeRole } from '@shared/practices';
import { useAuth } from '../auth';
import { useMyPracticeQuery } from './api';
import { membershipOf } from './practice-logic';

/** The practice page's data: the view (undefined while loading), and the query's state. */
export function usePractice() {
  const { user } = useAuth();
  return useMyPracticeQuery(user.isGuest ? skipToken : user.uid, { refetchOnMountOrArgChange: true });
}

/**
 * The caller's place in a practice (its name and their role); null when they belong to none
 * (a guest, or the answer failed), undefined until it is known.
 */
export function usePracticeMembership(): { name: string; role: PracticeRole } | null | undefined {
  const { user } = useAuth();
  const { data, isError } = useMyPracticeQuery(user.isGuest ? skipToken : user.uid);
  if (user.isGuest || isError) return null;
  return data === undefined ? undefined : membershipOf(data);
}
