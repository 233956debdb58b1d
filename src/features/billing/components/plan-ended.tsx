// When a trial ends the plan falls back to Free and the clinician is told why: once per
// sign-in the app asks the plan's status (which ends a trial that is over), and a plan that
// ended since the clinician last closed the notice is shown, as a toast anywhere and as an
// alert on Plan & Billing.
import React, { useEffect } from 'react';
import { Alert } from 'react-bootstrap';
import { FREE_PLAN } from '@shared/plans';
import type { UserProfile } from '../../../app/user-record-api';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast/notify';
import { useAppDispatch } from '../../../app/hooks';
import { checkPlanStatus } from '../api';

const SEEN_KEY = 'planEndedNoticeSeen';

/** The text saying which plan ended and why. */
function useEndedText(ended: UserProfile['planEnded']): string | null {
  const { t, i18n } = useTranslation();
  if (!ended) return null;
  return t(`billing.ended.${ended.reason === 'trialTimeUsed' ? 'timeUsed' : 'expired'}`, {
    plan: t(`plans.names.${ended.plan}`),
    date: new Date(ended.at).toLocaleDateString(i18n.language, { dateStyle: 'long' }),
  });
}

/** Mounted once in the signed-in navbar: asks the status, and says a newly ended plan in a toast. */
export function PlanStatusWatcher({ uid, isGuest, ended }: { uid: string; isGuest: boolean; ended: UserProfile['planEnded'] }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!isGuest) void dispatch(checkPlanStatus(uid));
  }, [dispatch, isGuest, uid]);
  const text = useEndedText(ended);
  useEffect(() => {
    if (!text || !ended) return;
    const key = `${SEEN_KEY}:${uid}`;
    if (Number(window.localStorage.getItem(key) ?? 0) >= ended.at) return;
    window.localStorage.setItem(key, String(ended.at));
    void notify(text, { type: 'info', autoClose: false, position: 'top-center', toastId: `plan-ended-${ended.at}` });
  }, [text, ended, uid]);
  return null;
}

/** On Plan & Billing: the last plan that ended, while the user is on Free. */
export function PlanEndedAlert({ plan, ended }: { plan: string; ended: UserProfile['planEnded'] }) {
  const text = useEndedText(ended);
  if (!text || plan !== FREE_PLAN.NAME) return null;
  return (
    <Alert variant="info" data-testid="plan-ended" data-reason={ended?.reason}>
      {text}
    </Alert>
  );
}
