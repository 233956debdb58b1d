// Registration. Signed out: a new e-mail account. Signed in without a role (a new social or
// phone account): only the profile fields. The submit is ../use-registration.ts.
import React from 'react';
import { PRACTITIONER_ROLES } from '@shared/roles';
import { ProofOfWorkStatus } from '../../../components/proof-of-work-status';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRegistration } from '../use-registration';
import { RegisterChoice, RegisterInput } from './register-fields';

const LEAD_SOURCES = ['search', 'colleague', 'social', 'conference', 'event', 'other'] as const;

export function RegisterForm() {
  const { t } = useTranslation();
  const { user, error, busy, hydrated, link, referral, email, completingProfile, submit } = useRegistration();
  // Until Firebase says who is signed in, we do not know which form to show.
  if (user === undefined) return <div className="py-4" role="status" aria-busy="true" />;

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
        <div className="col-sm-6">
          <RegisterInput name="firstName" autoComplete="given-name" required />
        </div>
        <div className="col-sm-6">
          <RegisterInput name="lastName" autoComplete="family-name" required />
        </div>
      </div>
      {!completingProfile && (
        <>
          <RegisterInput key={email} name="email" type="email" autoComplete="email" required defaultValue={email || undefined} />
          <RegisterInput name="password" type="password" autoComplete="new-password" required />
        </>
      )}
      <RegisterChoice
        name="role"
        required
        emptyLabel={t('register.chooseRole')}
        options={PRACTITIONER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      />
      <RegisterInput name="country" autoComplete="country-name" required />
      <RegisterChoice
        name="leadSource"
        emptyLabel={t('register.noAnswer')}
        options={LEAD_SOURCES.map((source) => ({ value: source, label: t(`register.leadSources.${source}`) }))}
      />
      <div className="row">
        <div className="col-sm-6">
          <RegisterInput name="promoCode" />
        </div>
        <div className="col-sm-6">
          {/* A referral code read from the address after the first render fills the field in. */}
          <RegisterInput key={referral} name="referredBy" defaultValue={referral || undefined} />
        </div>
      </div>
      <RegisterInput name="emr" type="password" autoComplete="off" />
      <p className="form-text mt-n2">{t('register.emrHelp')}</p>
      <button type="submit" className="btn btn-primary w-100" disabled={busy || !hydrated} data-testid="register-submit">
        {busy ? t('register.creating') : completingProfile ? t('register.finish') : t('register.submit')}
      </button>
      {/* A referral code is checked after a proof of work: its wait, when it is long. */}
      <ProofOfWorkStatus />
    </form>
  );
}
