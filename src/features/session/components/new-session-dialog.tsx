// Start New Session dialog (spec section 2): session type, client name, group session
// with participants, patient consent (with the consent pop-up when that setting is on),
// pronoun and recording language. Virtual and Convert Files to Notes are offered once
// they work (meeting bot, uploads).
import React, { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { LANGUAGES } from '@shared/languages';
import { DEFAULT_PRONOUN, MAX_PARTICIPANTS, PRONOUNS, SESSION_TYPES, type Participant, type Pronoun, type SessionType } from '@shared/sessions';
import { useTranslation } from '../../../lib/i18n/i18n';

export interface NewSession {
  type: SessionType;
  clientName: string;
  consent: boolean;
  group: boolean;
  participants: Participant[];
  pronoun: Pronoun;
  language: string;
}

interface Props {
  show: boolean;
  /** The user's default recording language and whether the consent pop-up is on. */
  defaultLanguage: string;
  consentPopup: boolean;
  /** Group sessions come with the premium plans. */
  groupAllowed: boolean;
  /** Shown above the buttons (e.g. the server refused the language); cleared on change. */
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  onCreate: (session: NewSession) => void;
}

function ConsentPopup({ show, onAgree, onCancel }: { show: boolean; onAgree: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onCancel} backdrop="static" keyboard={false} data-testid="consent-popup">
      <Modal.Header>
        <Modal.Title>{t('session.consentPopup.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('session.consentPopup.ask')}</p>
        <blockquote className="border-start border-3 ps-3 fst-italic">{t('session.consentPopup.script')}</blockquote>
        <p className="small text-muted mb-0">{t('session.consentPopup.settingHint')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} data-testid="consent-popup-cancel">
          {t('common.cancel')}
        </Button>
        <Button onClick={onAgree} data-testid="consent-popup-agree">
          {t('session.consentPopup.agree')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export function NewSessionDialog({ show, defaultLanguage, consentPopup, groupAllowed, error, busy, onCancel, onCreate }: Props) {
  const { t } = useTranslation();
  const [type, setType] = useState<SessionType>('in-person');
  const [clientName, setClientName] = useState('');
  const [consent, setConsent] = useState(false);
  const [askingConsent, setAskingConsent] = useState(false);
  const [group, setGroup] = useState(false);
  const [participants, setParticipants] = useState<Participant[]>([{ name: '', role: '' }]);
  const [pronoun, setPronoun] = useState<Pronoun>(DEFAULT_PRONOUN);
  const [language, setLanguage] = useState(defaultLanguage);

  function submit(event: FormEvent) {
    event.preventDefault();
    onCreate({
      type,
      clientName: clientName.trim(),
      consent,
      group,
      participants: group ? participants.map((p) => ({ name: p.name.trim(), role: p.role.trim() })).filter((p) => p.name) : [],
      pronoun,
      language,
    });
  }

  function reset() {
    setClientName('');
    setConsent(false);
    setGroup(false);
    setParticipants([{ name: '', role: '' }]);
    setPronoun(DEFAULT_PRONOUN);
    setLanguage(defaultLanguage);
  }

  const updateParticipant = (index: number, field: keyof Participant, value: string) =>
    setParticipants((list) => list.map((p, i) => (i === index ? { ...p, [field]: value } : p)));

  const needsConsent = type === 'in-person';
  return (
    <>
      <Modal
        show={show && !askingConsent}
        onHide={onCancel}
        // Hidden while the consent pop-up is up: keep what was typed; reset only when really closed.
        onExited={() => !askingConsent && reset()}
        backdrop="static"
        data-testid="new-session-dialog"
      >
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
            <div className="d-flex flex-wrap gap-3 mb-3">
              <Form.Group controlId="session-language" className="flex-grow-1">
                <Form.Label>{t('session.language')}</Form.Label>
                <Form.Select value={language} onChange={(e) => setLanguage(e.target.value)} data-testid="session-language">
                  {(['Common Languages', 'Other Languages'] as const).map((category) => (
                    <optgroup key={category} label={t(`session.languageCategories.${category === 'Common Languages' ? 'common' : 'other'}`)}>
                      {LANGUAGES.filter((l) => l.category === category).map((l) => (
                        <option key={l.code} value={l.code}>
                          {l.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </Form.Select>
              </Form.Group>
              <Form.Group controlId="session-pronoun">
                <Form.Label>{t('session.pronoun')}</Form.Label>
                <Form.Select value={pronoun} onChange={(e) => setPronoun(e.target.value as Pronoun)} data-testid="session-pronoun">
                  {PRONOUNS.map((p) => (
                    <option key={p} value={p}>
                      {t(`session.pronouns.${p}`)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </div>
            <Form.Check
              type="switch"
              id="session-group"
              className="mb-2"
              label={groupAllowed ? t('session.group') : `${t('session.group')} (${t('session.groupPlan')})`}
              checked={group}
              disabled={!groupAllowed}
              onChange={(e) => setGroup(e.target.checked)}
              data-testid="session-group"
            />
            {group && (
              <fieldset className="border rounded p-2 mb-3" data-testid="session-participants">
                <legend className="fs-6 px-1 w-auto mb-1">{t('session.participants')}</legend>
                {participants.map((participant, index) => (
                  <div key={index} className="d-flex gap-2 mb-2">
                    <Form.Control
                      aria-label={t('session.participantName')}
                      placeholder={t('session.participantName')}
                      value={participant.name}
                      maxLength={80}
                      onChange={(e) => updateParticipant(index, 'name', e.target.value)}
                      data-testid={`participant-name-${index}`}
                    />
                    <Form.Control
                      aria-label={t('session.participantRole')}
                      placeholder={t('session.participantRole')}
                      value={participant.role}
                      maxLength={40}
                      onChange={(e) => updateParticipant(index, 'role', e.target.value)}
                      data-testid={`participant-role-${index}`}
                    />
                    <Button
                      variant="outline-danger"
                      aria-label={t('session.removeParticipant')}
                      disabled={participants.length === 1}
                      onClick={() => setParticipants((list) => list.filter((_, i) => i !== index))}
                      data-testid={`participant-remove-${index}`}
                    >
                      ×
                    </Button>
                  </div>
                ))}
                <Button
                  size="sm"
                  variant="outline-secondary"
                  disabled={participants.length >= MAX_PARTICIPANTS}
                  onClick={() => setParticipants((list) => [...list, { name: '', role: '' }])}
                  data-testid="participant-add"
                >
                  {t('session.addParticipant')}
                </Button>
              </fieldset>
            )}
            {needsConsent && (
              <Form.Check
                type="switch"
                id="session-consent"
                label={t('session.consent')}
                checked={consent}
                onChange={(e) => {
                  if (e.target.checked && consentPopup) setAskingConsent(true);
                  else setConsent(e.target.checked);
                }}
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
            <Button type="submit" disabled={busy || (needsConsent && !consent)} data-testid="session-create">
              {t('session.create')}
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
      <ConsentPopup
        show={show && askingConsent}
        onAgree={() => {
          setConsent(true);
          setAskingConsent(false);
        }}
        onCancel={() => setAskingConsent(false)}
      />
    </>
  );
}
