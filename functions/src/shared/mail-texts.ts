// Texts of the e-mails the functions send, in English and French. Like the error
// catalogue, they are written to locales/*/mail.json by `npm run locales:errors`.
export const MAIL_TEXTS = {
  welcomeSubject: { en: 'Welcome to ClinicScribe', fr: 'Bienvenue sur ClinicScribe' },
  welcomeBody: {
    en: 'Hello {{name}},\n\nYour ClinicScribe account is ready. Start a session from your dashboard and your transcript and clinical notes will follow.\n\nThe ClinicScribe team',
    fr: 'Bonjour {{name}},\n\nVotre compte ClinicScribe est prêt. Démarrez une séance depuis votre tableau de bord : la transcription et les notes cliniques suivront.\n\nL’équipe ClinicScribe',
  },
} as const;

export type MailTextKey = keyof typeof MAIL_TEXTS;

/** The text of `key` in `lang` (English for any other language), placeholders filled. */
export function mailText(key: MailTextKey, lang: string, values: Record<string, string> = {}): string {
  const texts = MAIL_TEXTS[key];
  const template = lang.toLowerCase().startsWith('fr') ? texts.fr : texts.en;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
