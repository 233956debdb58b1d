// A virtual session's fields: the meeting link (Zoom, Google Meet, Microsoft Teams; checked as
// it is typed), the bot's name (the Settings default, editable), and, for a language other
// than English, the warning that the bot transcribes English only, with a proceed-anyway.
import React, { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { BOT_NAME_MAX } from '@shared/user-settings';
import { meetingPlatform } from '@shared/virtual';
import { loadRuntimeConfig } from '../../../../lib/firebase/runtime-config';
import { useTranslation } from '../../../../lib/i18n/i18n';

interface Props {
  meetingUrl: string;
  setMeetingUrl: (url: string) => void;
  botName: string;
  setBotName: (name: string) => void;
  botLanguageWarning: boolean;
  otherLanguageAccepted: boolean;
  acceptOtherLanguage: () => void;
}

export function VirtualFields({
  meetingUrl,
  setMeetingUrl,
  botName,
  setBotName,
  botLanguageWarning,
  otherLanguageAccepted,
  acceptOtherLanguage,
}: Props) {
  const { t } = useTranslation();
  const [localBase, setLocalBase] = useState('');
  useEffect(() => {
    void loadRuntimeConfig()
      .then((config) => setLocalBase(config.meetingLocalBase ?? ''))
      .catch(() => undefined);
  }, []);
  const link = meetingUrl.trim();
  const refused = link.length > 0 && meetingPlatform(link, localBase) === null;
  return (
    <>
      <Form.Group className="mb-3" controlId="session-meeting-url">
        <Form.Label>{t('virtual.meetingUrl')}</Form.Label>
        <Form.Control
          type="url"
          value={meetingUrl}
          placeholder="https://meet.google.com/abc-defg-hij"
          isInvalid={refused}
          onChange={(e) => setMeetingUrl(e.target.value)}
          data-testid="session-meeting-url"
        />
        <Form.Control.Feedback type="invalid" data-testid="session-meeting-url-error">
          {t('errors:virtualMeetingUrl')}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="session-bot-name">
        <Form.Label>{t('virtual.botName')}</Form.Label>
        <Form.Control
          value={botName}
          maxLength={BOT_NAME_MAX}
          onChange={(e) => setBotName(e.target.value)}
          data-testid="session-bot-name"
        />
        <Form.Text>{t('virtual.botNameHelp')}</Form.Text>
      </Form.Group>
      {botLanguageWarning && (
        <Alert variant="warning" className="small" data-testid="bot-language-warning">
          <p className="mb-2">{t('virtual.languageWarning')}</p>
          {otherLanguageAccepted ? (
            <strong>{t('virtual.languageAccepted')}</strong>
          ) : (
            <Button size="sm" variant="outline-secondary" onClick={acceptOtherLanguage} data-testid="bot-proceed">
              {t('virtual.proceed')}
            </Button>
          )}
        </Alert>
      )}
    </>
  );
}
