// The plan cards from the shared plan table: Free, Starter Plus, Bronze, Silver and Enterprise
// (by contact), each with its price for the period and currency, its notes and minutes, the
// advertised lines, and Choose (not on the current plan or Free).
import React from 'react';
import { Badge, Button, Card, Col, Row } from 'react-bootstrap';
import { planPrice, type BillingPeriod, type Currency, type PayablePlan } from '@shared/billing';
import { planAllows } from '@shared/plan-features';
import { FREE_PLAN, PLANS } from '@shared/plans';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { money } from './money';

const CARDS = ['free', 'starter', 'bronze', 'silver', 'enterprise'] as const;
const FREE = FREE_PLAN.NAME;
const PLAN_OF: Record<(typeof CARDS)[number], PayablePlan | typeof FREE | null> = {
  free: FREE,
  starter: 'Starter',
  bronze: 'Bronze',
  silver: 'Silver',
  enterprise: null,
};

interface Props {
  current: string;
  period: BillingPeriod;
  currency: Currency;
  chosen: PayablePlan | null;
  onChoose: (plan: PayablePlan) => void;
}

export function PlanCards({ current, period, currency, chosen, onChoose }: Props) {
  const { t, i18n } = useTranslation();
  const bulletsOf = (card: string): string[] => {
    const lines = t(`billing.bullets.${card}`, { returnObjects: true }) as unknown;
    return Array.isArray(lines) ? (lines as string[]) : [];
  };
  return (
    <Row xs={1} md={2} xl={5} className="g-3">
      {CARDS.map((card) => {
        const plan = PLAN_OF[card];
        const price = plan && plan !== FREE ? planPrice(plan, period, currency) : plan === FREE ? 0 : null;
        const isCurrent = plan === current || (plan && current.startsWith(plan) && current.endsWith('Trial'));
        return (
          <Col key={card}>
            <Card className={`h-100 shadow-sm${isCurrent ? ' border-primary' : ''}`} data-testid={`plan-card-${card}`}>
              <Card.Body className="d-flex flex-column">
                <div className="d-flex justify-content-between align-items-start">
                  <Card.Title as="h2" className="h5">
                    {card === 'enterprise' ? t('billing.enterprise') : t(`plans.names.${plan}`)}
                  </Card.Title>
                  {plan === current && <Badge bg="primary">{t('billing.yourPlan')}</Badge>}
                </div>
                <p className="h4 mb-1">{price === null ? t('billing.contactPrice') : money(price, currency, i18n.language)}</p>
                {price !== null && card !== 'free' && (
                  <p className="small text-muted mb-2">
                    {t(`billing.per.${period}`)}
                    {period === 'yearly' ? ` · ${t('billing.twoMonthsOff')}` : ''}
                  </p>
                )}
                <ul className="small ps-3 mb-3">
                  {plan && plan !== FREE && (
                    <li>
                      {planAllows(plan, 'unlimitedNotes') ? t('billing.unlimitedNotes') : t('billing.notes', { count: PLANS[plan].NOTES })},{' '}
                      {t('billing.minutesEach', { count: PLANS[plan].TIMELIMIT / 60 })}
                    </li>
                  )}
                  {plan === FREE && <li>{t('billing.notes', { count: FREE_PLAN.NOTES })}</li>}
                  {bulletsOf(card).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <div className="mt-auto">
                  {card === 'enterprise' ? (
                    <Link to="/help/" className="btn btn-outline-primary w-100" data-testid="plan-choose-enterprise">
                      {t('billing.contactUs')}
                    </Link>
                  ) : plan === FREE || plan === current ? null : (
                    <Button
                      className="w-100"
                      variant={chosen === plan ? 'primary' : 'outline-primary'}
                      onClick={() => onChoose(plan as PayablePlan)}
                      data-testid={`plan-choose-${card}`}
                    >
                      {t('billing.choose')}
                    </Button>
                  )}
                </div>
              </Card.Body>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
