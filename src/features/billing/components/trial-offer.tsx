// A Free user who never had a trial may try Starter Plus or Bronze free for 7 days, once.
import React from 'react';
import { Button, Card } from 'react-bootstrap';
import { TRIAL_PLANS, type TrialPlan } from '@shared/billing';
import { FREE_PLAN, PLANS } from '@shared/plans';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useStartTrialMutation } from '../api';
import { useFailure } from './use-failure';

export function TrialOffer({ plan, trialStart }: { plan: string; trialStart: number }) {
  const { t } = useTranslation();
  const [start, starting] = useStartTrialMutation();
  const failure = useFailure(starting.error);
  if (plan !== FREE_PLAN.NAME || trialStart > 0) return null;
  const tierOf = (trial: TrialPlan) => (trial === 'StarterTrial' ? 'Starter' : 'Bronze');
  return (
    <Card className="shadow-sm mb-4" data-testid="trial-offer">
      <Card.Body className="d-flex flex-wrap align-items-center gap-3">
        <div className="me-auto">
          <Card.Title as="h2" className="h6 mb-1">
            {t('billing.trial.title')}
          </Card.Title>
          <div className="small text-muted">{t('billing.trial.text')}</div>
          {failure && (
            <div className="small text-danger mt-1" role="alert">
              {failure}
            </div>
          )}
        </div>
        {TRIAL_PLANS.map((trial) => (
          <Button
            key={trial}
            variant="outline-primary"
            disabled={starting.isLoading}
            onClick={() => void start({ planName: trial })}
            data-testid={`trial-start-${tierOf(trial).toLowerCase()}`}
          >
            {t('billing.trial.start', { plan: t(`plans.names.${tierOf(trial)}`), notes: PLANS[trial].NOTES })}
          </Button>
        ))}
      </Card.Body>
    </Card>
  );
}
