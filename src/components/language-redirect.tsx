// Applies spec section 4's detection on pages reached without a language prefix:
// a visitor whose detected language is French is sent to the French copy of the page.
import { useEffect } from 'react';
import { navigate } from 'gatsby';
import { useI18next } from '../lib/i18n/i18n';
import { browserSources, cacheLanguage, detectLanguage } from '../lib/i18n/detect-language';
import { FALLBACK_UI_LANGUAGE } from '@shared/languages';

export function LanguageRedirect() {
  const { language, originalPath } = useI18next();
  useEffect(() => {
    const prefixed = language !== FALLBACK_UI_LANGUAGE;
    const detected = prefixed ? language : detectLanguage(browserSources());
    cacheLanguage(detected === 'fr' ? 'fr' : 'en');
    if (detected !== language) {
      const params = new URLSearchParams(window.location.search);
      params.delete('lng');
      const query = params.toString();
      void navigate(`/${detected}${originalPath}${query ? `?${query}` : ''}${window.location.hash}`, { replace: true });
    }
  }, [language, originalPath]);
  return null;
}
