// The practice's seats: one bill for all of them. Everyone sees the plan, the seats paid and in
// use; the owner buys them (the first time) or changes them with the seats form.
import React, { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import type { MyPracticeView } from '@shared/practices';
import type { PracticeSeatsResult } from '@shared/practice-seats';
import { useTranslation } from '../../../lib/i18n/i18n';
import { money } from '../../billing';
import { seatsInUse } from '../practice-logic';
import { SeatsForm } from './seats-form';

export function SeatsCard({ view }: { view: MyPracticeView }) {
  const { t, i18n } = useTranslation();
  const subscription = view.practice?.subscription ?? null;
  const owner = view.role === 'owner';
  const [changing, setChanging] = useState(false);
  const [paid, setPaid] = useState<PracticeSeatsResult | null>(null);
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
        {paid && <PaidAlert paid={paid} />}
        {owner && subscription && !changing && (
          <Button variant="outline-primary" onClick={() => setChanging(true)} data-testid="practice-seats-change">
            {t('practice.seats.change')}
          </Button>
        )}
        {owner && (changing || !subscription) && (
          <SeatsForm
            view={view}
            onCancel={subscription ? () => setChanging(false) : undefined}
            onPaid={(result) => {
              setPaid(result);
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

/** What the purchase or change did: the seats now paid, what was charged (or credited), and the owner's own subscription's credit. */
function PaidAlert({ paid }: { paid: PracticeSeatsResult }) {
  const { t, i18n } = useTranslation();
  const price = (amount: number, currency = paid.subscription.currency) => money(amount, currency, i18n.language);
  return (
    <Alert variant="success" data-testid="practice-seats-result" data-outcome="paid">
      {t('practice.seats.done', { count: paid.subscription.seats })}{' '}
      {paid.charged > 0 && t('practice.seats.charged', { amount: price(paid.charged) })}
      {paid.charged < 0 && t('practice.seats.credited', { amount: price(-paid.charged) })}
      {paid.ownerCredit && paid.ownerCredit.amount > 0 && (
        <div className="mt-1">{t('practice.join.credit', { amount: price(paid.ownerCredit.amount, paid.ownerCredit.currency) })}</div>
      )}
    </Alert>
  );
}
