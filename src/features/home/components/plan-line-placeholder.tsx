// The plan line's place while the profile is read. It holds a plan line's text, hidden under
// the placeholder's bar, so it wraps as the real line will: on a phone the line takes two
// rows, and nothing below moves when the profile arrives.
import React from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';

export function PlanLinePlaceholder() {
  const { t } = useTranslation();
  return (
    <p className="mb-2 placeholder-glow" aria-hidden="true" data-testid="plan-summary-placeholder">
      <span className="placeholder placeholder-text">
        <span>{t('home.plan', { plan: t('plans.names.Free'), count: 10, minutes: 30 })}</span>
      </span>
    </p>
  );
}
