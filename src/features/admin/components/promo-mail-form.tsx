// E-mail a promo code to someone (a clinician who asked, a prospect): the code, its discount
// and where to enter it, in the recipient's language when they have an account. Audited.
import React, { useState } from 'react';
import { Alert, Button, Card, Form, InputGroup } from 'react-bootstrap';
import type { PromoCodeDoc } from '@shared/promo-codes';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSendPromoMailMutation } from '../api';

export function PromoMailForm({ codes }: { codes: PromoCodeDoc[] }) {
  const { t } = useTranslation();
  const usable = codes.filter((c) => !c.disabled);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [send, sending] = useSendPromoMailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const chosen = code || usable[0]?.code || '';
  const failure = sending.error ? failureMessage(sending.error as ApiFailure) : null;
  if (usable.length === 0) return null;
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSentTo(null);
    const result = await send({ email: email.trim(), code: chosen });
    if ('data' in result) {
      setSentTo(email.trim());
      setEmail('');
    }
  }
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          {t('admin.promo.mailTitle')}
        </Card.Title>
        <Form onSubmit={(e) => void submit(e)} className="d-flex flex-wrap gap-2 align-items-end">
          <Form.Group controlId="promo-mail-email" className="flex-grow-1">
            <Form.Label>{t('admin.promo.mailTo')}</Form.Label>
            <Form.Control type="email" required value={email} onChange={(e) => setEmail(e.target.value)} data-testid="promo-mail-email" />
          </Form.Group>
          <Form.Group controlId="promo-mail-code">
            <Form.Label>{t('admin.promo.code')}</Form.Label>
            <InputGroup>
              <Form.Select value={chosen} onChange={(e) => setCode(e.target.value)} data-testid="promo-mail-code">
                {usable.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.code}
                  </option>
                ))}
              </Form.Select>
              <Button type="submit" disabled={sending.isLoading || !email.trim()} data-testid="promo-mail-send">
                {t('admin.promo.mailSend')}
              </Button>
            </InputGroup>
          </Form.Group>
        </Form>
        {sentTo && (
          <Alert variant="success" className="mt-3 mb-0" data-testid="promo-mail-sent">
            {t('admin.promo.mailSent', { email: sentTo })}
          </Alert>
        )}
        {failure && (
          <Alert variant="danger" className="mt-3 mb-0" data-testid="promo-mail-failed">
            {t(failure.key, failure.values ?? {})}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
