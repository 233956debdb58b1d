// Sign-in: e-mail and password, guest, and password reset. Plain Bootstrap markup
// rather than react-bootstrap components: /login is the page every user loads first,
// and these need no behaviour beyond what the browser gives.
import React, { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import type { MultiFactorResolver } from 'firebase/auth';
import { EMAIL_PATTERN } from '@shared/validation';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { reportFailedSignIn } from '../report-failed-sign-in';
import { useFinishLogin } from '../use-finish-login';
import { OtherSignIn } from './other-sign-in';

// Only accounts with SMS as a second factor get this step: it loads when one does.
const SecondFactorStep = lazy(() => import('./second-factor-step').then((m) => ({ default: m.SecondFactorStep })));

export function LoginForm() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resolver, setResolver] = useState<MultiFactorResolver | null>(null);
  // Disabled until hydrated: a click before then would submit the form natively (password in the URL).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  /** Uncontrolled inputs read when needed: what was typed before hydration is not lost. */
  const field = (name: string) => String(new FormData(form.current ?? undefined).get(name) ?? '').trim();

  const catalogueText = (key: string | null) => (key ? t(`errors:${key}`) : t('auth.unexpectedError')); // no key: unexpected

  /** The error's text once the failure is known: the table of Firebase's codes loads then, not with the page. */
  async function run(action: () => Promise<void>, errorText: (failure: unknown, errors: typeof import('../auth-errors')) => string) {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setError(
        await import('../auth-errors').then(
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
        const { signInWithEmail } = await import('../../../lib/firebase/auth');
        try {
          await signInWithEmail(email, password);
        } catch (failure) {
          const { secondFactorResolver } = await import('../../../lib/firebase/auth-extra');
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
        const { signInAsGuest } = await import('../../../lib/firebase/auth');
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
        const { sendPasswordReset } = await import('../../../lib/firebase/auth');
        await sendPasswordReset(email);
        window.alert(t('errors:resetSent'));
        window.location.reload();
      },
      (failure, { resetErrorKey }) => t(`errors:${resetErrorKey(failure)}`),
    );
  }

  const disabled = busy || !hydrated;
  if (resolver) {
    return (
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <SecondFactorStep resolver={resolver} />
      </Suspense>
    );
  }
  return (
    <>
      <form ref={form} onSubmit={submit} noValidate>
        {error && (
          <div className="alert alert-danger" role="alert" data-testid="login-error">
            {error}
          </div>
        )}
        <div className="mb-3">
          <label className="form-label" htmlFor="login-email">
            {t('auth.email')}
          </label>
          <input id="login-email" className="form-control" type="email" name="email" autoComplete="email" data-testid="login-email" />
        </div>
        <div className="mb-2">
          <label className="form-label" htmlFor="login-password">
            {t('auth.password')}
          </label>
          <input
            id="login-password"
            className="form-control"
            type="password"
            name="password"
            autoComplete="current-password"
            data-testid="login-password"
          />
        </div>
        <div className="mb-3 text-end">
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            onClick={resetPassword}
            disabled={disabled}
            data-testid="reset-password"
          >
            {t('auth.forgotPassword')}
          </button>
        </div>
        <button type="submit" className="btn btn-primary w-100" disabled={disabled} data-testid="login-submit">
          {busy ? t('auth.signingIn') : t('auth.signIn')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary w-100 mt-2"
          onClick={guest}
          disabled={disabled}
          data-testid="guest-signin"
        >
          {t('auth.continueAsGuest')}
        </button>
      </form>
      <OtherSignIn disabled={disabled} />
      <p className="mt-3 mb-0 text-center">
        {t('auth.noAccount')} <Link to="/login/register/">{t('auth.register')}</Link>
      </p>
    </>
  );
}
