// SMTP through nodemailer (https://nodemailer.com/smtp/). With SMTP_USER/SMTP_PASS it
// talks to a real relay; without, to the local MailDev catcher of the local stack.
import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider';
import { config, type MailSettings } from '../../config';

export class SmtpMail implements MailProvider {
  private readonly transport;
  private readonly from: string;

  constructor(settings: MailSettings | null = config().mail) {
    if (!settings) throw new Error('SMTP_HOST is not set: no mail relay is configured');
    this.from = settings.from;
    this.transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
      // MailDev offers no TLS; a real relay negotiates STARTTLS when it offers it.
      ignoreTLS: !settings.user,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
