// Referral invites: the signed-in user's invitation e-mails, each with the invitation's fixed text (the
// product creates clinical notes automatically; $100 off the first month) and the inviter's
// referral code, in the inviter's language. The subject is fixed; the inviter's first and
// last name (inviterNameSchema) are the only words of theirs in the mail. At most
// REFERRAL_INVITES_PER_SEND addresses a send, REFERRAL_INVITES_PER_DAY a day per user
// (referralInvites/{uid}) and REFERRAL_INVITES_GLOBAL_PER_DAY a day for everyone together
// (referralInviteTotals/{day}), both server-only and counted in one transaction before
// anything is sent.
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { getAuth } from 'firebase-admin/auth';
import { config } from '../config';
import { providers } from '../providers';
import { INVITER_NAME_MAX, inviterNameSchema, type InviterName } from '../shared/invitations';
import { REFERRAL_INVITES_GLOBAL_PER_DAY, REFERRAL_INVITES_PER_DAY, REFERRAL_INVITES_PER_SEND } from '../shared/limits';
import { mailText } from '../shared/mail-texts';
import { Refusal } from '../shared/refusal';
import { referralInviteSchema } from '../shared/schemas';
import { parseStoredOrNull } from '../shared/stored-document';
import { EMAIL_PATTERN } from '../shared/validation';
import { readUserDoc } from './user-store';

/** The server-only collection of the day's invitation count of all users (one document per UTC day). */
export const INVITE_TOTALS_COLLECTION = 'referralInviteTotals';

/** A user's invitations of the day as stored (referralInvites/{uid}). */
const inviteCountSchema = z.object({ day: z.string().optional(), sent: z.number().optional() });

/** The sign-up link of a referral code. */
export const referralLink = (siteUrl: string, code: string) => `${siteUrl}/login/register/?ref=${encodeURIComponent(code)}`;

/** Counts `count` invitations on today's quota; refused (429) when they do not fit, the user's own cap or everyone's. */
export async function takeInviteQuota(db: Firestore, uid: string, count: number, now = Date.now()): Promise<number> {
  const ref = db.doc(`referralInvites/${uid}`);
  const day = new Date(now).toISOString().slice(0, 10);
  const totalRef = db.collection(INVITE_TOTALS_COLLECTION).doc(day);
  return db.runTransaction(async (tx) => {
    const [mine, total] = await Promise.all([tx.get(ref), tx.get(totalRef)]);
    const data = parseStoredOrNull(inviteCountSchema, mine.data(), 'referralInvites');
    const sent = data?.day === day ? (data.sent ?? 0) : 0;
    if (sent + count > REFERRAL_INVITES_PER_DAY)
      throw new Refusal(429, 'referralDailyCap', { values: { max: String(REFERRAL_INVITES_PER_DAY) } });
    const allSent = Number(total.get('sent') ?? 0);
    if (allSent + count > REFERRAL_INVITES_GLOBAL_PER_DAY) throw new Refusal(429, 'referralGlobalDailyCap');
    tx.set(ref, { day, sent: sent + count, at: now });
    tx.set(totalRef, { sent: allSent + count, at: now });
    return REFERRAL_INVITES_PER_DAY - sent - count;
  });
}

/** Sends one invitation to each address (distinct); returns how many went out. */
export async function sendReferralInvites(
  emails: readonly string[],
  inviter: { name: InviterName; code: string; language: string },
  siteUrl: string,
): Promise<number> {
  const values = {
    inviter: `${inviter.name.firstName} ${inviter.name.lastName}`,
    code: inviter.code,
    link: referralLink(siteUrl, inviter.code),
  };
  const distinct = [...new Set(emails.map((e) => e.toLowerCase()))];
  for (const to of distinct) {
    await providers.mail().send({
      to,
      subject: mailText('referralSubject', inviter.language, values),
      text: mailText('referralBody', inviter.language, values),
    });
  }
  return distinct.length;
}

/**
 * Invitations go out only from registered accounts (not guests) whose e-mail address is
 * verified, as the account stands now (not as an older token says).
 */
async function requireVerifiedInviter(caller: { uid: string; signInProvider: string }): Promise<void> {
  const account = await getAuth().getUser(caller.uid);
  if (caller.signInProvider === 'anonymous' || account.providerData.length === 0) throw new Refusal(403, 'referralGuest');
  // An account without an address (phone only) has no verified one either.
  if (!account.email || !account.emailVerified) throw new Refusal(403, 'referralEmailUnverified');
}

/** The addresses of a send, each checked before the count, so the first bad one is named. */
function checkedAddresses(body: unknown): string[] {
  const emails = (body as { emails?: unknown } | undefined)?.emails;
  if (Array.isArray(emails) && emails.length > REFERRAL_INVITES_PER_SEND)
    throw new Refusal(400, 'referralTooManyAddresses', { values: { max: String(REFERRAL_INVITES_PER_SEND) } });
  const bad = Array.isArray(emails) ? emails.find((e) => typeof e !== 'string' || !EMAIL_PATTERN.test(e.trim())) : undefined;
  if (bad !== undefined) throw new Refusal(400, 'referralInvalidEmail', { values: { email: String(bad) } });
  return referralInviteSchema.parse(body).emails;
}

/**
 * Sends invitation e-mails with the caller's code, from a registered account with a verified
 * address and a valid first and last name. Every address is checked first, then the count
 * (per send, per day and for all users per day); the mails go out only when all fit.
 * Returns how many went out.
 */
export async function inviteColleagues(db: Firestore, caller: { uid: string; signInProvider: string }, body: unknown): Promise<number> {
  await requireVerifiedInviter(caller);
  const emails = checkedAddresses(body);
  const user = await readUserDoc(db, caller.uid);
  const code = user?.referrals.referralCode;
  if (!user || !code) throw new Refusal(404, 'fallbackGetReferralCode');
  const name = inviterNameSchema.safeParse({ firstName: user.userInfo.firstName, lastName: user.userInfo.lastName });
  if (!name.success) throw new Refusal(400, 'referralNameInvalid', { values: { max: String(INVITER_NAME_MAX) } });
  await takeInviteQuota(db, caller.uid, new Set(emails.map((e) => e.toLowerCase())).size);
  try {
    return await sendReferralInvites(emails, { name: name.data, code, language: user.userInfo.language || 'en' }, config().siteUrl);
  } catch (error) {
    console.error('referral invites failed', (error as Error).message);
    throw new Refusal(502, 'referralSendFailed');
  }
}

/** The caller's own code; refused (404) when they have none. */
export async function ownReferralCode(db: Firestore, uid: string): Promise<string> {
  const code = (await readUserDoc(db, uid))?.referrals.referralCode;
  if (code === undefined) throw new Refusal(404, 'fallbackGetReferralCode');
  return code;
}
