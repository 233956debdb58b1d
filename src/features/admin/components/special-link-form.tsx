// Creating a special link: its code and label, what it grants (a trial of a plan, or a promo
// code), an expiry and a maximum of sign-ups.
import React, { useState } from 'react';
import { Button, Col, Form } from 'react-bootstrap';
import { LINK_TRIAL_PLANS, type SpecialLinkGrant } from '@shared/admin';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCreateSpecialLinkMutation } from '../api';
import { dateInputToMs } from '../form-values';
import { CreateCard, LimitFields } from './create-card';

export function SpecialLinkForm() {
  const { t } = useTranslation();
  const [create, creation] = useCreateSpecialLinkMutation();
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [grantKind, setGrantKind] = useState<SpecialLinkGrant['kind']>('trial');
  const [trialPlan, setTrialPlan] = useState<string>(LINK_TRIAL_PLANS[0]);
  const [promoCode, setPromoCode] = useState('');
  const [expires, setExpires] = useState('');
  const [maxUses, setMaxUses] = useState('');

  async function submit() {
    const grant = (grantKind === 'trial' ? { kind: 'trial', plan: trialPlan } : { kind: 'promo', promoCode }) as SpecialLinkGrant;
    const result = await create({ code, label, grant, expiresAt: dateInputToMs(expires), maxUses: maxUses ? Number(maxUses) : null });
    if ('data' in result) {
      setCode('');
      setLabel('');
    }
  }

  return (
    <CreateCard
      title={t('admin.links.new')}
      onSubmit={() => void submit()}
      error={creation.isError ? (creation.error as ApiFailure) : null}
      failedTestId="special-link-create-failed"
    >
      <Col md={3}>
        <Form.Group controlId="link-code">
          <Form.Label>{t('admin.links.code')}</Form.Label>
          <Form.Control value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} required data-testid="special-link-code" />
        </Form.Group>
      </Col>
      <Col md={3}>
        <Form.Group controlId="link-label">
          <Form.Label>{t('admin.links.label')}</Form.Label>
          <Form.Control value={label} onChange={(e) => setLabel(e.target.value)} placeholder={t('admin.links.labelHint')} />
        </Form.Group>
      </Col>
      <Col md={2}>
        <Form.Group controlId="link-grant">
          <Form.Label>{t('admin.links.grant')}</Form.Label>
          <Form.Select
            value={grantKind}
            onChange={(e) => setGrantKind(e.target.value as SpecialLinkGrant['kind'])}
            data-testid="special-link-grant"
          >
            <option value="trial">{t('admin.links.trial')}</option>
            <option value="promo">{t('admin.links.promo')}</option>
          </Form.Select>
        </Form.Group>
      </Col>
      <Col md={2}>
        {grantKind === 'trial' ? (
          <Form.Group controlId="link-trial">
            <Form.Label>{t('admin.links.trialPlan')}</Form.Label>
            <Form.Select value={trialPlan} onChange={(e) => setTrialPlan(e.target.value)} data-testid="special-link-trial">
              {LINK_TRIAL_PLANS.map((plan) => (
                <option key={plan} value={plan}>
                  {t(`plans.names.${plan}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        ) : (
          <Form.Group controlId="link-promo">
            <Form.Label>{t('admin.links.promoCode')}</Form.Label>
            <Form.Control value={promoCode} onChange={(e) => setPromoCode(e.target.value.toUpperCase())} data-testid="special-link-promo" />
          </Form.Group>
        )}
      </Col>
      <LimitFields
        idPrefix="link"
        maxLabel={t('admin.links.maxSignUps')}
        expires={expires}
        maxUses={maxUses}
        onExpires={setExpires}
        onMaxUses={setMaxUses}
      />
      <Col md={10} className="text-end">
        <Button type="submit" disabled={creation.isLoading || !code} data-testid="special-link-create">
          {t('admin.links.create')}
        </Button>
      </Col>
    </CreateCard>
  );
}
