// The promo code field on Plan & Billing, its Apply button, and what the code gives (or why not).
import React from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import type { Currency } from '@shared/billing';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ProofOfWorkStatus } from '../../../components/proof-of-work-status';
import type { PromoCodeState } from '../use-promo-code';
import { money } from './money';

export function PromoEntry({ state, currency }: { state: PromoCodeState; currency: Currency }) {
  const { t, i18n } = useTranslation();
  const { promo, problem } = state;
  return (
    <Form onSubmit={(e) => void state.apply(e)} className="mt-3" style={{ maxWidth: '28rem' }}>
      <Form.Label htmlFor="promo-input">{t('billing.promo.label')}</Form.Label>
      <InputGroup>
        <Form.Control id="promo-input" value={state.input} onChange={(e) => state.type(e.target.value)} data-testid="promo-input" />
        <Button type="submit" variant="outline-primary" disabled={state.verifying} data-testid="promo-apply">
          {t('billing.promo.apply')}
        </Button>
      </InputGroup>
      {state.verifying && <ProofOfWorkStatus />}
      {(promo || problem) && (
        <Form.Text className={promo ? 'text-success' : 'text-danger'} data-testid="promo-message">
          {promo
            ? t('billing.promo.applied', {
                code: promo.code,
                discount:
                  promo.discount.kind === 'percent' ? `${promo.discount.value} %` : money(promo.discount.value, currency, i18n.language),
              })
            : problem}
        </Form.Text>
      )}
    </Form>
  );
}
