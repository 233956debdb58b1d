// Start New Session dialog (spec section 2): session type, client name, consent.
// Virtual and Convert Files to Notes are offered once they work (meeting bot, uploads).
import React, { useState, type FormEvent } from 'react';
import { Button, Form, Modal, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';

export const SESSION_TYPES = ['in-person', 'dictate'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export interface NewSession {
  type: SessionType;
  clientName: string;
  consent: boolean;
}

export function NewSessionDialog({ show, onCancel, onCreate }: { show: boolean; onCancel: () => void; onCreate: (session: NewSession) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<SessionType>('in-person');
  const [clientName, setClientName] = useState('');
  const [consent, setConsent] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    onCreate({ type, clientName: clientName.trim(), consent });
    setClientName('');
    setConsent(false);
  }

  return (
    <Modal show={show} onHide={onCancel} backdrop="static" data-testid="new-session-dialog">
      <Form onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title>{t('session.newTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ToggleButtonGroup type="radio" name="session-type" value={type} onChange={(value: SessionType) => setType(value)} className="mb-3 w-100">
            {SESSION_TYPES.map((value) => (
              <ToggleButton key={value} id={`session-type-${value}`} value={value} variant="outline-primary" data-testid={`session-type-${value}`}>
                {t(`session.types.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Form.Group className="mb-3" controlId="session-client-name">
            <Form.Label>{t('session.clientName')}</Form.Label>
            <Form.Control value={clientName} maxLength={120} onChange={(e) => setClientName(e.target.value)} data-testid="session-client-name" />
          </Form.Group>
          <Form.Check
            type="switch"
            id="session-consent"
            label={t('session.consent')}
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            data-testid="session-consent"
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={type === 'in-person' && !consent} data-testid="session-create">
            {t('session.create')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
