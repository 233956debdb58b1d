// Referral invites: the signed-in user's invitation e-mails, each with the spec's text (the
// product creates clinical notes automatically; $100 off the first month) and the inviter's
// referral code, in the inviter's language. At most REFERRAL_INVITES_PER_SEND addresses a
// send and REFERRAL_INVITES_PER_DAY a day per user, counted in referralInvites/{uid}
// (server-only) in a transaction before anything is sent.
import type { Firestore } from 'firebase-admin/firestore';
import { REFERRAL_INVITES_PER_DAY } from '../shared/limits';
import { mailText } from '../shared/mail-texts';
import { mailProvider } from '../providers/mail';

export class InviteCapReached extends Error {
  constructor() {
    super(`At most ${REFERRAL_INVITES_PER_DAY} invitations a day`);
  }
}

/** The sign-up link of a referral code. */
export const referralLink = (siteUrl: string, code: string) => `${siteUrl}/login/register/?ref=${encodeURIComponent(code)}`;

/** Counts `count` invitations on today's quota; throws InviteCapReached when they do not fit. */
export async function takeInviteQuota(db: Firestore, uid: string, count: number, now = Date.now()): Promise<number> {
  const ref = db.doc(`referralInvites/${uid}`);
  const day = new Date(now).toISOString().slice(0, 10);
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data() as { day?: string; sent?: number } | undefined;
    const sent = data?.day === day ? (data.sent ?? 0) : 0;
    if (sent + count > REFERRAL_INVITES_PER_DAY) throw new InviteCapReached();
    tx.set(ref, { day, sent: sent + count, at: now });
    return REFERRAL_INVITES_PER_DAY - sent - count;
  });
}

/** Sends one invitation to each address (distinct); returns how many went out. */
export async function sendReferralInvites(emails: readonly string[], inviter: { name: string; code: string; language: string }, siteUrl: string): Promise<number> {
  const values = { inviter: inviter.name, code: inviter.code, link: referralLink(siteUrl, inviter.code) };
  const distinct = [...new Set(emails.map((e) => e.toLowerCase()))];
  for (const to of distinct) {
    await mailProvider().send({ to, subject: mailText('referralSubject', inviter.language, values), text: mailText('referralBody', inviter.language, values) });
  }
  return distinct.length;
}
