import { detectLanguage, toUiLanguage, type DetectionSources } from '../detect-language';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'i18nextLng' ? value : null) });
const none: DetectionSources = {
  search: '',
  cookie: '',
  localStorage: storage(null),
  sessionStorage: storage(null),
  navigatorLanguages: [],
  htmlLang: null,
};

describe('detectLanguage', () => {
  it('falls back to English when nothing names a language', () => {
    expect(detectLanguage(none)).toBe('en');
  });

  it('follows the order query, cookie, localStorage, sessionStorage, browser, html tag', () => {
    const all: DetectionSources = {
      search: '?lng=fr',
      cookie: 'a=1; i18next=en',
      localStorage: storage('fr'),
      sessionStorage: storage('en'),
      navigatorLanguages: ['fr-CA'],
      htmlLang: 'en',
    };
    expect(detectLanguage(all)).toBe('fr');
    expect(detectLanguage({ ...all, search: '' })).toBe('en');
    expect(detectLanguage({ ...all, search: '', cookie: '' })).toBe('fr');
    expect(detectLanguage({ ...all, search: '', cookie: '', localStorage: storage(null) })).toBe('en');
    expect(detectLanguage({ ...none, navigatorLanguages: ['de-DE', 'fr-FR'] })).toBe('fr');
    expect(detectLanguage({ ...none, htmlLang: 'fr' })).toBe('fr');
  });

  it('skips languages the interface does not have', () => {
    expect(detectLanguage({ ...none, search: '?lng=de', localStorage: storage('fr') })).toBe('fr');
  });

  it('reads regional variants as their base language', () => {
    expect(toUiLanguage('fr-CA')).toBe('fr');
    expect(toUiLanguage('EN_gb')).toBe('en');
    expect(toUiLanguage('es')).toBeNull();
  });
});
