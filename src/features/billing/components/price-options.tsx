// The period (monthly or yearly) and currency (US or Canadian dollars) the plan cards are priced in.
import React from 'react';
import { ButtonGroup, ToggleButton } from 'react-bootstrap';
import { BILLING_PERIODS, CURRENCIES, type BillingPeriod, type Currency } from '@shared/billing';
import { useTranslation } from '../../../lib/i18n/i18n';

/** Canadian dollars for a clinician whose country is Canada, US dollars otherwise. */
export const defaultCurrency = (location: string): Currency => (/canada|ca\b/i.test(location) ? 'CAD' : 'USD');

interface PriceOptionsProps {
  period: BillingPeriod;
  currency: Currency;
  onPeriod: (period: BillingPeriod) => void;
  onCurrency: (currency: Currency) => void;
}

export function PriceOptions({ period, currency, onPeriod, onCurrency }: PriceOptionsProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-3 mb-3">
      <ButtonGroup aria-label={t('billing.period')}>
        {BILLING_PERIODS.map((value) => (
          <ToggleButton
            key={value}
            id={`period-${value}`}
            type="radio"
            variant="outline-primary"
            name="period"
            value={value}
            checked={period === value}
            onChange={() => onPeriod(value)}
            data-testid={`billing-period-${value}`}
          >
            {t(`billing.periods.${value}`)}
          </ToggleButton>
        ))}
      </ButtonGroup>
      <ButtonGroup aria-label={t('billing.currency')}>
        {CURRENCIES.map((value) => (
          <ToggleButton
            key={value}
            id={`currency-${value}`}
            type="radio"
            variant="outline-secondary"
            name="currency"
            value={value}
            checked={currency === value}
            onChange={() => onCurrency(value)}
            data-testid={`billing-currency-${value.toLowerCase()}`}
          >
            {value}
          </ToggleButton>
        ))}
      </ButtonGroup>
    </div>
  );
}
