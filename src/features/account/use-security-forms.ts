// What the sign-in and security forms do: change the e-mail address (verified before it
// applies), change the password, and add or remove SMS as a second factor. Each says in
// place what happened; the Firebase auth helpers are loaded on first use.
import { useEffect, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '@shared/validation';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/toast/notify';
import { emailChangeErrorKey, phoneErrorKey, useAuth } from '../auth';
import { reportError } from '../../lib/report-error';

/** A form's outcome, shown under it. */
export type Message = { kind: 'success' | 'danger'; text: string } | null;

const formValue = (event: FormEvent<HTMLFormElement>, name: string) => String(new FormData(event.currentTarget).get(name) ?? '');
const loadAuthExtra = () => import('../../lib/firebase/auth-extra');
const failureCode = (failure: unknown) => (failure as { code?: string }).code;

/** Asks for a new e-mail address (a link is sent to it), then checks that the change applied. */
export function useEmailChange() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [message, setMessage] = useState<Message>(null);
  const fail = (key: string) => setMessage({ kind: 'danger', text: t(`errors:${key}`) });

  async function request(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const newEmail = formValue(event, 'newEmail').trim();
    if (!EMAIL_PATTERN.test(newEmail)) return fail('emailChangeInvalidFormat');
    if (newEmail.toLowerCase() === (user.email ?? '').toLowerCase()) return fail('emailChangeSameAddress');
    try {
      const { requestEmailChange } = await loadAuthExtra();
      await requestEmailChange(newEmail);
      setMessage({ kind: 'success', text: t('errors:emailChangeSent') });
    } catch (failure) {
      fail(emailChangeErrorKey(failure));
    }
  }

  /** After the link was clicked: the server applies the change to the user's record. */
  async function check() {
    try {
      const [{ reloadUser }, { apiCall }] = await Promise.all([loadAuthExtra(), import('../../lib/api/client')]);
      await reloadUser();
      const result = await apiCall<{ status: string; email: string }>('/account/email-change-status', {});
      setMessage({
        kind: 'success',
        text: result.status === 'completed' ? t('account.emailChanged', { email: result.email }) : t('account.emailPending'),
      });
    } catch (failure) {
      const key = (failure as { key?: string }).key;
      fail(key === 'emailChangeNoDocument' ? key : 'emailChangeStatusFailed');
    }
  }

  return { message, request, check };
}

/** Changes the password after Firebase checks the current one. */
export function usePasswordChange() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<Message>(null);

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const current = formValue(event, 'currentPassword');
    const next = formValue(event, 'newPassword');
    if (next.length < 8) return setMessage({ kind: 'danger', text: t('account.passwordTooShort') });
    try {
      const { changePassword } = await loadAuthExtra();
      await changePassword(current, next);
      setMessage({ kind: 'success', text: t('account.passwordChanged') });
      form.reset();
    } catch (failure) {
      const code = failureCode(failure);
      const wrong = code === 'auth/wrong-password' || code === 'auth/invalid-credential';
      setMessage({ kind: 'danger', text: wrong ? t('errors:signInWrongPassword') : t('account.passwordFailed') });
    }
  }

  return { message, change };
}

/** Tells the server the user's second factors changed, so their record says so. */
async function syncMfa() {
  const { apiCall } = await import('../../lib/api/client');
  await apiCall('/account/mfa-sync', {});
}

/** The enrolled phones, and enrolment (code sent, then checked) and removal of SMS as a second factor. */
export function useSecondFactor() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<Message>(null);
  const [phones, setPhones] = useState<string[]>([]);
  const [verificationId, setVerificationId] = useState<string | null>(null);

  useEffect(() => {
    loadAuthExtra()
      .then(({ enrolledPhones }) => enrolledPhones())
      .then(setPhones)
      // Without the list the form offers to add a phone, as for a user without one.
      .catch((error: unknown) => reportError(error));
  }, []);

  /** First sends a code to the phone, then checks the code and turns the second factor on. */
  async function enrol(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read the form before any await: React clears currentTarget once the handler yields.
    const phone = formValue(event, 'phone').replace(/[\s()-]/g, '');
    const code = formValue(event, 'code').trim();
    try {
      const lib = await loadAuthExtra();
      if (!verificationId) {
        setVerificationId(await lib.startSecondFactorEnrollment(phone));
        setMessage(null);
      } else {
        await lib.finishSecondFactorEnrollment(verificationId, code);
        await syncMfa();
        setPhones(await lib.enrolledPhones());
        setVerificationId(null);
        setMessage({ kind: 'success', text: t('account.mfaEnrolled') });
      }
    } catch (failure) {
      const text =
        failureCode(failure) === 'auth/unverified-email' ? t('account.mfaNeedsVerifiedEmail') : t(`errors:${phoneErrorKey(failure)}`);
      setMessage({ kind: 'danger', text });
    }
  }

  async function remove() {
    try {
      const { removeSecondFactors } = await loadAuthExtra();
      await removeSecondFactors();
      await syncMfa();
      setPhones([]);
      void notify(t('account.mfaRemoved'));
    } catch (failure) {
      setMessage({ kind: 'danger', text: t(`errors:${emailChangeErrorKey(failure)}`) });
    }
  }

  return { message, phones, awaitingCode: verificationId !== null, enrol, remove };
}
