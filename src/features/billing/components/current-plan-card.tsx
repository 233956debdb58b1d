// The current plan on Plan & Billing: its name, notes left (or unlimited), minutes per
// session, and the trial's days left while on a trial plan.
import React from 'react';
import { Card } from 'react-bootstrap';
import { TRIAL_PLANS } from '@shared/billing';
import { TRIAL_LENGTH_SECONDS } from '@shared/limits';
import { planAllows } from '@shared/plan-features';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { AuthContextValue } from '../../auth';

export function CurrentPlanCard({ plan, profile }: { plan: string; profile: AuthContextValue['profile'] }) {
  const { t } = useTranslation();
  const trialSecondsLeft = profile?.trialSecondsLeft ?? undefined;
  const onTrial = (TRIAL_PLANS as readonly string[]).includes(plan);
  return (
    <Card className="shadow-sm mb-4" data-testid="current-plan" data-plan={plan}>
      <Card.Body className="d-flex flex-wrap gap-4 align-items-center">
        <div>
          <div className="text-muted small">{t('billing.current')}</div>
          <div className="h5 mb-0">{t(`plans.names.${plan}`)}</div>
        </div>
        <div>
          <div className="text-muted small">{t('billing.notesLeft')}</div>
          <div className="h5 mb-0" data-testid="current-notes">
            {planAllows(plan, 'unlimitedNotes') ? t('billing.unlimited') : (profile?.notesLeft ?? 0)}
          </div>
        </div>
        <div>
          <div className="text-muted small">{t('billing.minutes')}</div>
          <div className="h5 mb-0">{Math.round((profile?.timeLimit ?? 0) / 60)}</div>
        </div>
        {onTrial && trialSecondsLeft !== undefined && (
          <div>
            <div className="text-muted small">{t('billing.trialLeft')}</div>
            <div className="h5 mb-0">
              {t('billing.days', { count: Math.max(0, Math.ceil(Math.min(trialSecondsLeft, TRIAL_LENGTH_SECONDS) / 86400)) })}
            </div>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
