// The practice's seats: one bill for all of them. Everyone sees the plan, the seats paid and in
// use; the owner buys them (the first time) or changes them with the seats form.
import React, { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import type { MyPracticeView } from '@shared/practices';
import { useTranslation } from '../../../lib/i18n/i18n';
import { money } from '../../billing';
import { seatsInUse } from '../practice-logic';
import { SeatsForm } from './seats-form';

export function SeatsCard({ view }: { view: MyPracticeView }) {
  const { t, i18n } = useTranslation();
  const subscription = view.practice?.subscription ?? null;
  const owner = view.role === 'owner';
  const [changing, setChanging] = useState(false);
  const [paid, setPaid] = useState<number | null>(null);
  const used = seatsInUse(view);

  return (
    <Card className="shadow-sm mb-4" data-testid="practice-seats" data-seats={subscription?.seats ?? 0} data-used={used}>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('practice.seats.title')}
        </Card.Title>
        {subscription ? (
          <div className="d-flex flex-wrap gap-4 mb-3">
            <Figure label={t('practice.seats.plan')}>
              {t(`plans.names.${subscription.planName}`)} · {t(`billing.periods.${subscription.period}`)}
            </Figure>
            <Figure label={t('practice.seats.paid')} testId="practice-seats-paid">
              {subscription.seats}
            </Figure>
            <Figure label={t('practice.seats.used')} testId="practice-seats-used">
              {used}
            </Figure>
            <Figure label={t(`practice.seats.total.${subscription.period}`)}>
              {money(subscription.seatPrice * subscription.seats, subscription.currency, i18n.language)}
            </Figure>
          </div>
        ) : (
          <p data-testid="practice-seats-none">{owner ? t('practice.seats.noneOwner') : t('practice.seats.none')}</p>
        )}
        {paid !== null && (
          <Alert variant="success" data-testid="practice-seats-result" data-outcome="paid">
            {t('practice.seats.done', { count: paid })}
          </Alert>
        )}
        {owner && subscription && !changing && (
          <Button variant="outline-primary" onClick={() => setChanging(true)} data-testid="practice-seats-change">
            {t('practice.seats.change')}
          </Button>
        )}
        {owner && (changing || !subscription) && (
          <SeatsForm
            view={view}
            onCancel={subscription ? () => setChanging(false) : undefined}
            onPaid={(seats) => {
              setPaid(seats);
              setChanging(false);
            }}
          />
        )}
      </Card.Body>
    </Card>
  );
}

function Figure({ label, testId, children }: { label: string; testId?: string; children: React.ReactNode }) {
  return (
    <div>
      <div className="text-muted small">{label}</div>
      <div className="h5 mb-0" data-testid={testId}>
        {children}
      </div>
    </div>
  );
}
