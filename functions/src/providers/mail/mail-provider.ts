/** An e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. One adapter: SMTP (a real relay with keys, MailDev in the local stack). */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}
