// The welcome e-mail, in the user's language.
import { mailText } from '../shared/mail-texts';
import { mailProvider } from '../providers/mail';

/** Sends the welcome e-mail to `email`. */
export async function sendWelcomeMail(email: string, name: string, language: string): Promise<void> {
  const first = name.trim() || email;
  await mailProvider().send({
    to: email,
    subject: mailText('welcomeSubject', language),
    text: mailText('welcomeBody', language, { name: first }),
  });
}
