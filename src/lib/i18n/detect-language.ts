// The interface language of a visitor, detected by i18next-browser-languagedetector
// (https://github.com/i18next/i18next-browser-languageDetector) in this order: query
// parameter `lng`, cookie `i18next`, localStorage `i18nextLng`, sessionStorage
// `i18nextLng`, the browser's languages, the html tag's `lang`. The first language the
// interface has wins ('fr-CA' counts as 'fr'); none gives English. The choice is cached
// in localStorage, where the next visit finds it before the browser's languages.
import { createInstance } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { FALLBACK_UI_LANGUAGE, UI_LANGUAGES, isUiLanguage, type UiLanguageCode } from '@shared/languages';

export type UiLanguage = UiLanguageCode;

/** Where detection looks, in order, and where it caches; exported for the tests. */
export const DETECTION: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
  // A regional variant counts as its language, so that 'fr-CA' in an earlier source wins
  // over an exact 'en' in a later one (i18next prefers exact matches over variants).
  convertDetectedLanguage: (code) => code.trim().toLowerCase().split(/[-_]/)[0],
};

/**
 * The first supported language found in the browser, in the order above, or English.
 * Caches it in localStorage. Browser-only: call it after mount.
 */
export function detectLanguage(): UiLanguage {
  // A detection-only i18next instance: the page's own instance (gatsby-plugin-react-i18next)
  // takes its language from the URL and must not be changed from here.
  const detection = createInstance();
  void detection.use(LanguageDetector).init({
    supportedLngs: [...UI_LANGUAGES],
    fallbackLng: FALLBACK_UI_LANGUAGE,
    detection: { ...DETECTION },
    resources: {},
    initImmediate: false,
  });
  return isUiLanguage(detection.language) ? detection.language : FALLBACK_UI_LANGUAGE;
}

/** Caches the language the user is now reading in, so the next visit detects it first. */
export function cacheLanguage(language: UiLanguage): void {
  // Nothing is written where storage is disabled: detection then falls back to the browser.
  new LanguageDetector(undefined, { ...DETECTION }).cacheUserLanguage(language);
}
