// Detects the interface language on pages reached without a language prefix (English):
// a visitor whose detected language is French is sent to the French copy of the page.
// A prefixed page is itself the choice, and is cached as such.
import { useEffect } from 'react';
import { navigate } from 'gatsby';
import { useI18next } from '../lib/i18n/i18n';
import { cacheLanguage, detectLanguage } from '../lib/i18n/detect-language';
import { FALLBACK_UI_LANGUAGE, isUiLanguage } from '@shared/languages';

export function LanguageRedirect() {
  const { language, originalPath } = useI18next();
  useEffect(() => {
    if (language !== FALLBACK_UI_LANGUAGE) {
      if (isUiLanguage(language)) cacheLanguage(language);
      return;
    }
    let left = false;
    void detectLanguage().then((detected) => {
      // cached by the detection
      if (left || detected === language) return;
      const params = new URLSearchParams(window.location.search);
      params.delete('lng');
      const query = params.toString();
      void navigate(`/${detected}${originalPath}${query ? `?${query}` : ''}${window.location.hash}`, { replace: true });
    });
    return () => {
      left = true;
    };
  }, [language, originalPath]);
  return null;
}
