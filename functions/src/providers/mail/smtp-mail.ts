// SMTP through nodemailer (https://nodemailer.com/smtp/). With SMTP_USER/SMTP_PASS it
// talks to a real relay; without, to the local MailDev catcher of the local stack.
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { MailMessage, MailProvider } from './mail-provider';
import { environment, type ServerEnvironment } from '../../config';

const smtpConfigSchema = z.object({
  SMTP_HOST: z.string().min(1),
  SMTP_PORT: z.coerce.number().int().positive(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  MAIL_FROM: z.string().default('ClinicScribe <no-reply@clinicscribe.local>'),
});

export class SmtpMail implements MailProvider {
  private readonly transport;
  private readonly from: string;

  constructor(env: ServerEnvironment = environment()) {
    const config = smtpConfigSchema.parse(env);
    this.from = config.MAIL_FROM;
    this.transport = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE === 'true',
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
      // MailDev offers no TLS; a real relay negotiates STARTTLS when it offers it.
      ignoreTLS: !config.SMTP_USER,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
