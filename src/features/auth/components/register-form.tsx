// Registration. Signed out: a new e-mail account.
// Signed in without a role (a new social or phone account): only the profile fields.
// A registration that fails after the account was made deletes the account again, so
// no half-made record is left (the server deletes the record with it).
import React, { useEffect, useState, type FormEvent } from 'react';
import { PRACTITIONER_ROLES } from '@shared/roles';
import { isApiFailure } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { noticeRaised } from '../../../app/notices-slice';
import { useTranslation, useI18next } from '../../../lib/i18n/i18n';
import { authApi } from '../api';
import { signUpError } from '../auth-errors';
import { useFinishLogin } from '../use-finish-login';
import { useSignedInUser } from '../use-signed-in-user';

const LEAD_SOURCES = ['search', 'colleague', 'social', 'conference', 'event', 'other'] as const;
const REQUIRED = ['firstName', 'lastName', 'role', 'country'] as const;

export function RegisterForm() {
  const { t } = useTranslation();
  const { language } = useI18next();
  const dispatch = useAppDispatch();
  const finishLogin = useFinishLogin();
  const user = useSignedInUser();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // A special link (/login/register/?link=CODE) gives a trial or a promo code at sign-up.
  const [link, setLink] = useState('');
  // A referral invite's link (/login/register/?ref=CODE) fills in the referral code.
  const [referral, setReferral] = useState('');
  useEffect(() => {
    setHydrated(true);
    const params = new URLSearchParams(window.location.search);
    setLink((params.get('link') ?? '').trim().slice(0, 64));
    setReferral((params.get('ref') ?? '').trim().toUpperCase().slice(0, 6));
  }, []);
  const completingProfile = Boolean(user && !user.isGuest);
  // Until Firebase says who is signed in, we do not know which form to show.
  if (user === undefined) return <div className="py-4" role="status" aria-busy="true" />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    setError(null);
    if (!completingProfile) {
      if (!value('email')) return setError(t('errors:signUpMissingEmail'));
      if (!String(data.get('password') ?? '')) return setError(t('errors:signUpMissingPassword'));
    }
    const missing = REQUIRED.find((name) => !value(name));
    if (missing) return setError(t('register.required', { field: t(`register.fields.${missing}`) }));

    setBusy(true);
    const { registerWithEmail, deleteCurrentAccount } = await import('../../../lib/firebase/auth');
    let created = false;
    try {
      if (!completingProfile) {
        await registerWithEmail(value('email'), String(data.get('password')));
        created = true;
      }
      const request = {
        firstName: value('firstName'),
        lastName: value('lastName'),
        role: value('role'),
        country: value('country'),
        leadSource: value('leadSource'),
        promoCode: value('promoCode'),
        emr: value('emr'),
        referredBy: value('referredBy'),
        language,
        link,
      };
      const answer = await dispatch(authApi.endpoints.register.initiate(request)).unwrap();
      // The account is made either way; a link that could not be applied is said (it outlives the navigation).
      if (answer.link && !answer.link.applied) dispatch(noticeRaised({ key: `register.link.${answer.link.reason}` }));
      await finishLogin();
    } catch (failure) {
      if (created) await deleteCurrentAccount().catch(() => undefined);
      if (isApiFailure(failure)) setError(failure.key ? t(`errors:${failure.key}`) : t('errors:signUpError', { message: failure.message }));
      else {
        const { key, values } = signUpError(failure);
        setError(t(`errors:${key}`, { ...values }) as string);
      }
      setBusy(false);
    }
  }

  const input = (name: string, type = 'text', autoComplete?: string, required = false) => (
    <div className="mb-3">
      <label className="form-label" htmlFor={`register-${name}`}>
        {t(`register.fields.${name}`)}
        {required ? ' *' : ''}
      </label>
      <input
        id={`register-${name}`}
        className="form-control"
        type={type}
        name={name}
        autoComplete={autoComplete}
        data-testid={`register-${name}`}
        {...(name === 'referredBy' && referral ? { key: referral, defaultValue: referral } : {})}
      />
    </div>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="register-form">
      {error && (
        <div className="alert alert-danger" role="alert" data-testid="register-error">
          {error}
        </div>
      )}
      {completingProfile && <p className="text-muted">{t('register.completeProfile')}</p>}
      {link && (
        <div className="alert alert-info" data-testid="register-link">
          {t('register.link.through', { code: link })}
        </div>
      )}
      <div className="row">
        <div className="col-sm-6">{input('firstName', 'text', 'given-name', true)}</div>
        <div className="col-sm-6">{input('lastName', 'text', 'family-name', true)}</div>
      </div>
      {!completingProfile && (
        <>
          {input('email', 'email', 'email', true)}
          {input('password', 'password', 'new-password', true)}
        </>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor="register-role">
          {t('register.fields.role')} *
        </label>
        <select id="register-role" className="form-select" name="role" defaultValue="" data-testid="register-role">
          <option value="" disabled>
            {t('register.chooseRole')}
          </option>
          {PRACTITIONER_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      {input('country', 'text', 'country-name', true)}
      <div className="mb-3">
        <label className="form-label" htmlFor="register-leadSource">
          {t('register.fields.leadSource')}
        </label>
        <select id="register-leadSource" className="form-select" name="leadSource" defaultValue="" data-testid="register-leadSource">
          <option value="">{t('register.noAnswer')}</option>
          {LEAD_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t(`register.leadSources.${source}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="row">
        <div className="col-sm-6">{input('promoCode')}</div>
        <div className="col-sm-6">{input('referredBy')}</div>
      </div>
      {input('emr', 'password', 'off')}
      <p className="form-text mt-n2">{t('register.emrHelp')}</p>
      <button type="submit" className="btn btn-primary w-100" disabled={busy || !hydrated} data-testid="register-submit">
        {busy ? t('register.creating') : completingProfile ? t('register.finish') : t('register.submit')}
      </button>
    </form>
  );
}
