// A signed-in user's message to support, sent by e-mail to the support address with what
// support needs to answer (the user's e-mail, name, plan, browser and page); the user's
// address is the reply-to.
import type { Firestore } from 'firebase-admin/firestore';
import { config } from '../config';
import { providers } from '../providers';
import type { ContactMessage } from '../shared/help';
import { Refusal } from '../shared/refusal';
import { readUserDoc } from './user-store';

export async function sendSupportMessage(
  db: Firestore,
  caller: { uid: string; email?: string },
  input: ContactMessage,
  userAgent: string,
): Promise<void> {
  const user = await readUserDoc(db, caller.uid);
  const email = user?.userInfo.email || caller.email || '';
  const lines = [
    input.message,
    '',
    '---',
    `From: ${user?.userInfo.displayName || '(no name)'} <${email || 'no e-mail'}>`,
    `User id: ${caller.uid}`,
    `Plan: ${user?.subscription.plan ?? 'unknown'}`,
    `Role: ${user?.userInfo.role ?? 'unknown'}`,
    `Browser: ${userAgent.slice(0, 300)}`,
    `Page: ${input.page || '(not given)'}`,
  ];
  try {
    await providers
      .mail()
      .send({ to: config().supportEmail, subject: `[${input.topic}] Support request from ${email || caller.uid}`, text: lines.join('\n') });
  } catch {
    throw new Refusal(502, 'contactFailed');
  }
}
