// The transcript and note languages, and the interface languages.

/** A language of the transcript and note language lists. */
export interface Language {
  code: string;
  name: string;
  category: 'Common Languages' | 'Other Languages';
}

const common = (code: string, name: string): Language => ({ code, name, category: 'Common Languages' });
const other = (code: string, name: string): Language => ({ code, name, category: 'Other Languages' });

/**
 * Common languages first, in the product's order; then the other languages OpenAI Whisper
 * transcribes (https://platform.openai.com/docs/guides/speech-to-text#supported-languages),
 * alphabetically from Azerbaijani to Welsh. Codes are ISO 639-1.
 */
export const LANGUAGES: readonly Language[] = [
  common('en', 'English'),
  common('es', 'Spanish'),
  common('fr', 'French'),
  common('de', 'German'),
  common('zh', 'Chinese'),
  common('ar', 'Arabic'),
  common('hi', 'Hindi'),
  other('az', 'Azerbaijani'),
  other('be', 'Belarusian'),
  other('bs', 'Bosnian'),
  other('bg', 'Bulgarian'),
  other('ca', 'Catalan'),
  other('hr', 'Croatian'),
  other('cs', 'Czech'),
  other('da', 'Danish'),
  other('nl', 'Dutch'),
  other('et', 'Estonian'),
  other('fi', 'Finnish'),
  other('gl', 'Galician'),
  other('el', 'Greek'),
  other('he', 'Hebrew'),
  other('hu', 'Hungarian'),
  other('is', 'Icelandic'),
  other('id', 'Indonesian'),
  other('it', 'Italian'),
  other('ja', 'Japanese'),
  other('kn', 'Kannada'),
  other('kk', 'Kazakh'),
  other('ko', 'Korean'),
  other('lv', 'Latvian'),
  other('lt', 'Lithuanian'),
  other('mk', 'Macedonian'),
  other('ms', 'Malay'),
  other('mi', 'Maori'),
  other('mr', 'Marathi'),
  other('ne', 'Nepali'),
  other('no', 'Norwegian'),
  other('fa', 'Persian'),
  other('pl', 'Polish'),
  other('pt', 'Portuguese'),
  other('ro', 'Romanian'),
  other('ru', 'Russian'),
  other('sr', 'Serbian'),
  other('sk', 'Slovak'),
  other('sl', 'Slovenian'),
  other('sw', 'Swahili'),
  other('sv', 'Swedish'),
  other('tl', 'Tagalog'),
  other('ta', 'Tamil'),
  other('th', 'Thai'),
  other('tr', 'Turkish'),
  other('uk', 'Ukrainian'),
  other('ur', 'Urdu'),
  other('vi', 'Vietnamese'),
  other('cy', 'Welsh'),
];

/** English: the default transcript and note language. */
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

/** The language with this code, or undefined. */
export function findLanguage(code: string): Language | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

// The interface languages are defined in ui-languages.ts (the sign-in pages need them
// without this table).
export { UI_LANGUAGES, FALLBACK_UI_LANGUAGE, isUiLanguage, type UiLanguageCode } from './ui-languages';
