// The product tour on the dashboard: for a signed-in non-admin user with a role whose
// displayProductTour flag is on, once the welcome modal is closed (a practice's owner gets the
// Practice page's step too). The tour library is loaded only then. Finishing or skipping turns
// the flag off in the user's record.
import React, { Suspense, lazy, useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useTourSeenMutation } from '../../../app/user-record-api';
import { selectWelcomePending, useAuth } from '../../auth';
import { usePracticeMembership } from '../../practice';
import { showsTour, tourSteps } from '../tour-steps';
import { reportError } from '../../../lib/report-error';

const TourRunner = lazy(() => import('./tour-runner'));

// Users who finished or skipped the tour in this tab: a dashboard mounted again before their
// record says so (another page and back, the content replacing its frame) does not show it again.
const ended = new Set<string>();

export function ProductTour() {
  const { user, profile } = useAuth();
  const welcomePending = useAppSelector(selectWelcomePending);
  const [done, setDone] = useState(() => ended.has(user.uid));
  const [bookDemoUrl, setBookDemoUrl] = useState<string | null>(null);
  const [tourSeen] = useTourSeenMutation();
  const membership = usePracticeMembership();
  const eligible =
    !done &&
    // The steps depend on whether the user owns a practice: the tour waits until that is known.
    membership !== undefined &&
    !welcomePending &&
    showsTour(
      profile ? { role: profile.role, displayProductTour: profile.displayProductTour, isGuest: profile.isGuest } : null,
      user.isAdmin === true,
    );

  useEffect(() => {
    if (!eligible) return;
    void import('../../../lib/firebase/runtime-config')
      .then(({ loadRuntimeConfig }) => loadRuntimeConfig())
      .then((config) => setBookDemoUrl(config.bookDemoUrl ?? null))
      .catch(() => undefined);
  }, [eligible]);

  if (!eligible) return null;
  const finish = () => {
    ended.add(user.uid);
    setDone(true);
    tourSeen(user.uid)
      .unwrap()
      .catch((error: unknown) => reportError(error));
  };
  return (
    <Suspense fallback={null}>
      <TourRunner tourSteps={tourSteps(membership?.role === 'owner')} onDone={finish} bookDemoUrl={bookDemoUrl} />
    </Suspense>
  );
}
