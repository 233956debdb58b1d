// Contact Us: a message to support (topic and text), sent by the server with the user's plan
// and browser attached; a confirmation, and the rate limit's message when too many are sent.
import React, { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, type ContactTopic } from '@shared/help';
import { failureMessage } from '../../../app/api-errors';
import type { ApiFailure } from '../../../app/api';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useContactSupportMutation } from '../api';

export function ContactForm() {
  const { t } = useTranslation('help');
  const { t: tc } = useTranslation();
  const [topic, setTopic] = useState<ContactTopic>('question');
  const [message, setMessage] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [send, sending] = useContactSupportMutation();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (message.trim().length < 10) return setTooShort(true);
    setTooShort(false);
    const result = await send({ topic, message, page: window.location.pathname });
    if ('data' in result) setMessage('');
  }

  const failure = sending.isError ? failureMessage(sending.error as ApiFailure) : null;
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('contactTitle')}
        </Card.Title>
        <p className="text-muted small">{t('contactIntro')}</p>
        <Form onSubmit={(e) => void submit(e)} noValidate data-testid="contact-form">
          <Form.Group className="mb-3" controlId="contact-topic">
            <Form.Label>{t('topic')}</Form.Label>
            <Form.Select value={topic} onChange={(e) => setTopic(e.target.value as ContactTopic)} data-testid="contact-topic">
              {CONTACT_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(`topics.${value}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="contact-message">
            <Form.Label>{t('message')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={5}
              maxLength={CONTACT_MESSAGE_MAX}
              value={message}
              isInvalid={tooShort}
              onChange={(e) => setMessage(e.target.value)}
              aria-describedby="contact-message-hint"
              data-testid="contact-message"
            />
            <Form.Control.Feedback type="invalid">{t('tooShort')}</Form.Control.Feedback>
            <Form.Text id="contact-message-hint" muted>
              {t('messageHint')}
            </Form.Text>
          </Form.Group>
          {sending.isSuccess && !sending.isLoading && (
            <Alert variant="success" data-testid="contact-sent">
              {t('sent')}
            </Alert>
          )}
          {failure && (
            <Alert variant="danger" data-testid="contact-failed">
              {tc(failure.key, failure.values ?? {})}
            </Alert>
          )}
          <Button type="submit" disabled={sending.isLoading} data-testid="contact-submit">
            {sending.isLoading ? t('sending') : t('send')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
