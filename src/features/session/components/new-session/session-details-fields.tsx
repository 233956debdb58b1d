// The first fields of the Start New Session form: session type, client name, and the
// recording options (recording language and pronoun), collapsed by default with the choice
// shown while closed.
import React from 'react';
import { Form, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { CollapsibleSection } from '../../../../components/collapsible-section';
import { LanguageOptions } from '../../../../components/language-options';
import { findLanguage } from '@shared/languages';
import { PRONOUNS, SESSION_TYPES, type Pronoun, type SessionType } from '@shared/sessions';
import { useTranslation } from '../../../../lib/i18n/i18n';

interface Props {
  type: SessionType;
  setType: (type: SessionType) => void;
  clientName: string;
  setClientName: (name: string) => void;
  language: string;
  setLanguage: (code: string) => void;
  pronoun: Pronoun;
  setPronoun: (pronoun: Pronoun) => void;
}

export function SessionDetailsFields({ type, setType, clientName, setClientName, language, setLanguage, pronoun, setPronoun }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <ToggleButtonGroup
        type="radio"
        name="session-type"
        value={type}
        onChange={(value: SessionType) => setType(value)}
        className="mb-3 w-100"
      >
        {SESSION_TYPES.map((value) => (
          <ToggleButton
            key={value}
            id={`session-type-${value}`}
            value={value}
            variant="outline-primary"
            data-testid={`session-type-${value}`}
          >
            {t(`session.types.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Form.Group className="mb-3" controlId="session-client-name">
        <Form.Label>{t('session.clientName')}</Form.Label>
        <Form.Control
          value={clientName}
          maxLength={120}
          onChange={(e) => setClientName(e.target.value)}
          data-testid="session-client-name"
        />
      </Form.Group>
      <CollapsibleSection
        id="recordingOptions"
        title={t('session.recordingOptions')}
        summary={`${findLanguage(language)?.name ?? language} · ${t(`session.pronouns.${pronoun}`)}`}
        testId="recording-options"
      >
        <div className="d-flex flex-wrap gap-3 mb-3">
          <Form.Group controlId="session-language" className="flex-grow-1">
            <Form.Label>{t('session.language')}</Form.Label>
            <Form.Select value={language} onChange={(e) => setLanguage(e.target.value)} data-testid="session-language">
              <LanguageOptions groupLabel={(group) => t(`session.languageCategories.${group}`)} />
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
      </CollapsibleSection>
    </>
  );
}
