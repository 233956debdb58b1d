// The card in which an admin creates a promo code or a special link: its title, the form's
// fields in a row, and what the server refused; and the fields both share (an expiry and a
// maximum of uses).
import React, { type FormEvent, type ReactNode } from 'react';
import { Alert, Card, Col, Form, Row } from 'react-bootstrap';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';

interface CreateCardProps {
  title: string;
  onSubmit: () => void;
  /** The failed creation's error, or null. */
  error: ApiFailure | null;
  failedTestId: string;
  children: ReactNode;
}

export function CreateCard({ title, onSubmit, error, failedTestId, children }: CreateCardProps) {
  const { t } = useTranslation();
  const failure = error ? failureMessage(error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {title}
        </Card.Title>
        <Form onSubmit={submit}>
          <Row className="g-3 align-items-end">{children}</Row>
        </Form>
        {failure && (
          <Alert variant="danger" className="mt-3 mb-0" data-testid={failedTestId}>
            {t(failure.key, failure.values ?? {})}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

interface LimitFieldsProps {
  /** Prefix of the fields' ids. */
  idPrefix: string;
  maxLabel: string;
  expires: string;
  maxUses: string;
  onExpires: (value: string) => void;
  onMaxUses: (value: string) => void;
  testIds?: { expires: string; maxUses: string };
}

/** The expiry date (none: never) and the maximum of uses (none: unlimited). */
export function LimitFields({ idPrefix, maxLabel, expires, maxUses, onExpires, onMaxUses, testIds }: LimitFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Col md={2}>
        <Form.Group controlId={`${idPrefix}-expires`}>
          <Form.Label>{t('admin.promo.expires')}</Form.Label>
          <Form.Control type="date" value={expires} onChange={(e) => onExpires(e.target.value)} data-testid={testIds?.expires} />
        </Form.Group>
      </Col>
      <Col md={2}>
        <Form.Group controlId={`${idPrefix}-max`}>
          <Form.Label>{maxLabel}</Form.Label>
          <Form.Control
            type="number"
            min={1}
            value={maxUses}
            placeholder={t('admin.promo.unlimited')}
            onChange={(e) => onMaxUses(e.target.value)}
            data-testid={testIds?.maxUses}
          />
        </Form.Group>
      </Col>
    </>
  );
}
