// Language detection in the order of spec section 4: query parameter `lng`, cookie
// `i18next`, localStorage `i18nextLng`, sessionStorage, the browser, the html tag.
// The choice is cached in localStorage; fallback English.
import { FALLBACK_UI_LANGUAGE, UI_LANGUAGES } from '@shared/languages';

export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_COOKIE = 'i18next';

/** What detection reads, so it can be tested without a browser. */
export interface DetectionSources {
  search: string;
  cookie: string;
  localStorage: Pick<Storage, 'getItem'> | null;
  sessionStorage: Pick<Storage, 'getItem'> | null;
  navigatorLanguages: readonly string[];
  htmlLang: string | null;
}

/** 'fr-CA' -> 'fr'; null when the language is not one the interface has. */
export function toUiLanguage(value: string | null | undefined): UiLanguage | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return (UI_LANGUAGES as readonly string[]).includes(base) ? (base as UiLanguage) : null;
}

function readCookie(cookie: string, name: string): string | null {
  const match = cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** The first supported language found, in the spec's order, or the fallback. */
export function detectLanguage(sources: DetectionSources): UiLanguage {
  const candidates = [
    () => new URLSearchParams(sources.search).get('lng'),
    () => readCookie(sources.cookie, LANGUAGE_COOKIE),
    () => sources.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null,
    () => sources.sessionStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null,
    ...sources.navigatorLanguages.map((lang) => () => lang),
    () => sources.htmlLang,
  ];
  for (const candidate of candidates) {
    const language = toUiLanguage(candidate());
    if (language) return language;
  }
  return FALLBACK_UI_LANGUAGE;
}

/** The detection sources of the current browser window. */
export function browserSources(): DetectionSources {
  const safe = (get: () => Storage) => {
    try {
      return get();
    } catch {
      return null;
    }
  };
  return {
    search: window.location.search,
    cookie: document.cookie,
    localStorage: safe(() => window.localStorage),
    sessionStorage: safe(() => window.sessionStorage),
    navigatorLanguages: navigator.languages ?? [navigator.language],
    htmlLang: document.documentElement.getAttribute('lang'),
  };
}

/** Caches the language the user is now reading in, so the next visit detects it first. */
export function cacheLanguage(language: UiLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage disabled: detection falls back to the browser language */
  }
}
