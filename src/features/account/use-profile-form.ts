// The profile form: name (first and last, from the display name when they were never
// stored apart), specialty, organization and country; and the SMS marketing consent.
import { useEffect, useState, type FormEvent } from 'react';
import { USER_INFO_TEXT_MAX } from '@shared/user-settings';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/toast/notify';
import { useSaveProfileMutation, useSaveSmsConsentMutation, type ProfileFields, type UserProfile } from '../../app/user-record-api';
import { useAuth } from '../auth';
import { reportError } from '../../lib/report-error';

export type ProfileFormFields = Required<Omit<ProfileFields, 'displayName'>>;

/** Longest text of each field: what the rules accept in userInfo (the shared bounds). */
export const PROFILE_FIELD_MAX: Record<keyof ProfileFormFields, number> = {
  firstName: USER_INFO_TEXT_MAX.firstName,
  lastName: USER_INFO_TEXT_MAX.lastName,
  specialty: USER_INFO_TEXT_MAX.specialty,
  organization: USER_INFO_TEXT_MAX.organization,
  location: USER_INFO_TEXT_MAX.location,
};

/**
 * The form's starting values: first and last name from the display name when they were
 * never stored apart; each within its bound, so that saving unchanged values is accepted.
 */
export function profileFormFields(profile: Pick<UserProfile, 'displayName' | keyof ProfileFormFields>): ProfileFormFields {
  const [first = '', ...rest] = profile.displayName.split(' ');
  const fields: ProfileFormFields = {
    firstName: profile.firstName || first,
    lastName: profile.lastName || rest.join(' '),
    specialty: profile.specialty,
    organization: profile.organization,
    location: profile.location,
  };
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, v.slice(0, PROFILE_FIELD_MAX[k as keyof ProfileFormFields])]),
  ) as ProfileFormFields;
}

/** The profile form's fields (null until the profile has arrived), its save, and the SMS consent switch. */
export function useProfileForm() {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  const [fields, setFields] = useState<ProfileFormFields | null>(null);
  const [saveProfile] = useSaveProfileMutation();
  const [saveSmsConsent] = useSaveSmsConsentMutation();

  // The form starts from the profile once it has arrived; later profile changes do not overwrite what is being typed.
  useEffect(() => {
    if (profile && fields === null) setFields(profileFormFields(profile));
  }, [profile, fields]);

  const setField = (name: keyof ProfileFormFields, value: string) =>
    setFields((current) => (current ? { ...current, [name]: value } : current));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!fields) return;
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as ProfileFormFields;
    try {
      await saveProfile({
        uid: user.uid,
        profile: { ...trimmed, displayName: `${trimmed.firstName} ${trimmed.lastName}`.trim() },
      }).unwrap();
      void notify(t('account.saved'));
    } catch (error) {
      reportError(error);
      void notify(t('account.saveFailed'), { type: 'error' });
    }
  }

  async function setSmsConsent(consent: boolean) {
    try {
      await saveSmsConsent({ uid: user.uid, consent }).unwrap();
    } catch (error) {
      reportError(error);
      void notify(t('account.saveFailed'), { type: 'error' });
    }
  }

  return { profile, fields, setField, save, setSmsConsent };
}
