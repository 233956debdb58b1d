// The mail provider the configuration selects.
import type { MailProvider } from './mail-provider';
import { SmtpMail } from './smtp-mail';

let provider: MailProvider | null = null;

/** The configured mail provider (SMTP; MailDev locally). */
export function mailProvider(): MailProvider {
  provider ??= new SmtpMail();
  return provider;
}

export type { MailMessage, MailProvider } from './mail-provider';
