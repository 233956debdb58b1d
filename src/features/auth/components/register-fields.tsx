// The registration form's fields: a labelled input, and a labelled choice whose first option
// is the empty answer. Each is named and test-identified `register-<name>`.
import React from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';

function RegisterLabel({ name, required }: { name: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="form-label" htmlFor={`register-${name}`}>
      {t(`register.fields.${name}`)}
      {required ? ' *' : ''}
    </label>
  );
}

interface RegisterInputProps {
  name: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  defaultValue?: string;
}

export function RegisterInput({ name, type = 'text', autoComplete, required = false, defaultValue }: RegisterInputProps) {
  return (
    <div className="mb-3">
      <RegisterLabel name={name} required={required} />
      <input
        id={`register-${name}`}
        className="form-control"
        type={type}
        name={name}
        autoComplete={autoComplete}
        data-testid={`register-${name}`}
        defaultValue={defaultValue}
      />
    </div>
  );
}

interface RegisterChoiceProps {
  name: string;
  required?: boolean;
  /** The empty answer's text; a required choice cannot be set back to it. */
  emptyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export function RegisterChoice({ name, required = false, emptyLabel, options }: RegisterChoiceProps) {
  return (
    <div className="mb-3">
      <RegisterLabel name={name} required={required} />
      <select id={`register-${name}`} className="form-select" name={name} defaultValue="" data-testid={`register-${name}`}>
        <option value="" disabled={required}>
          {emptyLabel}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
