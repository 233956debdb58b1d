// E-mail and password sign-in (the other sign-in methods come with the accounts feature).
// Plain Bootstrap markup rather than react-bootstrap components: /login is the page
// every user loads first, and these need no behaviour beyond what the browser gives.
import React, { useEffect, useState, type FormEvent } from 'react';
import { Link, useI18next, useTranslation } from '../../../lib/i18n/i18n';
import { signInErrorKey } from '../auth-errors';

export function LoginForm() {
  const { t } = useTranslation();
  const { navigate } = useI18next();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Disabled until hydrated: a click before then would submit the form natively (password in the URL).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Uncontrolled inputs read on submit: what was typed before hydration is not lost.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    setError(null);
    if (!email.trim()) return setError(t('errors:signInMissingEmail'));
    if (!password) return setError(t('errors:signInMissingPassword'));
    setBusy(true);
    try {
      const { signInWithEmail } = await import('../../../lib/firebase/auth');
      await signInWithEmail(email.trim(), password);
      await navigate('/');
    } catch (failure) {
      const key = signInErrorKey(failure);
      setError(key ? t(`errors:${key}`) : t('auth.unexpectedError'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
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
      <div className="mb-3">
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
      <button type="submit" className="btn btn-primary w-100" disabled={busy || !hydrated} data-testid="login-submit">
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </button>
      <p className="mt-3 mb-0 text-center">
        {t('auth.noAccount')} <Link to="/login/register/">{t('auth.register')}</Link>
      </p>
    </form>
  );
}
