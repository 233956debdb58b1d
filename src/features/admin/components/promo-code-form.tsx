// Creating a promo code: the code, percent or amount off and its value, an expiry, a maximum
// of uses, and the plans it applies to.
import React, { useState } from 'react';
import { Button, Col, Form } from 'react-bootstrap';
import { PROMO_ELIGIBLE_PLANS } from '@shared/plans';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCreatePromoCodeMutation } from '../api';
import { dateInputToMs } from '../form-values';
import { CreateCard, LimitFields } from './create-card';

export function PromoCodeForm() {
  const { t } = useTranslation();
  const [create, creation] = useCreatePromoCodeMutation();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('20');
  const [plans, setPlans] = useState<string[]>([...PROMO_ELIGIBLE_PLANS]);
  const [expires, setExpires] = useState('');
  const [maxUses, setMaxUses] = useState('');

  async function submit() {
    const result = await create({
      code,
      discount: { kind, value: Number(value) },
      plans: plans as never,
      expiresAt: dateInputToMs(expires),
      maxUses: maxUses ? Number(maxUses) : null,
    });
    if ('data' in result) setCode('');
  }

  return (
    <CreateCard
      title={t('admin.promo.new')}
      onSubmit={() => void submit()}
      error={creation.isError ? (creation.error as ApiFailure) : null}
      failedTestId="promo-create-failed"
    >
      <Col md={3}>
        <Form.Group controlId="promo-code">
          <Form.Label>{t('admin.promo.code')}</Form.Label>
          <Form.Control value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} required data-testid="promo-code-input" />
        </Form.Group>
      </Col>
      <Col md={2}>
        <Form.Group controlId="promo-kind">
          <Form.Label>{t('admin.promo.kind')}</Form.Label>
          <Form.Select value={kind} onChange={(e) => setKind(e.target.value as 'percent' | 'amount')} data-testid="promo-kind">
            <option value="percent">{t('admin.promo.percent')}</option>
            <option value="amount">{t('admin.promo.amount')}</option>
          </Form.Select>
        </Form.Group>
      </Col>
      <Col md={2}>
        <Form.Group controlId="promo-value">
          <Form.Label>{kind === 'percent' ? t('admin.promo.valuePercent') : t('admin.promo.valueAmount')}</Form.Label>
          <Form.Control
            type="number"
            min={0}
            step="any"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            data-testid="promo-value"
          />
        </Form.Group>
      </Col>
      <LimitFields
        idPrefix="promo"
        maxLabel={t('admin.promo.maxUses')}
        expires={expires}
        maxUses={maxUses}
        onExpires={setExpires}
        onMaxUses={setMaxUses}
        testIds={{ expires: 'promo-expires', maxUses: 'promo-max-uses' }}
      />
      <Col md={12} className="d-flex align-items-center gap-3">
        <span>{t('admin.promo.plans')}</span>
        {PROMO_ELIGIBLE_PLANS.map((plan) => (
          <Form.Check
            key={plan}
            inline
            id={`promo-plan-${plan}`}
            label={t(`plans.names.${plan}`)}
            checked={plans.includes(plan)}
            onChange={(e) => setPlans(e.target.checked ? [...plans, plan] : plans.filter((p) => p !== plan))}
          />
        ))}
        <Button type="submit" className="ms-auto" disabled={creation.isLoading || !code} data-testid="promo-create">
          {t('admin.promo.create')}
        </Button>
      </Col>
    </CreateCard>
  );
}
