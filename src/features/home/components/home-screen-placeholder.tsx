// The dashboard's frame, in its static HTML and until the signed-in user is known.
import React from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { PlanLinePlaceholder } from './plan-line-placeholder';

/** The dashboard's frame while the signed-in user is being read: the welcome card without the user. */
export function HomeScreenPlaceholder() {
  const { t } = useTranslation();
  return (
    <Card className="shadow-sm" data-testid="dashboard-loading" aria-busy="true">
      <Card.Body>
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
        <p className="h3 placeholder-glow" aria-hidden="true">
          <span className="placeholder col-6" />
        </p>
        <p className="lead text-body-secondary mb-2">{t('home.intro')}</p>
        <PlanLinePlaceholder />
        <p className="mb-0 placeholder-glow" aria-hidden="true">
          <span className="placeholder col-4" />
        </p>
      </Card.Body>
    </Card>
  );
}
