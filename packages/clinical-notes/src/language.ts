/** The languages the engine reads; each has its rules in rules/<lang> and lexicons in lexicon/<lang>. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];
