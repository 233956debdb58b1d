// Inviting a colleague (the owner and admins): their address and role; the invitation goes by
// e-mail with a link that works for 7 days. With every paid seat taken, the form says a seat
// must be added first (the owner adds it in Seats) and sends nothing.
import React, { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { INVITED_ROLES, type InvitedRole, type MyPracticeView } from '@shared/practices';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useFailure } from '../../billing';
import { useInviteMutation } from '../api';
import { seatsFull } from '../practice-logic';

export function InviteForm({ view }: { view: MyPracticeView }) {
  const { t } = useTranslation();
  const [invite, inviting] = useInviteMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitedRole>('clinician');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const failure = useFailure(inviting.error);
  const full = seatsFull(view);
  const seats = view.practice?.subscription?.seats ?? 0;

  async function send(event: FormEvent) {
    event.preventDefault();
    setSentTo(null);
    const address = email.trim();
    if (!address) return;
    const result = await invite({ email: address, role });
    if ('data' in result) {
      setSentTo(address);
      setEmail('');
    }
  }

  return (
    <Card className="shadow-sm mb-4" data-testid="practice-invite">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('practice.invite.title')}
        </Card.Title>
        <p className="small text-muted">{t('practice.invite.help')}</p>
        {full && (
          <Alert variant="warning" data-testid="practice-seats-full">
            {seats === 0 ? t('errors:practiceNoSeats') : t('errors:practiceSeatsFull', { seats })}
          </Alert>
        )}
        <Form onSubmit={(e) => void send(e)} noValidate>
          <Row className="g-2 align-items-end">
            <Col md={6}>
              <Form.Group controlId="practice-invite-email">
                <Form.Label>{t('practice.invite.email')}</Form.Label>
                <Form.Control
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  data-testid="practice-invite-email"
                />
              </Form.Group>
            </Col>
            <Col md={3}>
              <Form.Group controlId="practice-invite-role">
                <Form.Label>{t('practice.members.role')}</Form.Label>
                <Form.Select value={role} onChange={(e) => setRole(e.target.value as InvitedRole)} data-testid="practice-invite-role">
                  {INVITED_ROLES.map((value) => (
                    <option key={value} value={value}>
                      {t(`practice.roles.${value}`)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col md={3}>
              <Button
                type="submit"
                className="w-100"
                disabled={full || inviting.isLoading || !email.trim()}
                data-testid="practice-invite-send"
              >
                {inviting.isLoading ? t('practice.invite.sending') : t('practice.invite.send')}
              </Button>
            </Col>
          </Row>
        </Form>
        {sentTo && (
          <Alert variant="success" className="mt-3 mb-0" data-testid="practice-invite-result" data-outcome="sent">
            {t('practice.invite.sent', { email: sentTo })}
          </Alert>
        )}
        {failure && (
          <Alert variant="danger" className="mt-3 mb-0" data-testid="practice-invite-result" data-outcome="refused">
            {failure}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
