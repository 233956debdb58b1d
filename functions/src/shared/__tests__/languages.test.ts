import { DEFAULT_LANGUAGE, findLanguage, isUiLanguage, LANGUAGES, UI_LANGUAGES, FALLBACK_UI_LANGUAGE } from '../languages';

describe('languages', () => {
  it("lists the common languages first, in the product's order", () => {
    const common = LANGUAGES.filter((l) => l.category === 'Common Languages').map((l) => l.code);
    expect(common).toEqual(['en', 'es', 'fr', 'de', 'zh', 'ar', 'hi']);
    expect(LANGUAGES.slice(0, 7).map((l) => l.name)).toEqual(['English', 'Spanish', 'French', 'German', 'Chinese', 'Arabic', 'Hindi']);
    expect(LANGUAGES.slice(0, 7).every((l) => l.category === 'Common Languages')).toBe(true);
  });

  it('lists about 47 others alphabetically from Azerbaijani to Welsh', () => {
    const others = LANGUAGES.filter((l) => l.category === 'Other Languages');
    expect(others.length).toBeGreaterThanOrEqual(45);
    expect(others.length).toBeLessThanOrEqual(50);
    expect(others[0]).toEqual({ code: 'az', name: 'Azerbaijani', category: 'Other Languages' });
    expect(others[others.length - 1]).toEqual({ code: 'cy', name: 'Welsh', category: 'Other Languages' });
    const names = others.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(50);
  });

  it('has unique two-letter codes', () => {
    const codes = LANGUAGES.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((c) => /^[a-z]{2}$/.test(c))).toBe(true);
  });

  it('defaults to English / en / Common Languages and an en+fr interface', () => {
    expect(DEFAULT_LANGUAGE).toEqual({ name: 'English', code: 'en', category: 'Common Languages' });
    expect(findLanguage('fr')?.name).toBe('French');
    expect(findLanguage('xx')).toBeUndefined();
    expect(UI_LANGUAGES).toEqual(['en', 'fr']);
    expect(FALLBACK_UI_LANGUAGE).toBe('en');
    expect(isUiLanguage('fr')).toBe(true);
    expect(isUiLanguage('de')).toBe(false);
  });
});
