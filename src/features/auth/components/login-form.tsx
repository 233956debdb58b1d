// Sign-in: e-mail and password, guest, and password reset. Plain Bootstrap markup
// rather than react-bootstrap components: /login is the page every user loads first,
// and these need no behaviour beyond what the browser gives. The actions are in useLoginForm.
import React, { lazy, Suspense } from 'react';
import { Link, useTranslation } from '../../../lib/i18n/i18n';
import { useLoginForm } from '../use-login-form';
import { OtherSignIn } from './other-sign-in';

// Only accounts with SMS as a second factor get this step: it loads when one does.
const SecondFactorStep = lazy(() => import('./second-factor-step').then((m) => ({ default: m.SecondFactorStep })));

export function LoginForm() {
  const { t } = useTranslation();
  const { form, email, error, busy, disabled, resolver, submit, guest, resetPassword } = useLoginForm();
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
          <input
            key={email}
            id="login-email"
            className="form-control"
            type="email"
            name="email"
            autoComplete="email"
            defaultValue={email || undefined}
            data-testid="login-email"
          />
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
