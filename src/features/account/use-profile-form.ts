// The profile form: name (first and last, from the display name when they were never
// stored apart), specialty, organization and country; and the SMS marketing consent.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/toast/notify';
import type { ProfileFields } from '../../lib/firebase/users';
import { useAuth } from '../auth';

export type ProfileFormFields = Required<Omit<ProfileFields, 'displayName'>>;

/** The profile form's fields (null until the profile has arrived), its save, and the SMS consent switch. */
export function useProfileForm() {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  const [fields, setFields] = useState<ProfileFormFields | null>(null);

  // The form starts from the profile once it has arrived; later profile changes do not overwrite what is being typed.
  useEffect(() => {
    if (profile && fields === null) {
      const [first = '', ...rest] = profile.displayName.split(' ');
      setFields({
        firstName: profile.firstName || first,
        lastName: profile.lastName || rest.join(' '),
        specialty: profile.specialty,
        organization: profile.organization,
        location: profile.location,
      });
    }
  }, [profile, fields]);

  const setField = (name: keyof ProfileFormFields, value: string) => setFields((current) => (current ? { ...current, [name]: value } : current));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!fields) return;
    const trimmed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])) as ProfileFormFields;
    try {
      const { saveProfile } = await import('../../lib/firebase/users');
      await saveProfile(user.uid, { ...trimmed, displayName: `${trimmed.firstName} ${trimmed.lastName}`.trim() });
      void notify(t('account.saved'));
    } catch (error) {
      console.error(error);
      void notify(t('account.saveFailed'), { type: 'error' });
    }
  }

  async function setSmsConsent(consent: boolean) {
    try {
      const { saveSmsConsent } = await import('../../lib/firebase/users');
      await saveSmsConsent(user.uid, consent);
    } catch (error) {
      console.error(error);
      void notify(t('account.saveFailed'), { type: 'error' });
    }
  }

  return { profile, fields, setField, save, setSmsConsent };
}
