// Texts of the e-mails the functions send, in English and French. Like the error
// catalogue, they are written to locales/*/mail.json by `npm run locales:errors`.
export const MAIL_TEXTS = {
  welcomeSubject: { en: 'Welcome to ClinicScribe', fr: 'Bienvenue sur ClinicScribe' },
  welcomeBody: {
    en: 'Hello {{name}},\n\nYour ClinicScribe account is ready. Start a session from your dashboard and your transcript and clinical notes will follow.\n\nThe ClinicScribe team',
    fr: 'Bonjour {{name}},\n\nVotre compte ClinicScribe est prêt. Démarrez une séance depuis votre tableau de bord : la transcription et les notes cliniques suivront.\n\nL’équipe ClinicScribe',
  },
  // Fixed: nothing of the inviter's in the subject (their first and last name appear in the body only).
  referralSubject: {
    en: 'You are invited to ClinicScribe: $100 off your first month',
    fr: 'Vous êtes invité sur ClinicScribe : 100 $ de rabais sur votre premier mois',
  },
  referralBody: {
    en: 'Hello,\n\n{{inviter}} uses ClinicScribe to automatically create clinical notes from consultations and invites you to try it.\n\nSign up with the referral code {{code}} and get $100 off your first month:\n{{link}}\n\nThe ClinicScribe team',
    fr: 'Bonjour,\n\n{{inviter}} utilise ClinicScribe pour créer automatiquement des notes cliniques à partir des consultations et vous invite à l’essayer.\n\nInscrivez-vous avec le code de parrainage {{code}} et obtenez 100 $ de rabais sur votre premier mois :\n{{link}}\n\nL’équipe ClinicScribe',
  },
  promoSubject: { en: 'Your ClinicScribe promo code: {{code}}', fr: 'Votre code promo ClinicScribe : {{code}}' },
  promoBody: {
    en: 'Hello,\n\nHere is your promo code for the Bronze and Silver plans: {{code}} ({{discount}} off).\nEnter it on the Plan & Billing page: {{link}}\n\nThe ClinicScribe team',
    fr: 'Bonjour,\n\nVoici votre code promo pour les forfaits Bronze et Silver : {{code}} ({{discount}} de rabais).\nSaisissez-le sur la page Forfait et facturation : {{link}}\n\nL’équipe ClinicScribe',
  },
  // Fixed: nothing of the inviter's in the subject (the practice's and the inviter's names appear in the body only).
  practiceInviteSubject: {
    en: 'You are invited to join a practice on ClinicScribe',
    fr: 'Vous êtes invité à rejoindre un cabinet sur ClinicScribe',
  },
  practiceInviteBody: {
    en: 'Hello,\n\n{{inviter}} invites you to join the practice “{{practice}}” on ClinicScribe as {{role}}. The practice pays for your plan; your sessions, transcripts and notes stay yours alone: no one in the practice sees them.\n\nAccept the invitation (it signs you up if you have no account yet):\n{{link}}\n\nThe link works once, until {{expires}}, and only for {{email}}.\n\nThe ClinicScribe team',
    fr: 'Bonjour,\n\n{{inviter}} vous invite à rejoindre le cabinet « {{practice}} » sur ClinicScribe en tant que {{role}}. Le cabinet paie votre forfait ; vos séances, transcriptions et notes restent les vôtres : personne au cabinet ne les voit.\n\nAcceptez l’invitation (elle vous inscrit si vous n’avez pas encore de compte) :\n{{link}}\n\nLe lien fonctionne une seule fois, jusqu’au {{expires}}, et uniquement pour {{email}}.\n\nL’équipe ClinicScribe',
  },
  practiceRoleAdmin: { en: 'an admin', fr: 'administrateur' },
  practiceRoleClinician: { en: 'a clinician', fr: 'clinicien' },
} as const;

export type MailTextKey = keyof typeof MAIL_TEXTS;

/** The text of `key` in `lang` (English for any other language), placeholders filled. */
export function mailText(key: MailTextKey, lang: string, values: Record<string, string> = {}): string {
  const texts = MAIL_TEXTS[key];
  const template = lang.toLowerCase().startsWith('fr') ? texts.fr : texts.en;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
