// The local mail catcher (MailDev): the functions send through its SMTP port, and its web
// inbox (and REST API, which tests read) shows what was sent.
import { join } from 'node:path';

/** In the local stack: SMTP for the functions, the inbox at its web port. */
export const service = {
  name: 'maildev',
  ports: { mailWeb: { envVar: 'MAIL_WEB_PORT', port: 1080 }, smtp: { envVar: 'SMTP_PORT', port: 1025 } },
  start: ({ ports, repoRoot }) => ({
    command: join(repoRoot, 'node_modules', '.bin', 'maildev'),
    args: ['--smtp', String(ports.smtp), '--web', String(ports.mailWeb), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
  }),
  env: ({ ports }) => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(ports.smtp) }),
  stack: ({ url, ports }) => ({ mail: url('mailWeb'), smtp: `smtp://127.0.0.1:${ports.smtp}` }),
  show: (stack) => [['Mail inbox (MailDev)', stack.mail]],
};
