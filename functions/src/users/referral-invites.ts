// Referral invites: the signed-in user's invitation e-mails, each with the spec's text (the
// product creates clinical notes automatically; $100 off the first month) and the inviter's
// referral code, in the inviter's language. The subject is fixed; the inviter's first and
// last name (inviterNameSchema) are the only words of theirs in the mail. At most
// REFERRAL_INVITES_PER_SEND addresses a send, REFERRAL_INVITES_PER_DAY a day per user
// (referralInvites/{uid}) and REFERRAL_INVITES_GLOBAL_PER_DAY a day for everyone together
// (referralInviteTotals/{day}), both server-only and counted in one transaction before
// anything is sent.
import type { Firestore } from 'firebase-admin/firestore';
import type { InviterName } from '../shared/invitations';
import { REFERRAL_INVITES_GLOBAL_PER_DAY, REFERRAL_INVITES_PER_DAY } from '../shared/limits';
import { mailText } from '../shared/mail-texts';
import { mailProvider } from '../providers/mail';

/** The server-only collection of the day's invitation count of all users (one document per UTC day). */
export const INVITE_TOTALS_COLLECTION = 'referralInviteTotals';

export class InviteCapReached extends Error {
  /** Which cap: the user's own, or the one of all users together. */
  constructor(readonly cap: 'user' | 'global') {
    super(cap === 'user' ? `At most ${REFERRAL_INVITES_PER_DAY} invitations a day` : 'The daily invitations of all users are used up');
  }
}

/** The sign-up link of a referral code. */
export const referralLink = (siteUrl: string, code: string) => `${siteUrl}/login/register/?ref=${encodeURIComponent(code)}`;

/** Counts `count` invitations on today's quota; throws InviteCapReached when they do not fit. */
export async function takeInviteQuota(db: Firestore, uid: string, count: number, now = Date.now()): Promise<number> {
  const ref = db.doc(`referralInvites/${uid}`);
  const day = new Date(now).toISOString().slice(0, 10);
  const totalRef = db.collection(INVITE_TOTALS_COLLECTION).doc(day);
  return db.runTransaction(async (tx) => {
    const [mine, total] = await Promise.all([tx.get(ref), tx.get(totalRef)]);
    const data = mine.data() as { day?: string; sent?: number } | undefined;
    const sent = data?.day === day ? (data.sent ?? 0) : 0;
    if (sent + count > REFERRAL_INVITES_PER_DAY) throw new InviteCapReached('user');
    const allSent = Number(total.get('sent') ?? 0);
    if (allSent + count > REFERRAL_INVITES_GLOBAL_PER_DAY) throw new InviteCapReached('global');
    tx.set(ref, { day, sent: sent + count, at: now });
    tx.set(totalRef, { sent: allSent + count, at: now });
    return REFERRAL_INVITES_PER_DAY - sent - count;
  });
}

/** Sends one invitation to each address (distinct); returns how many went out. */
export async function sendReferralInvites(emails: readonly string[], inviter: { name: InviterName; code: string; language: string }, siteUrl: string): Promise<number> {
  const values = { inviter: `${inviter.name.firstName} ${inviter.name.lastName}`, code: inviter.code, link: referralLink(siteUrl, inviter.code) };
  const distinct = [...new Set(emails.map((e) => e.toLowerCase()))];
  for (const to of distinct) {
    await mailProvider().send({ to, subject: mailText('referralSubject', inviter.language, values), text: mailText('referralBody', inviter.language, values) });
  }
  return distinct.length;
}
