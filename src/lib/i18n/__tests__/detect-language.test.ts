import { cacheLanguage, detectLanguage } from '../detect-language';

/** What the browser says, each source optional; undefined leaves the source empty. */
interface Sources {
  query?: string;
  cookie?: string;
  local?: string;
  session?: string;
  navigator?: string[];
  html?: string;
}

function browser({ query, cookie, local, session, navigator: languages = [], html }: Sources) {
  window.history.replaceState(null, '', query ? `/?lng=${query}` : '/');
  document.cookie = cookie ? `i18next=${cookie}; path=/` : 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.localStorage.clear();
  if (local) window.localStorage.setItem('i18nextLng', local);
  window.sessionStorage.clear();
  if (session) window.sessionStorage.setItem('i18nextLng', session);
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  if (html) document.documentElement.setAttribute('lang', html);
  else document.documentElement.removeAttribute('lang');
}

afterEach(() => jest.restoreAllMocks());

describe('detectLanguage', () => {
  it('falls back to English when nothing names a language', async () => {
    browser({});
    expect(await detectLanguage()).toBe('en');
  });

  it('follows the order query, cookie, localStorage, sessionStorage, browser, html tag', async () => {
    const all: Sources = { query: 'fr', cookie: 'en', local: 'fr', session: 'en', navigator: ['fr-CA'], html: 'en' };
    browser(all);
    expect(await detectLanguage()).toBe('fr');
    browser({ ...all, query: undefined });
    expect(await detectLanguage()).toBe('en');
    browser({ ...all, query: undefined, cookie: undefined });
    expect(await detectLanguage()).toBe('fr');
    browser({ ...all, query: undefined, cookie: undefined, local: undefined });
    expect(await detectLanguage()).toBe('en');
    browser({ navigator: ['de-DE', 'fr-FR'], html: 'en' });
    expect(await detectLanguage()).toBe('fr');
    browser({ html: 'fr' });
    expect(await detectLanguage()).toBe('fr');
  });

  it('skips languages the interface does not have', async () => {
    browser({ query: 'de', local: 'fr' });
    expect(await detectLanguage()).toBe('fr');
    browser({ query: 'es', navigator: ['it-IT'] });
    expect(await detectLanguage()).toBe('en');
  });

  it('reads regional variants as their base language, before a later exact match', async () => {
    browser({ navigator: ['fr-CA'], html: 'en' });
    expect(await detectLanguage()).toBe('fr');
    browser({ query: 'EN_gb', local: 'fr' });
    expect(await detectLanguage()).toBe('en');
  });

  it('reads the cookie from the Cookie Store where the browser has one, not from document.cookie', async () => {
    browser({ cookie: 'en', local: 'en', navigator: ['en-US'] });
    const asked: string[] = [];
    const cookieStore = { get: async (name: string) => (asked.push(name), name === 'i18next' ? { name, value: 'fr' } : null) };
    Object.defineProperty(window, 'cookieStore', { value: cookieStore, configurable: true });
    try {
      expect(await detectLanguage()).toBe('fr');
      expect(asked).toEqual(['i18next']);
    } finally {
      delete (window as unknown as { cookieStore?: unknown }).cookieStore;
    }
  });

  it('caches the detected language in localStorage, where the next visit finds it first', async () => {
    browser({ navigator: ['fr-CA'] });
    expect(await detectLanguage()).toBe('fr');
    expect(window.localStorage.getItem('i18nextLng')).toBe('fr');
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(await detectLanguage()).toBe('fr');
  });

  it('reads past storage the browser refuses (a privacy mode), and caches nothing there', async () => {
    browser({ cookie: 'de', navigator: ['fr-FR'] });
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(refused);
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(refused);
    expect(await detectLanguage()).toBe('fr');
    expect(() => cacheLanguage('en')).not.toThrow();
  });
});

describe('cacheLanguage', () => {
  it('stores the chosen language in localStorage, ahead of the browser’s languages', async () => {
    browser({ navigator: ['fr-FR'] });
    cacheLanguage('en');
    expect(window.localStorage.getItem('i18nextLng')).toBe('en');
    expect(await detectLanguage()).toBe('en');
  });
});
