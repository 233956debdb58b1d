// The forms of the sign-in and security card: new e-mail address, new password, and SMS as
// a second factor. Each shows its outcome under it.
import React from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useEmailChange, usePasswordChange, useSecondFactor, type Message } from '../use-security-forms';

function Feedback({ message, testId }: { message: Message; testId: string }) {
  if (!message) return null;
  return (
    <div className={`alert alert-${message.kind} mt-2 mb-0`} role={message.kind === 'danger' ? 'alert' : 'status'} data-testid={testId}>
      {message.text}
    </div>
  );
}

export function EmailChangeForm() {
  const { t } = useTranslation();
  const email = useEmailChange();
  return (
    <Form onSubmit={(e) => void email.request(e)} noValidate className="mb-4" data-testid="email-change-form">
      <Form.Label htmlFor="new-email">{t('account.newEmail')}</Form.Label>
      <div className="d-flex gap-2">
        <Form.Control id="new-email" name="newEmail" type="email" autoComplete="email" data-testid="new-email" />
        <Button type="submit" data-testid="email-change-submit">
          {t('account.changeEmail')}
        </Button>
        <Button variant="outline-secondary" onClick={() => void email.check()} data-testid="email-change-check">
          {t('account.checkEmailChange')}
        </Button>
      </div>
      <Feedback message={email.message} testId="email-change-message" />
    </Form>
  );
}

/** A password input; its id is also its autocomplete hint. */
function PasswordField({ name, id, label }: { name: string; id: 'current-password' | 'new-password'; label: string }) {
  return (
    <div className="col-sm-5">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control id={id} name={name} type="password" autoComplete={id} />
    </div>
  );
}

export function PasswordForm() {
  const { t } = useTranslation();
  const password = usePasswordChange();
  return (
    <Form onSubmit={(e) => void password.change(e)} noValidate className="mb-4" data-testid="password-form">
      <div className="row g-2">
        <PasswordField name="currentPassword" id="current-password" label={t('account.currentPassword')} />
        <PasswordField name="newPassword" id="new-password" label={t('account.newPassword')} />
        <div className="col-sm-2 d-flex align-items-end">
          <Button type="submit" className="w-100">
            {t('account.changePassword')}
          </Button>
        </div>
      </div>
      <Feedback message={password.message} testId="password-message" />
    </Form>
  );
}

export function SecondFactorSection() {
  const { t } = useTranslation();
  const mfa = useSecondFactor();
  return (
    <>
      <h3 className="h6">{t('account.mfaTitle')}</h3>
      {mfa.phones.length > 0 ? (
        <div className="d-flex align-items-center gap-3" data-testid="mfa-enrolled">
          <span>{t('account.mfaOn', { phone: mfa.phones[0] })}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void mfa.remove()} data-testid="mfa-remove">
            {t('account.mfaRemove')}
          </Button>
        </div>
      ) : (
        <Form onSubmit={(e) => void mfa.enrol(e)} noValidate data-testid="mfa-form">
          <p className="text-muted mb-2">{t('account.mfaOff')}</p>
          <div className="d-flex gap-2">
            <Form.Control
              name="phone"
              type="tel"
              placeholder="+1 555 123 4567"
              readOnly={mfa.awaitingCode}
              aria-label={t('auth.phoneNumber')}
              data-testid="mfa-phone"
            />
            {mfa.awaitingCode && <Form.Control name="code" inputMode="numeric" aria-label={t('auth.smsCode')} data-testid="mfa-code" />}
            <Button type="submit" data-testid="mfa-submit">
              {mfa.awaitingCode ? t('auth.verifyCode') : t('auth.sendCode')}
            </Button>
          </div>
        </Form>
      )}
      <Feedback message={mfa.message} testId="mfa-message" />
    </>
  );
}
