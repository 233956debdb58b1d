// Start New Session dialog: session type, client name, group session with participants,
// patient consent (with the consent pop-up when that setting is on), pronoun and recording
// language. Its parts and state live in ./new-session/.
import React from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ConsentPopup } from './new-session/consent-popup';
import { ParticipantsField } from './new-session/participants-field';
import { SessionDetailsFields } from './new-session/session-details-fields';
import { useNewSessionForm, type NewSession } from './new-session/use-new-session-form';
import { VirtualFields } from './new-session/virtual-fields';

export type { NewSession };

interface Props {
  show: boolean;
  /** The user's default recording language and whether the consent pop-up is on. */
  defaultLanguage: string;
  consentPopup: boolean;
  /** The meeting bot's name from Settings (a virtual session's default). */
  defaultBotName: string;
  /** Group sessions come with the premium plans. */
  groupAllowed: boolean;
  /** Shown above the buttons (e.g. the server refused the language); cleared on change. */
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  onCreate: (session: NewSession) => void;
}

export function NewSessionDialog({
  show,
  defaultLanguage,
  consentPopup,
  defaultBotName,
  groupAllowed,
  error,
  busy,
  onCancel,
  onCreate,
}: Props) {
  const { t } = useTranslation();
  const form = useNewSessionForm(defaultLanguage, consentPopup, defaultBotName, onCreate);
  const { participants } = form;
  return (
    <>
      <Modal
        show={show && !form.askingConsent}
        onHide={onCancel}
        // Hidden while the consent pop-up is up: keep what was typed; reset only when really closed.
        onExited={() => !form.askingConsent && form.reset()}
        backdrop="static"
        data-testid="new-session-dialog"
      >
        <Form onSubmit={form.submit}>
          <Modal.Header closeButton>
            <Modal.Title>{t('session.newTitle')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <SessionDetailsFields {...form.details} />
            {form.details.type === 'virtual' && <VirtualFields {...form.virtual} />}
            <Form.Check
              type="switch"
              id="session-group"
              className="mb-2"
              label={groupAllowed ? t('session.group') : `${t('session.group')} (${t('session.groupPlan')})`}
              checked={form.group}
              disabled={!groupAllowed}
              onChange={(e) => form.setGroup(e.target.checked)}
              data-testid="session-group"
            />
            {form.group && (
              <ParticipantsField
                participants={participants.list}
                onChange={participants.update}
                onAdd={participants.add}
                onRemove={participants.remove}
              />
            )}
            {form.needsConsent && (
              <Form.Check
                type="switch"
                id="session-consent"
                label={t('session.consent')}
                checked={form.consent}
                onChange={(e) => form.changeConsent(e.target.checked)}
                data-testid="session-consent"
              />
            )}
            {error && (
              <Alert variant="warning" className="mt-3 mb-0" data-testid="new-session-error">
                {error}
              </Alert>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={busy || (form.needsConsent && !form.consent) || form.virtualIncomplete}
              data-testid="session-create"
            >
              {t('session.create')}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
      <ConsentPopup show={show && form.askingConsent} onAgree={form.consentPopupAnswers.agree} onCancel={form.consentPopupAnswers.cancel} />
    </>
  );
}
