// After any sign-in: login completion, then the user's language and destination (the page
// that sent the visitor to sign in, when the address names one). The
// sign-in page has no store of its own: the app's store loads here, when it is first needed,
// and the signed-in page it goes to finds it (login completion's code loads with it, not with
// the sign-in page).
import { useCallback } from 'react';
import { isUiLanguage } from '@shared/languages';
import { useI18next, useTranslation } from '../../lib/i18n/i18n';
import { cacheLanguage } from '../../lib/i18n/detect-language';
import { returnPath } from './return-path';

export function useFinishLogin(): () => Promise<void> {
  const { t } = useTranslation();
  const { changeLanguage, navigate, language } = useI18next();
  return useCallback(async () => {
    const [{ appStores }, { loginCompleted }, { completeLogin, destinationAfterLogin }] = await Promise.all([
      import('../../app/app-store'),
      import('./auth-slice'),
      import('./login-flow'),
    ]);
    const { dispatch } = appStores.store;
    const completion = await completeLogin(dispatch);
    // A user without a language keeps English, with this warning.
    if (!completion.language) console.warn(t('errors:languageMissing', { lng: 'en' }));
    dispatch(loginCompleted({ firstTime: completion.firstTime }));
    const to = destinationAfterLogin(completion, returnPath(window.location.search));
    if (completion.language && completion.language !== language && isUiLanguage(completion.language)) {
      cacheLanguage(completion.language);
      await changeLanguage(completion.language, to);
    } else {
      await navigate(to);
    }
  }, [changeLanguage, navigate, language, t]);
}
