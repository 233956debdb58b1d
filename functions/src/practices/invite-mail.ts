// The invitation e-mail: who invites, to which practice and role, and the link, in the
// inviter's language. The link names the practice, the invitation and its secret; it opens
// the site's invitation page, which signs the person up or in, then accepts.
import { providers } from '../providers';
import { FALLBACK_UI_LANGUAGE } from '../shared/languages';
import { mailText } from '../shared/mail-texts';
import type { InvitationLink, InvitedRole } from '../shared/practices';
import { siteUrl } from '../users/site-url';

/** The invitation page's address with the link's fields, under the language's prefix (none for English). */
export function invitationLink(link: InvitationLink, language: string): string {
  const prefix = language && language !== FALLBACK_UI_LANGUAGE ? `/${language}` : '';
  return `${siteUrl()}${prefix}/practice-invite/?${new URLSearchParams(link).toString()}`;
}

/** The day the link stops working, as the mail's reader says it (UTC, that language's long date). */
export function expiryText(expiresAt: number, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
}

export interface InvitationMail {
  to: string;
  inviterName: string;
  practiceName: string;
  role: InvitedRole;
  link: InvitationLink;
  expiresAt: number;
  /** The inviter's interface language ('' when they chose none: English). */
  language: string;
}

/** Sends the invitation e-mail (throws when the mail service refuses it). */
export async function sendInvitationMail(mail: InvitationMail): Promise<void> {
  const language = mail.language || FALLBACK_UI_LANGUAGE;
  const values = {
    inviter: mail.inviterName,
    practice: mail.practiceName,
    role: mailText(mail.role === 'admin' ? 'practiceRoleAdmin' : 'practiceRoleClinician', language),
    link: invitationLink(mail.link, language),
    expires: expiryText(mail.expiresAt, language),
    email: mail.to,
  };
  await providers.mail().send({
    to: mail.to,
    subject: mailText('practiceInviteSubject', language),
    text: mailText('practiceInviteBody', language, values),
  });
}
