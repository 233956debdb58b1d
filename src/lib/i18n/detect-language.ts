// The interface language of a visitor, looked for in this order (the order of i18next's
// browser language detector, read here without loading it): query parameter `lng`, cookie
// `i18next`, localStorage `i18nextLng`, sessionStorage `i18nextLng`, the browser's
// languages, the html tag's `lang`. The first language the interface has wins ('fr-CA'
// counts as 'fr'); none gives English. The choice is cached in localStorage, where the
// next visit finds it before the browser's languages.
import { FALLBACK_UI_LANGUAGE, isUiLanguage, type UiLanguageCode } from '@shared/languages';

export type UiLanguage = UiLanguageCode;

const QUERY_PARAMETER = 'lng';
const COOKIE = 'i18next';
const STORAGE_KEY = 'i18nextLng';

/** Storage that may be disabled (privacy modes throw on access): null then. */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The Cookie Store API, where the browser has it. */
interface CookieStore {
  get(name: string): Promise<{ value: string } | null>;
}

/**
 * A cookie's value. Read from the Cookie Store where there is one: reading document.cookie
 * waits for the browser's cookie store, a wait that blocked a page's load for over 10 ms.
 */
async function cookie(name: string): Promise<string | null> {
  const store = (window as unknown as { cookieStore?: CookieStore }).cookieStore;
  if (store) return (await store.get(name).catch(() => null))?.value ?? null;
  const prefix = `${name}=`;
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

/** What each source names, in the detection order (any may be empty). */
async function candidates(): Promise<Array<string | null | undefined>> {
  return [
    new URLSearchParams(window.location.search).get(QUERY_PARAMETER),
    await cookie(COOKIE),
    storage('localStorage')?.getItem(STORAGE_KEY),
    storage('sessionStorage')?.getItem(STORAGE_KEY),
    ...(window.navigator.languages?.length ? window.navigator.languages : [window.navigator.language]),
    document.documentElement.getAttribute('lang'),
  ];
}

/** 'fr-CA', 'FR_fr' and ' fr ' are all French: a regional variant counts as its language. */
export function baseLanguage(code: string): string {
  return code.trim().toLowerCase().split(/[-_]/)[0];
}

/**
 * The first supported language found in the browser, in the order above, or English.
 * Caches it in localStorage. Browser-only: call it after mount.
 */
export async function detectLanguage(): Promise<UiLanguage> {
  const found = (await candidates())
    .filter((code): code is string => Boolean(code))
    .map(baseLanguage)
    .find(isUiLanguage);
  const language = found ?? FALLBACK_UI_LANGUAGE;
  cacheLanguage(language);
  return language;
}

/** Caches the language the user is now reading in, so the next visit detects it first. */
export function cacheLanguage(language: UiLanguage): void {
  // Nothing is written where storage is disabled: detection then falls back to the browser.
  try {
    storage('localStorage')?.setItem(STORAGE_KEY, language);
  } catch {
    /* full or disabled */
  }
}
