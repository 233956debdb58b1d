// The settings form's state and its save: the settings go to the user's record (reloading
// keeps them) with the display language, which the page switches to when it changed. The
// save's state is the mutation's.
import { useEffect, useState, type FormEvent } from 'react';
import { isUiLanguage } from '@shared/languages';
import { useI18next, useTranslation } from '../../lib/i18n/i18n';
import { cacheLanguage } from '../../lib/i18n/detect-language';
import { notify } from '../../lib/toast/notify';
import { useSaveSettingsMutation } from '../../app/user-record-api';
import { useAuth } from '../auth';
import { fromStored, toStored, type SetSetting, type SettingsValues } from './settings-values';
import { reportError } from '../../lib/report-error';

/** The form's values (null until the profile has arrived), the display language, and the save. */
export function useSettingsForm() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useI18next();
  const { user, profile } = useAuth();
  const [values, setValues] = useState<SettingsValues | null>(null);
  const [displayLanguage, setDisplayLanguage] = useState(language);
  const [saveSettings, saving] = useSaveSettingsMutation();

  // The form starts from the profile once it has arrived; later profile changes do not overwrite what is being typed.
  useEffect(() => {
    if (profile && !values) setValues(fromStored(profile.settings));
  }, [profile, values]);

  const set: SetSetting = (key, value) => setValues((current) => (current ? { ...current, [key]: value } : current));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    try {
      await saveSettings({ uid: user.uid, settings: toStored(values), language: displayLanguage }).unwrap();
      void notify(t('settings.saved'));
      if (displayLanguage !== language && isUiLanguage(displayLanguage)) {
        cacheLanguage(displayLanguage);
        await changeLanguage(displayLanguage);
      }
    } catch (error) {
      reportError(error);
      void notify(t('settings.saveFailed'), { type: 'error' });
    }
  }

  return { values, set, displayLanguage, setDisplayLanguage, saving: saving.isLoading, save };
}
