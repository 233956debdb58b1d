// The groups of the settings form: recording, notes, and privacy (display language is the
// form's own, as it is saved apart).
import React from 'react';
import { Form } from 'react-bootstrap';
import { clampSessionStoringDuration } from '@shared/user-settings';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  DEFAULT_NOTE_OPTIONS,
  NOTE_STYLE_OPTIONS,
  PATIENT_TERM_OPTIONS,
  RECORDING_TYPE_OPTIONS,
  RETENTION_OPTIONS,
  STORING_DAYS,
  TEXT_MAX,
  TRANSCRIPT_TYPE_OPTIONS,
} from '../settings-options';
import { ChoiceField, LanguageField, SettingsSection, SwitchField, TextField, type SettingsGroupProps } from './settings-controls';

export function RecordingSettings(form: SettingsGroupProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.sections.recording')}>
      <ChoiceField {...form} name="recordingType" options={RECORDING_TYPE_OPTIONS} />
      <ChoiceField {...form} name="transcriptType" options={TRANSCRIPT_TYPE_OPTIONS} />
      <LanguageField {...form} name="transcriptLanguage" />
      <SwitchField {...form} name="showConsentPopup" />
      <SwitchField {...form} name="groupSession" />
      <TextField {...form} name="botName" maxLength={TEXT_MAX.botName} />
    </SettingsSection>
  );
}

export function NoteSettings(form: SettingsGroupProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.sections.notes')}>
      <LanguageField {...form} name="noteLanguage" />
      <ChoiceField {...form} name="defaultNote" options={DEFAULT_NOTE_OPTIONS} />
      <ChoiceField {...form} name="noteStyle" options={NOTE_STYLE_OPTIONS} />
      <ChoiceField {...form} name="patientTerm" options={PATIENT_TERM_OPTIONS} />
      <TextField {...form} name="writingStyle" maxLength={TEXT_MAX.writingStyle} rows={3} />
    </SettingsSection>
  );
}

export function PrivacySettings(form: SettingsGroupProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.sections.privacy')}>
      <SwitchField {...form} name="enableSessionStoring" />
      <Form.Group className="mb-3" controlId="settings-sessionStoringDuration">
        <Form.Label>{t('settings.fields.sessionStoringDuration')}</Form.Label>
        <Form.Control
          type="number"
          min={STORING_DAYS.min}
          max={STORING_DAYS.max}
          step={1}
          value={form.values.sessionStoringDuration}
          disabled={!form.values.enableSessionStoring}
          onChange={(e) => form.set('sessionStoringDuration', clampSessionStoringDuration(e.target.value))}
        />
      </Form.Group>
      <ChoiceField {...form} name="retentionPeriod" options={RETENTION_OPTIONS} />
    </SettingsSection>
  );
}
