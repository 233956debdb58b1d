// The groups of the settings form: recording, notes, and privacy (display language is the
// form's own, as it is saved apart).
import React from 'react';
import { Form } from 'react-bootstrap';
import { NOTE_STYLES, NOTE_TEMPLATE_IDS } from '@shared/note-templates';
import { useTranslation } from '../../../lib/i18n/i18n';
import { RETENTION_DAYS } from '../settings-values';
import { ChoiceField, LanguageField, SettingsSection, SwitchField, TextField, type ChoiceOption, type SettingsGroupProps } from './settings-controls';

const RECORDING_TYPES: ChoiceOption[] = [['In-person', 'settings.options.inPerson'], ['Video Call', 'settings.options.videoCall']];
const TRANSCRIPT_TYPES: ChoiceOption[] = [['whisper', 'settings.options.whisper'], ['aws', 'settings.options.aws']];
const PATIENT_TERMS: ChoiceOption[] = [['Patient', 'settings.options.patient'], ['Client', 'settings.options.client']];
const DEFAULT_NOTES: ChoiceOption[] = NOTE_TEMPLATE_IDS.map((id) => [id, `settings.templates.${id}`]);
const NOTE_STYLE_OPTIONS: ChoiceOption[] = Object.entries(NOTE_STYLES).map(([value, style]) => [value, `settings.options.${style}`]);
const RETENTION_OPTIONS: ChoiceOption[] = RETENTION_DAYS.map((days) => [days, 'settings.options.days', { count: Number(days) }]);

export function RecordingSettings(form: SettingsGroupProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.sections.recording')}>
      <ChoiceField {...form} name="recordingType" options={RECORDING_TYPES} />
      <ChoiceField {...form} name="transcriptType" options={TRANSCRIPT_TYPES} />
      <LanguageField {...form} name="transcriptLanguage" />
      <SwitchField {...form} name="showConsentPopup" />
      <SwitchField {...form} name="groupSession" />
      <TextField {...form} name="botName" maxLength={64} />
    </SettingsSection>
  );
}

export function NoteSettings(form: SettingsGroupProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.sections.notes')}>
      <LanguageField {...form} name="noteLanguage" />
      <ChoiceField {...form} name="defaultNote" options={DEFAULT_NOTES} />
      <ChoiceField {...form} name="noteStyle" options={NOTE_STYLE_OPTIONS} />
      <ChoiceField {...form} name="patientTerm" options={PATIENT_TERMS} />
      <TextField {...form} name="writingStyle" maxLength={2000} rows={3} />
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
          min={1}
          max={30}
          value={form.values.sessionStoringDuration}
          disabled={!form.values.enableSessionStoring}
          onChange={(e) => form.set('sessionStoringDuration', Math.max(1, Math.min(30, Number(e.target.value) || 1)))}
        />
      </Form.Group>
      <ChoiceField {...form} name="retentionPeriod" options={RETENTION_OPTIONS} />
    </SettingsSection>
  );
}
