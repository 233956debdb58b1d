// The languages of the interface.

/** Languages of the interface: English and French. */
export const UI_LANGUAGES = ['en', 'fr'] as const;

/** A language code of the interface. */
export type UiLanguageCode = (typeof UI_LANGUAGES)[number];

/** The interface language used when none is detected or the detected one is not offered. */
export const FALLBACK_UI_LANGUAGE: UiLanguageCode = 'en';

/** True when the interface is offered in `code`. */
export function isUiLanguage(code: string): code is UiLanguageCode {
  return (UI_LANGUAGES as readonly string[]).includes(code);
}
