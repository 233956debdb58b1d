// Account/Profile: name and country, SMS marketing consent, the practice (create one, or
// open yours), sign-in and security, recent sign-ins, export my data, delete my account.
import React from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useProfileForm } from '../use-profile-form';
import { DataCard } from './data-card';
import { ProfileCard, SmsConsentCard } from './profile-card';
import { SecurityCard } from './security-card';
import { SignInHistoryCard } from './sign-in-history-card';
import { SessionAccessCard } from '../../saved-sessions';
import { CreatePracticeCard } from '../../practice';

export function AccountScreen() {
  const { t } = useTranslation();
  const { profile, fields, setField, save, setSmsConsent } = useProfileForm();
  if (!profile || fields === null) return null;

  return (
    <>
      <h1 className="h4 mb-3">{t('account.title')}</h1>
      <ProfileCard profile={profile} fields={fields} onField={setField} onSubmit={(e) => void save(e)} />
      <SmsConsentCard checked={profile.smsMarketingConsent} onChange={(consent) => void setSmsConsent(consent)} />
      <CreatePracticeCard />
      <SecurityCard />
      <SignInHistoryCard />
      <SessionAccessCard />
      <DataCard />
    </>
  );
}
