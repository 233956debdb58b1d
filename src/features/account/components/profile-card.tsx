// The profile form (name, specialty, organization, country; the e-mail address shown, not
// edited) and the SMS marketing consent switch.
import React, { type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { UserProfile } from '../../../app/user-record-api';
import { PROFILE_FIELD_MAX, type ProfileFormFields } from '../use-profile-form';

interface Props {
  profile: UserProfile;
  fields: ProfileFormFields;
  onField: (name: keyof ProfileFormFields, value: string) => void;
  onSubmit: (event: FormEvent) => void;
}

export function ProfileCard({ profile, fields, onField, onSubmit }: Props) {
  const { t } = useTranslation();
  const field = (name: keyof ProfileFormFields, label: string) => (
    <Form.Group className="mb-3" controlId={`account-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={fields[name]}
        maxLength={PROFILE_FIELD_MAX[name]}
        onChange={(e) => onField(name, e.target.value)}
        data-testid={`account-${name}`}
      />
    </Form.Group>
  );
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <Form onSubmit={onSubmit}>
          <div className="row">
            <div className="col-sm-6">{field('firstName', t('register.fields.firstName'))}</div>
            <div className="col-sm-6">{field('lastName', t('register.fields.lastName'))}</div>
            <div className="col-sm-6">{field('specialty', t('account.specialty'))}</div>
            <div className="col-sm-6">{field('organization', t('account.organization'))}</div>
          </div>
          {field('location', t('register.fields.country'))}
          <Form.Group className="mb-3" controlId="account-email">
            <Form.Label>{t('auth.email')}</Form.Label>
            <Form.Control value={profile.email} readOnly plaintext />
          </Form.Group>
          <Button type="submit" data-testid="account-save">
            {t('settings.save')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

export function SmsConsentCard({ checked, onChange }: { checked: boolean; onChange: (consent: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <Form.Check
          type="switch"
          id="account-sms-consent"
          label={t('account.smsConsent')}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
      </Card.Body>
    </Card>
  );
}
