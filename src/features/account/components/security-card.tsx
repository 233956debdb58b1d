// Account security: e-mail change (verified before it applies), password change, and
// SMS as a second factor (enrol, remove).
import React from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { AccountCard } from './account-card';
import { EmailChangeForm, PasswordForm, SecondFactorSection } from './security-forms';

export function SecurityCard() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  return (
    <AccountCard title={t('account.securityTitle')}>
      <EmailChangeForm />
      <PasswordForm />
      <SecondFactorSection />
      {profile && !profile.email && <p className="small text-muted mt-2 mb-0">{t('account.noEmail')}</p>}
    </AccountCard>
  );
}
