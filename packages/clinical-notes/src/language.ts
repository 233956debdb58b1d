/** The languages the engine reads; each has its rules in rules/<lang> and lexicons in lexicon/<lang>. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** What is built from a language's rules, built once on its first use: `build` for each language, remembered. */
export function perLanguage<T>(build: (lang: Lang) => T): (lang: Lang) => T {
  const built = new Map<Lang, T>();
  return (lang) => {
    let value = built.get(lang);
    if (value === undefined) {
      value = build(lang);
      built.set(lang, value);
    }
    return value;
  };
}
