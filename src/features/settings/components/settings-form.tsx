// Settings: saved to the user's record; reloading keeps them. The display language is
// saved with them and applied at once.
import React from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useSettingsForm } from '../use-settings-form';
import { SettingsSection } from './settings-controls';
import { NoteSettings, PrivacySettings, RecordingSettings } from './settings-groups';

export function SettingsForm() {
  const { t } = useTranslation();
  const { values, set, displayLanguage, setDisplayLanguage, saving, save } = useSettingsForm();
  if (!values) return null;

  return (
    <Form onSubmit={(e) => void save(e)} data-testid="settings-form">
      <RecordingSettings values={values} set={set} />
      <NoteSettings values={values} set={set} />
      <PrivacySettings values={values} set={set} />
      <SettingsSection title={t('settings.sections.display')}>
        <Form.Group className="mb-3" controlId="settings-displayLanguage">
          <Form.Label>{t('settings.fields.displayLanguage')}</Form.Label>
          <Form.Select value={displayLanguage} onChange={(e) => setDisplayLanguage(e.target.value)} data-testid="settings-displayLanguage">
            <option value="en">English</option>
            <option value="fr">Français</option>
          </Form.Select>
        </Form.Group>
      </SettingsSection>
      <Button type="submit" disabled={saving} data-testid="settings-save">
        {saving ? t('settings.saving') : t('settings.save')}
      </Button>
    </Form>
  );
}
