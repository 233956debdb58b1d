// The user's 6-character referral code with a copy button, and what it gives the invitee.
import React, { useState } from 'react';
import { Button, Card, InputGroup, Form } from 'react-bootstrap';
import { REFERRAL_FIRST_MONTH_DISCOUNT } from '@shared/billing';
import { useTranslation } from '../../../lib/i18n/i18n';

export function ReferralCodeCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  if (!code) return null;
  async function copy() {
    await navigator.clipboard.writeText(code).catch(() => undefined);
    setCopied(true);
  }
  return (
    <Card className="shadow-sm mt-4" data-testid="referral-card">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          {t('referral.codeTitle')}
        </Card.Title>
        <p className="small text-muted mb-2">{t('referral.codeText', { amount: REFERRAL_FIRST_MONTH_DISCOUNT })}</p>
        <InputGroup style={{ maxWidth: '20rem' }}>
          <Form.Control readOnly value={code} aria-label={t('referral.codeTitle')} className="font-monospace" data-testid="referral-code" />
          <Button variant="outline-primary" onClick={() => void copy()} data-testid="referral-copy">
            {copied ? t('referral.copied') : t('referral.copy')}
          </Button>
        </InputGroup>
      </Card.Body>
    </Card>
  );
}
