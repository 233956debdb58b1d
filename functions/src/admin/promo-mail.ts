// An admin e-mails a promo code: only an existing, usable one, in the recipient's language
// when they have an account; the sending is recorded in the audit trail.
import type { Firestore } from 'firebase-admin/firestore';
import { usablePromoCode } from '../billing/promo-check';
import { Refusal } from '../shared/refusal';
import { sendPromoMail } from '../users/promo-mail';
import { findUserByEmail } from '../users/user-queries';
import { auditAction, type AdminActor } from '../security/audit-trail';

export async function sendPromoCodeMail(db: Firestore, actor: AdminActor, email: string, code: string): Promise<void> {
  const { doc } = await usablePromoCode(db, code, null);
  const recipient = await findUserByEmail(db, email);
  try {
    await sendPromoMail(email, doc, recipient?.user.userInfo.language || 'en');
  } catch (error) {
    console.error('promo mail failed', (error as Error).message);
    throw new Refusal(502, 'promoMailFailed');
  }
  await auditAction(db, actor, { action: 'promo-mail', targetUid: recipient?.uid ?? '', target: email, before: null, after: { code } });
}
