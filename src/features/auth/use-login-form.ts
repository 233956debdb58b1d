// The sign-in form's actions: e-mail and password (with the SMS second factor when the
// account has one), guest, and password reset. Firebase's code, and the table of its error
// codes, load when an action needs them, not with the page.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MultiFactorResolver } from 'firebase/auth';
import { EMAIL_PATTERN } from '@shared/validation';
import { useTranslation } from '../../lib/i18n/i18n';
import { reportFailedSignIn } from './report-failed-sign-in';
import { useCarriedEmail } from './carried-email';
import { prefilledEmail } from './return-path';
import { useFinishLogin } from './use-finish-login';

type AuthErrors = typeof import('./auth-errors');

/** The form (its inputs are uncontrolled), its error, whether it can be used, and its actions. */
export function useLoginForm() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resolver, setResolver] = useState<MultiFactorResolver | null>(null);
  // Disabled until hydrated: a click before then would submit the form natively (password in the URL).
  const [hydrated, setHydrated] = useState(false);
  // An invitation's link sends its address along (?email=): the form starts with it.
  const [email, setEmail] = useState('');
  useEffect(() => {
    setHydrated(true);
    setEmail(prefilledEmail(window.location.search));
  }, []);
  // What was typed before the page moved to the visitor's language is typed back.
  useCarriedEmail(form);

  /** Uncontrolled inputs read when needed: what was typed before hydration is not lost. */
  const field = (name: string) => String(new FormData(form.current ?? undefined).get(name) ?? '').trim();

  const catalogueText = (key: string | null) => (key ? t(`errors:${key}`) : t('auth.unexpectedError')); // no key: unexpected

  /** The error's text once the failure is known: the table of Firebase's codes loads then, not with the page. */
  async function run(action: () => Promise<void>, errorText: (failure: unknown, errors: AuthErrors) => string) {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setError(
        await import('./auth-errors').then(
          (errors) => errorText(failure, errors),
          () => t('auth.unexpectedError'),
        ),
      );
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = field('email');
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!email) return setError(t('errors:signInMissingEmail'));
    if (!password) return setError(t('errors:signInMissingPassword'));
    void run(
      async () => {
        const { signInWithEmail } = await import('../../lib/firebase/auth');
        try {
          await signInWithEmail(email, password);
        } catch (failure) {
          const { secondFactorResolver } = await import('../../lib/firebase/auth-extra');
          const next = await secondFactorResolver(failure);
          if (!next) {
            await reportFailedSignIn(email, failure);
            throw failure;
          }
          setResolver(next);
          setBusy(false);
          return;
        }
        await finishLogin();
      },
      (failure, { signInErrorKey }) => catalogueText(signInErrorKey(failure)),
    );
  }

  function guest() {
    void run(
      async () => {
        const { signInAsGuest } = await import('../../lib/firebase/auth');
        await signInAsGuest();
        await finishLogin();
      },
      (failure, { guestErrorKey }) => catalogueText(guestErrorKey(failure)),
    );
  }

  function resetPassword() {
    const email = field('email');
    if (!email) return setError(t('errors:resetMissingEmail'));
    if (!EMAIL_PATTERN.test(email)) return setError(t('errors:resetInvalidEmail'));
    void run(
      async () => {
        const { sendPasswordReset } = await import('../../lib/firebase/auth');
        await sendPasswordReset(email);
        window.alert(t('errors:resetSent'));
        window.location.reload();
      },
      (failure, { resetErrorKey }) => t(`errors:${resetErrorKey(failure)}`),
    );
  }

  return { form, email, error, busy, disabled: busy || !hydrated, resolver, submit, guest, resetPassword };
}
