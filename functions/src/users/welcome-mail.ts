// The welcome e-mail, in the user's language: sent at the first login, and on the site's
// request to the caller's own verified address.
import { getAuth } from 'firebase-admin/auth';
import { providers } from '../providers';
import { mailText } from '../shared/mail-texts';
import { Refusal } from '../shared/refusal';

/** Sends the welcome e-mail to `email`. */
export async function sendWelcomeMail(email: string, name: string, language: string): Promise<void> {
  const first = name.trim() || email;
  await providers.mail().send({
    to: email,
    subject: mailText('welcomeSubject', language),
    text: mailText('welcomeBody', language, { name: first }),
  });
}

/** The welcome e-mail the caller asks for: only to their own address, verified as the account stands now (not as an older token says). */
export async function sendOwnWelcomeMail(caller: { uid: string; email?: string }, email: string, name: string): Promise<void> {
  if (email !== (caller.email ?? '').toLowerCase()) throw new Refusal(403, 'authOwnAccountOnly');
  if (!(await getAuth().getUser(caller.uid)).emailVerified) throw new Refusal(403, 'signUpWelcomeUnverified');
  try {
    await sendWelcomeMail(email, name, 'en');
  } catch {
    throw new Refusal(502, 'fallbackWelcomeMail');
  }
}
