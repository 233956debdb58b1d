// The building blocks of the settings form: a titled card per group of settings, a list
// choice, an on/off switch, a text field and the language lists.
import React from 'react';
import { Card, Form } from 'react-bootstrap';
import { LanguageOptions } from '../../../components/language-options';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { ChoiceOption } from '../settings-options';
import type { ChoiceSetting, SetSetting, SettingsValues, SwitchSetting } from '../settings-values';

/** What every group of settings gets: the form's values and the way to change one. */
export interface SettingsGroupProps {
  values: SettingsValues;
  set: SetSetting;
}

export function SettingsSection({ title, children }: { title: string; children: React.ReactNode }) {
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

/** Setting `name` chosen from `options`. */
export function ChoiceField({
  name,
  options,
  values,
  set,
}: SettingsGroupProps & { name: ChoiceSetting; options: readonly ChoiceOption[] }) {
  const { t } = useTranslation();
  return (
    <Form.Group className="mb-3" controlId={`settings-${name}`}>
      <Form.Label>{t(`settings.fields.${name}`)}</Form.Label>
      <Form.Select
        value={values[name]}
        onChange={(e) => set(name, e.target.value as SettingsValues[ChoiceSetting])}
        data-testid={`settings-${name}`}
      >
        {options.map(([value, labelKey, labelValues]) => (
          <option key={value} value={value}>
            {labelValues ? t(labelKey, labelValues) : t(labelKey)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** Setting `name` as a switch. */
export function SwitchField({ name, values, set }: SettingsGroupProps & { name: SwitchSetting }) {
  const { t } = useTranslation();
  return (
    <Form.Check
      className="mb-3"
      type="switch"
      id={`settings-${name}`}
      label={t(`settings.fields.${name}`)}
      checked={values[name]}
      onChange={(e) => set(name, e.target.checked)}
      data-testid={`settings-${name}`}
    />
  );
}

/** Text setting `name`; with `rows`, a text area. */
export function TextField({
  name,
  maxLength,
  rows,
  values,
  set,
}: SettingsGroupProps & { name: 'botName' | 'writingStyle'; maxLength: number; rows?: number }) {
  const { t } = useTranslation();
  return (
    <Form.Group className="mb-3" controlId={`settings-${name}`}>
      <Form.Label>{t(`settings.fields.${name}`)}</Form.Label>
      <Form.Control
        {...(rows ? { as: 'textarea' as const, rows } : {})}
        value={values[name]}
        maxLength={maxLength}
        onChange={(e) => set(name, e.target.value)}
      />
    </Form.Group>
  );
}

/** Language setting `name` (transcript or note), grouped into common and other languages. */
export function LanguageField({ name, values, set }: SettingsGroupProps & { name: 'transcriptLanguage' | 'noteLanguage' }) {
  const { t } = useTranslation();
  const id = `settings-${name}`;
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{t(`settings.fields.${name}`)}</Form.Label>
      <Form.Select id={id} value={values[name]} onChange={(e) => set(name, e.target.value)} data-testid={id}>
        <LanguageOptions groupLabel={(group) => t(`settings.languageGroups.${group}`)} />
      </Form.Select>
    </Form.Group>
  );
}
