// E-mail and password sign-in (the other sign-in methods come with the accounts feature).
import React, { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
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
    <Form onSubmit={submit} noValidate>
      {error && (
        <Alert variant="danger" data-testid="login-error">
          {error}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="login-email">
        <Form.Label>{t('auth.email')}</Form.Label>
        <Form.Control type="email" name="email" autoComplete="email" data-testid="login-email" />
      </Form.Group>
      <Form.Group className="mb-3" controlId="login-password">
        <Form.Label>{t('auth.password')}</Form.Label>
        <Form.Control
          type="password"
          name="password"
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Group>
      <Button type="submit" className="w-100" disabled={busy || !hydrated} data-testid="login-submit">
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      <p className="mt-3 mb-0 text-center">
        {t('auth.noAccount')} <Link to="/login/register/">{t('auth.register')}</Link>
      </p>
    </Form>
  );
}
