// Account security: e-mail change (verified before it applies), password change, and
// SMS as a second factor (enrol, remove).
import React, { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { EMAIL_PATTERN } from '@shared/validation';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast/notify';
import { emailChangeErrorKey, phoneErrorKey } from '../../auth/security-errors';
import { useAuth } from '../../auth/components/require-auth';

type Message = { kind: 'success' | 'danger'; text: string } | null;

function Feedback({ message, testId }: { message: Message; testId: string }) {
  if (!message) return null;
  return (
    <div className={`alert alert-${message.kind} mt-2 mb-0`} role={message.kind === 'danger' ? 'alert' : 'status'} data-testid={testId}>
      {message.text}
    </div>
  );
}

const formValue = (event: FormEvent<HTMLFormElement>, name: string) => String(new FormData(event.currentTarget).get(name) ?? '');

export function SecurityCard() {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  const [emailMessage, setEmailMessage] = useState<Message>(null);
  const [passwordMessage, setPasswordMessage] = useState<Message>(null);
  const [mfaMessage, setMfaMessage] = useState<Message>(null);
  const [phones, setPhones] = useState<string[]>([]);
  const [verificationId, setVerificationId] = useState<string | null>(null);

  useEffect(() => {
    void import('../../../lib/firebase/auth-extra').then(({ enrolledPhones }) => enrolledPhones().then(setPhones));
  }, []);

  async function changeEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newEmail = formValue(event, 'newEmail').trim();
    if (!EMAIL_PATTERN.test(newEmail)) return setEmailMessage({ kind: 'danger', text: t('errors:emailChangeInvalidFormat') });
    if (newEmail.toLowerCase() === (user.email ?? '').toLowerCase()) {
      return setEmailMessage({ kind: 'danger', text: t('errors:emailChangeSameAddress') });
    }
    try {
      const { requestEmailChange } = await import('../../../lib/firebase/auth-extra');
      await requestEmailChange(newEmail);
      setEmailMessage({ kind: 'success', text: t('errors:emailChangeSent') });
    } catch (failure) {
      setEmailMessage({ kind: 'danger', text: t(`errors:${emailChangeErrorKey(failure)}`) });
    }
  }

  async function checkEmailChange() {
    try {
      const [{ reloadUser }, { apiCall }] = await Promise.all([import('../../../lib/firebase/auth-extra'), import('../../../lib/api/client')]);
      await reloadUser();
      const result = await apiCall<{ status: string; email: string }>('/account/email-change-status', {});
      setEmailMessage(
        result.status === 'completed'
          ? { kind: 'success', text: t('account.emailChanged', { email: result.email }) }
          : { kind: 'success', text: t('account.emailPending') },
      );
    } catch (failure) {
      const key = (failure as { key?: string }).key;
      setEmailMessage({ kind: 'danger', text: t(`errors:${key === 'emailChangeNoDocument' ? key : 'emailChangeStatusFailed'}`) });
    }
  }

  async function changePasswordForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const current = formValue(event, 'currentPassword');
    const next = formValue(event, 'newPassword');
    if (next.length < 8) return setPasswordMessage({ kind: 'danger', text: t('account.passwordTooShort') });
    try {
      const { changePassword } = await import('../../../lib/firebase/auth-extra');
      await changePassword(current, next);
      setPasswordMessage({ kind: 'success', text: t('account.passwordChanged') });
      form.reset();
    } catch (failure) {
      const code = (failure as { code?: string }).code;
      setPasswordMessage({
        kind: 'danger',
        text: code === 'auth/wrong-password' || code === 'auth/invalid-credential' ? t('errors:signInWrongPassword') : t('account.passwordFailed'),
      });
    }
  }

  async function syncMfa() {
    const { apiCall } = await import('../../../lib/api/client');
    await apiCall('/account/mfa-sync', {});
  }

  async function enrol(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read the form before any await: React clears currentTarget once the handler yields.
    const phone = formValue(event, 'phone').replace(/[\s()-]/g, '');
    const code = formValue(event, 'code').trim();
    const lib = await import('../../../lib/firebase/auth-extra');
    try {
      if (!verificationId) {
        setVerificationId(await lib.startSecondFactorEnrollment(phone));
        setMfaMessage(null);
      } else {
        await lib.finishSecondFactorEnrollment(verificationId, code);
        await syncMfa();
        setPhones(await lib.enrolledPhones());
        setVerificationId(null);
        setMfaMessage({ kind: 'success', text: t('account.mfaEnrolled') });
      }
    } catch (failure) {
      const code = (failure as { code?: string }).code;
      setMfaMessage({
        kind: 'danger',
        text: code === 'auth/unverified-email' ? t('account.mfaNeedsVerifiedEmail') : t(`errors:${phoneErrorKey(failure)}`),
      });
    }
  }

  async function removeMfa() {
    const lib = await import('../../../lib/firebase/auth-extra');
    try {
      await lib.removeSecondFactors();
      await syncMfa();
      setPhones([]);
      void notify(t('account.mfaRemoved'));
    } catch (failure) {
      setMfaMessage({ kind: 'danger', text: t(`errors:${emailChangeErrorKey(failure)}`) });
    }
  }

  return (
    <Card className="mb-3 shadow-sm">
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-3">
          {t('account.securityTitle')}
        </Card.Title>
        <Form onSubmit={(e) => void changeEmail(e)} noValidate className="mb-4" data-testid="email-change-form">
          <Form.Label htmlFor="new-email">{t('account.newEmail')}</Form.Label>
          <div className="d-flex gap-2">
            <Form.Control id="new-email" name="newEmail" type="email" autoComplete="email" data-testid="new-email" />
            <Button type="submit" data-testid="email-change-submit">
              {t('account.changeEmail')}
            </Button>
            <Button variant="outline-secondary" onClick={() => void checkEmailChange()} data-testid="email-change-check">
              {t('account.checkEmailChange')}
            </Button>
          </div>
          <Feedback message={emailMessage} testId="email-change-message" />
        </Form>

        <Form onSubmit={(e) => void changePasswordForm(e)} noValidate className="mb-4" data-testid="password-form">
          <div className="row g-2">
            <div className="col-sm-5">
              <Form.Label htmlFor="current-password">{t('account.currentPassword')}</Form.Label>
              <Form.Control id="current-password" name="currentPassword" type="password" autoComplete="current-password" />
            </div>
            <div className="col-sm-5">
              <Form.Label htmlFor="new-password">{t('account.newPassword')}</Form.Label>
              <Form.Control id="new-password" name="newPassword" type="password" autoComplete="new-password" />
            </div>
            <div className="col-sm-2 d-flex align-items-end">
              <Button type="submit" className="w-100">
                {t('account.changePassword')}
              </Button>
            </div>
          </div>
          <Feedback message={passwordMessage} testId="password-message" />
        </Form>

        <h3 className="h6">{t('account.mfaTitle')}</h3>
        {phones.length > 0 ? (
          <div className="d-flex align-items-center gap-3" data-testid="mfa-enrolled">
            <span>{t('account.mfaOn', { phone: phones[0] })}</span>
            <Button variant="outline-danger" size="sm" onClick={() => void removeMfa()} data-testid="mfa-remove">
              {t('account.mfaRemove')}
            </Button>
          </div>
        ) : (
          <Form onSubmit={(e) => void enrol(e)} noValidate data-testid="mfa-form">
            <p className="text-muted mb-2">{t('account.mfaOff')}</p>
            <div className="d-flex gap-2">
              <Form.Control name="phone" type="tel" placeholder="+1 555 123 4567" readOnly={Boolean(verificationId)} aria-label={t('auth.phoneNumber')} data-testid="mfa-phone" />
              {verificationId && <Form.Control name="code" inputMode="numeric" aria-label={t('auth.smsCode')} data-testid="mfa-code" />}
              <Button type="submit" data-testid="mfa-submit">
                {verificationId ? t('auth.verifyCode') : t('auth.sendCode')}
              </Button>
            </div>
          </Form>
        )}
        <Feedback message={mfaMessage} testId="mfa-message" />
        {profile && !profile.email && <p className="small text-muted mt-2 mb-0">{t('account.noEmail')}</p>}
      </Card.Body>
    </Card>
  );
}
