// After any sign-in: login completion, then the user's language and destination.
import { useCallback } from 'react';
import { isUiLanguage } from '@shared/languages';
import { useAppDispatch } from '../../app/hooks';
import { useI18next, useTranslation } from '../../lib/i18n/i18n';
import { cacheLanguage } from '../../lib/i18n/detect-language';
import { loginCompleted } from './auth-slice';
import { completeLogin, destinationAfterLogin } from './login-flow';

export function useFinishLogin(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { changeLanguage, navigate, language } = useI18next();
  return useCallback(async () => {
    const completion = await completeLogin(dispatch);
    // A user without a language keeps English, with this warning.
    if (!completion.language) console.warn(t('errors:languageMissing', { lng: 'en' }));
    dispatch(loginCompleted({ firstTime: completion.firstTime }));
    const to = destinationAfterLogin(completion);
    if (completion.language && completion.language !== language && isUiLanguage(completion.language)) {
      cacheLanguage(completion.language);
      await changeLanguage(completion.language, to);
    } else {
      await navigate(to);
    }
  }, [dispatch, changeLanguage, navigate, language, t]);
}
