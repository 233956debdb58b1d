// Settings (spec section 3): saved to the user's record; reloading keeps them.
import React, { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { LANGUAGES, findLanguage, isUiLanguage, type Language } from '@shared/languages';
import { NOTE_STYLES, NOTE_TEMPLATE_IDS } from '@shared/note-templates';
import { useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { cacheLanguage } from '../../../lib/i18n/detect-language';
import { notify } from '../../../lib/toast/notify';
import { useAuth } from '../../auth/components/require-auth';

const RETENTION_DAYS = ['1', '7', '14', '30'] as const;

interface SettingsValues {
  recordingType: string;
  transcriptType: string;
  transcriptLanguage: string;
  noteLanguage: string;
  patientTerm: string;
  writingStyle: string;
  enableSessionStoring: boolean;
  sessionStoringDuration: number;
  defaultNote: string;
  noteStyle: string;
  showConsentPopup: boolean;
  retentionPeriod: string;
  groupSession: boolean;
  botName: string;
}

function fromStored(settings: Record<string, unknown>): SettingsValues {
  const code = (value: unknown) => (value as Language | undefined)?.code ?? 'en';
  return {
    recordingType: String(settings.recordingType ?? 'In-person'),
    transcriptType: String(settings.transcriptType ?? 'whisper'),
    transcriptLanguage: code(settings.transcriptLanguage),
    noteLanguage: code(settings.noteLanguage),
    patientTerm: String(settings.patientTerm ?? 'Patient'),
    writingStyle: String(settings.writingStyle ?? ''),
    enableSessionStoring: settings.enableSessionStoring === true,
    sessionStoringDuration: Number(settings.sessionStoringDuration ?? 1),
    defaultNote: String(settings.defaultNote ?? 'soap'),
    noteStyle: String(settings.noteStyle ?? '1'),
    showConsentPopup: settings.showConsentPopup !== false,
    retentionPeriod: String(settings.retentionPeriod ?? '7'),
    groupSession: settings.groupSession === true,
    botName: String(settings.botName ?? ''),
  };
}

function LanguageSelect({ id, value, onChange }: { id: string; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const groups = ['Common Languages', 'Other Languages'] as const;
  return (
    <Form.Select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={id}>
      {groups.map((group) => (
        <optgroup key={group} label={t(`settings.languageGroups.${group === 'Common Languages' ? 'common' : 'other'}`)}>
          {LANGUAGES.filter((l) => l.category === group).map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </optgroup>
      ))}
    </Form.Select>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-3">
          {title}
        </Card.Title>
        {children}
      </Card.Body>
    </Card>
  );
}

export function SettingsForm() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useI18next();
  const { user, profile } = useAuth();
  const [values, setValues] = useState<SettingsValues | null>(null);
  const [displayLanguage, setDisplayLanguage] = useState(language);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (profile && !values) setValues(fromStored(profile.settings));
  }, [profile, values]);

  if (!values) return null;
  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => setValues({ ...values, [key]: value });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    setSaving(true);
    try {
      const { saveSettings, saveLanguage } = await import('../../../lib/firebase/users');
      await saveSettings(user.uid, {
        ...values,
        transcriptLanguage: findLanguage(values.transcriptLanguage),
        noteLanguage: findLanguage(values.noteLanguage),
      });
      await saveLanguage(user.uid, displayLanguage);
      void notify(t('settings.saved'));
      if (displayLanguage !== language && isUiLanguage(displayLanguage)) {
        cacheLanguage(displayLanguage);
        await changeLanguage(displayLanguage);
      }
    } catch (error) {
      console.error(error);
      void notify(t('settings.saveFailed'), { type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  const select = <K extends keyof SettingsValues>(key: K, options: ReadonlyArray<[string, string]>) => (
    <Form.Group className="mb-3" controlId={`settings-${key}`}>
      <Form.Label>{t(`settings.fields.${key}`)}</Form.Label>
      <Form.Select value={String(values[key])} onChange={(e) => set(key, e.target.value as SettingsValues[K])} data-testid={`settings-${key}`}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
  const toggle = (key: 'enableSessionStoring' | 'showConsentPopup' | 'groupSession') => (
    <Form.Check
      className="mb-3"
      type="switch"
      id={`settings-${key}`}
      label={t(`settings.fields.${key}`)}
      checked={values[key]}
      onChange={(e) => set(key, e.target.checked)}
      data-testid={`settings-${key}`}
    />
  );

  return (
    <Form onSubmit={(e) => void save(e)} data-testid="settings-form">
      <Section title={t('settings.sections.recording')}>
          {select('recordingType', [
            ['In-person', t('settings.options.inPerson')],
            ['Video Call', t('settings.options.videoCall')],
          ])}
          {select('transcriptType', [
            ['whisper', t('settings.options.whisper')],
            ['aws', t('settings.options.aws')],
          ])}
          <Form.Group className="mb-3">
            <Form.Label htmlFor="settings-transcriptLanguage">{t('settings.fields.transcriptLanguage')}</Form.Label>
            <LanguageSelect id="settings-transcriptLanguage" value={values.transcriptLanguage} onChange={(v) => set('transcriptLanguage', v)} />
          </Form.Group>
          {toggle('showConsentPopup')}
          {toggle('groupSession')}
          <Form.Group className="mb-3" controlId="settings-botName">
            <Form.Label>{t('settings.fields.botName')}</Form.Label>
            <Form.Control value={values.botName} maxLength={64} onChange={(e) => set('botName', e.target.value)} />
          </Form.Group>
      </Section>
      <Section title={t('settings.sections.notes')}>
          <Form.Group className="mb-3">
            <Form.Label htmlFor="settings-noteLanguage">{t('settings.fields.noteLanguage')}</Form.Label>
            <LanguageSelect id="settings-noteLanguage" value={values.noteLanguage} onChange={(v) => set('noteLanguage', v)} />
          </Form.Group>
          {select('defaultNote', NOTE_TEMPLATE_IDS.map((id) => [id, t(`settings.templates.${id}`)] as [string, string]))}
          {select('noteStyle', Object.entries(NOTE_STYLES).map(([value, style]) => [value, t(`settings.options.${style}`)] as [string, string]))}
          {select('patientTerm', [
            ['Patient', t('settings.options.patient')],
            ['Client', t('settings.options.client')],
          ])}
          <Form.Group className="mb-3" controlId="settings-writingStyle">
            <Form.Label>{t('settings.fields.writingStyle')}</Form.Label>
            <Form.Control as="textarea" rows={3} value={values.writingStyle} maxLength={2000} onChange={(e) => set('writingStyle', e.target.value)} />
          </Form.Group>
      </Section>
      <Section title={t('settings.sections.privacy')}>
          {toggle('enableSessionStoring')}
          <Form.Group className="mb-3" controlId="settings-sessionStoringDuration">
            <Form.Label>{t('settings.fields.sessionStoringDuration')}</Form.Label>
            <Form.Control
              type="number"
              min={1}
              max={30}
              value={values.sessionStoringDuration}
              disabled={!values.enableSessionStoring}
              onChange={(e) => set('sessionStoringDuration', Math.max(1, Math.min(30, Number(e.target.value) || 1)))}
            />
          </Form.Group>
          {select('retentionPeriod', RETENTION_DAYS.map((d) => [d, t('settings.options.days', { count: Number(d) })] as [string, string]))}
      </Section>
      <Section title={t('settings.sections.display')}>
          <Form.Group className="mb-3" controlId="settings-displayLanguage">
            <Form.Label>{t('settings.fields.displayLanguage')}</Form.Label>
            <Form.Select value={displayLanguage} onChange={(e) => setDisplayLanguage(e.target.value)} data-testid="settings-displayLanguage">
              <option value="en">English</option>
              <option value="fr">Français</option>
            </Form.Select>
          </Form.Group>
      </Section>
      <Button type="submit" disabled={saving} data-testid="settings-save">
        {saving ? t('settings.saving') : t('settings.save')}
      </Button>
    </Form>
  );
}
