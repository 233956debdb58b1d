// Invitations: an admin invites an address to a role; the link (e-mailed) carries a random
// secret of which only the SHA-256 is stored, works once, for 7 days from its last sending,
// and only for the invited address. Each pending invitation holds a seat: an invitation is
// refused when the members and the pending invitations already take every paid seat.
// Accepting is one transaction (the link checked, the caller's address, their being in no
// practice, a seat still free), so an invitation accepted twice at once joins one member once.
// The member's own subscription ends after it (member-plan.ts), since the gateway is outside.
import type { Firestore } from 'firebase-admin/firestore';
import { getAuth } from 'firebase-admin/auth';
import type { PaymentGateway } from '../providers/payments/payment-gateway';
import {
  INVITATION_TTL_MS,
  invitationLinkSchema,
  invitationRefSchema,
  invitationView,
  invitePracticeSchema,
  MAX_PENDING_INVITATIONS,
  practiceInvitationDocSchema,
  practiceMemberDocSchema,
  type AcceptInvitationAnswer,
  type InvitationPreview,
  type InvitationSentAnswer,
  type PracticeDoc,
  type PracticeInvitationDoc,
} from '../shared/practices';
import { Refusal } from '../shared/refusal';
import { ensureUserRecord, toAuthAccount } from '../users/user-store';
import type { Caller } from './create';
import { sendInvitationMail } from './invite-mail';
import { moveMemberToPracticePlan } from './member-plan';
import {
  adminMembershipIn,
  invitationRef,
  listMembers,
  logIn,
  memberRef,
  newDocId,
  newInvitationToken,
  pendingInvitations,
  personName,
  practiceRef,
  readInvitation,
  readInvitationIn,
  readPractice,
  readPracticeIn,
  readUserWithPracticeIn,
  setUserPracticeIn,
  tokenHash,
  tokenMatches,
} from './practice-store';

/** Refused unless the practice has paid seats and one of them is free (`taken`: members and live invitations). */
export function requireFreeSeat(practice: Pick<PracticeDoc, 'subscription'>, taken: number): void {
  if (!practice.subscription) throw new Refusal(409, 'practiceNoSeats');
  const { seats } = practice.subscription;
  if (taken >= seats) throw new Refusal(409, 'practiceSeatsFull', { values: { seats: String(seats) } });
}

/** Refused when an invitation is no longer pending (accepted or revoked), with the reason. */
function requirePending(invitation: PracticeInvitationDoc): void {
  if (invitation.status === 'accepted') throw new Refusal(409, 'practiceInvitationUsed');
  if (invitation.status === 'revoked') throw new Refusal(409, 'practiceInvitationRevoked');
}

/** What a sending needs besides the invitation: the link's secret and the inviter's language. */
interface Sending {
  practiceId: string;
  invitationId: string;
  token: string;
  invitation: PracticeInvitationDoc;
  language: string;
}

async function mailInvitation(sending: Sending): Promise<InvitationSentAnswer> {
  const { practiceId, invitationId, token, invitation } = sending;
  try {
    await sendInvitationMail({
      to: invitation.email,
      inviterName: invitation.inviterName,
      practiceName: invitation.practiceName,
      role: invitation.role,
      link: { practiceId, invitationId, token },
      expiresAt: invitation.expiresAt,
      language: sending.language,
    });
  } catch (error) {
    console.error('practice invitation mail failed', (error as Error).message);
    throw new Refusal(502, 'practiceInvitationMailFailed');
  }
  return { invitationId, expiresAt: invitation.expiresAt };
}

/** POST /practices/invitations {email, role}: an admin invites an address; the mail goes out once it is stored. */
export async function invite(db: Firestore, uid: string, body: unknown, now = Date.now()): Promise<InvitationSentAnswer> {
  const { email, role } = invitePracticeSchema.parse(body);
  const token = newInvitationToken();
  const invitationId = newDocId();
  const sending = await db.runTransaction(async (tx): Promise<Sending> => {
    const { user, practiceId, practice } = await adminMembershipIn(tx, db, uid);
    const [members, pending] = await Promise.all([listMembers(db, practiceId, tx), pendingInvitations(db, practiceId, tx)]);
    if (members.some((member) => member.email === email)) throw new Refusal(409, 'practiceTheyAlreadyMember', { values: { email } });
    if (pending.some(({ doc }) => doc.email === email)) throw new Refusal(409, 'practiceInvitationPending', { values: { email } });
    if (pending.length >= MAX_PENDING_INVITATIONS)
      throw new Refusal(409, 'practiceTooManyInvitations', { values: { limit: String(MAX_PENDING_INVITATIONS) } });
    requireFreeSeat(practice, members.length + pending.filter(({ doc }) => doc.expiresAt > now).length);
    const inviterName = personName(user);
    const invitation = practiceInvitationDocSchema.parse({
      email,
      role,
      invitedBy: uid,
      inviterName,
      practiceName: practice.name,
      createdAt: now,
      expiresAt: now + INVITATION_TTL_MS,
      status: 'pending',
      tokenHash: tokenHash(token),
      sentCount: 1,
    });
    tx.create(invitationRef(db, practiceId, invitationId), invitation);
    logIn(tx, db, practiceId, { at: now, event: 'invited', actorUid: uid, actorName: inviterName, subject: email, details: { role } });
    return { practiceId, invitationId, token, invitation, language: user.userInfo.language };
  });
  return mailInvitation(sending);
}

/**
 * POST /practices/invitations/resend {invitationId}: a pending invitation gets a new secret
 * (the old link stops working) and 7 days from now, and is sent again. An expired one takes a
 * seat again, so a free seat is needed for it.
 */
export async function resendInvitation(db: Firestore, uid: string, body: unknown, now = Date.now()): Promise<InvitationSentAnswer> {
  const { invitationId } = invitationRefSchema.parse(body);
  const token = newInvitationToken();
  const sending = await db.runTransaction(async (tx): Promise<Sending> => {
    const { user, practiceId, practice } = await adminMembershipIn(tx, db, uid);
    const [stored, members, pending] = await Promise.all([
      readInvitationIn(tx, db, practiceId, invitationId),
      listMembers(db, practiceId, tx),
      pendingInvitations(db, practiceId, tx),
    ]);
    if (!stored) throw new Refusal(404, 'practiceInvitationNotFound');
    requirePending(stored);
    if (stored.expiresAt <= now)
      requireFreeSeat(practice, members.length + pending.filter(({ id, doc }) => id !== invitationId && doc.expiresAt > now).length);
    const invitation: PracticeInvitationDoc = {
      ...stored,
      expiresAt: now + INVITATION_TTL_MS,
      tokenHash: tokenHash(token),
      sentCount: stored.sentCount + 1,
    };
    tx.set(invitationRef(db, practiceId, invitationId), invitation);
    logIn(tx, db, practiceId, {
      at: now,
      event: 'invitationResent',
      actorUid: uid,
      actorName: personName(user),
      subject: stored.email,
      details: { sentCount: invitation.sentCount },
    });
    return { practiceId, invitationId, token, invitation, language: user.userInfo.language };
  });
  return mailInvitation(sending);
}

/** POST /practices/invitations/revoke {invitationId}: the link stops working (revoking a revoked one changes nothing). */
export async function revokeInvitation(db: Firestore, uid: string, body: unknown, now = Date.now()): Promise<void> {
  const { invitationId } = invitationRefSchema.parse(body);
  await db.runTransaction(async (tx) => {
    const { user, practiceId } = await adminMembershipIn(tx, db, uid);
    const stored = await readInvitationIn(tx, db, practiceId, invitationId);
    if (!stored) throw new Refusal(404, 'practiceInvitationNotFound');
    if (stored.status === 'revoked') return;
    if (stored.status === 'accepted') throw new Refusal(409, 'practiceInvitationUsed');
    tx.update(invitationRef(db, practiceId, invitationId), { status: 'revoked', revokedAt: now });
    logIn(tx, db, practiceId, {
      at: now,
      event: 'invitationRevoked',
      actorUid: uid,
      actorName: personName(user),
      subject: stored.email,
      details: {},
    });
  });
}

/**
 * GET /practices/invitations/preview?practiceId&invitationId&token: what the link's page shows
 * before anyone signs in (the practice, the inviter, the address and the state), and nothing
 * else; a link that does not match any invitation is "not valid", whatever is wrong with it.
 */
export async function previewInvitation(db: Firestore, query: unknown, now = Date.now()): Promise<InvitationPreview> {
  const link = invitationLinkSchema.safeParse(query);
  if (!link.success) throw new Refusal(404, 'practiceInvitationNotFound');
  const { practiceId, invitationId, token } = link.data;
  const invitation = await readInvitation(db, practiceId, invitationId);
  if (!invitation || !tokenMatches(token, invitation.tokenHash)) throw new Refusal(404, 'practiceInvitationNotFound');
  const practice = await readPractice(db, practiceId);
  if (!practice || practice.status !== 'active') throw new Refusal(404, 'practiceNotFound');
  return {
    practiceName: practice.name,
    inviterName: invitation.inviterName,
    email: invitation.email,
    role: invitation.role,
    state: invitationView(invitation, now),
  };
}

/**
 * POST /practices/invitations/accept {practiceId, invitationId, token}: the signed-in caller
 * joins with the invitation's role, if the link is theirs (their address is the invited one),
 * still pending and not expired, they are in no practice and a seat is free. Then their own
 * subscription ends and the practice's plan is theirs; the answer states the credit.
 */
export async function acceptInvitation(
  db: Firestore,
  gateway: PaymentGateway | null,
  caller: Caller,
  body: unknown,
  now = Date.now(),
): Promise<AcceptInvitationAnswer> {
  const { practiceId, invitationId, token } = invitationLinkSchema.parse(body);
  // Someone who signed up from the link a moment ago may not have their record yet.
  await ensureUserRecord(toAuthAccount(await getAuth().getUser(caller.uid)), db, now);
  const joined = await db.runTransaction(async (tx) => {
    const [invitation, practice, found] = await Promise.all([
      readInvitationIn(tx, db, practiceId, invitationId),
      readPracticeIn(tx, db, practiceId),
      readUserWithPracticeIn(tx, db, caller.uid),
    ]);
    if (!invitation || !tokenMatches(token, invitation.tokenHash)) throw new Refusal(404, 'practiceInvitationNotFound');
    if (!practice || practice.status !== 'active') throw new Refusal(404, 'practiceNotFound');
    if (!found) throw new Refusal(404, 'fallbackUserMissing');
    requirePending(invitation);
    if (invitation.expiresAt <= now) throw new Refusal(409, 'practiceInvitationExpired');
    if ((caller.email ?? '').trim().toLowerCase() !== invitation.email)
      throw new Refusal(403, 'practiceInvitationWrongEmail', { values: { email: invitation.email } });
    if (found.practice) throw new Refusal(409, 'practiceAlreadyMember');
    requireFreeSeat(practice, practice.memberCount);
    const subscription = practice.subscription;
    if (!subscription) throw new Refusal(409, 'practiceNoSeats');
    const displayName = personName(found.user);
    tx.create(
      memberRef(db, practiceId, caller.uid),
      practiceMemberDocSchema.parse({
        uid: caller.uid,
        email: invitation.email,
        displayName,
        role: invitation.role,
        joinedAt: now,
        updatedAt: now,
        version: 0,
      }),
    );
    setUserPracticeIn(tx, db, caller.uid, { practiceId, role: invitation.role, joinedAt: now });
    tx.update(practiceRef(db, practiceId), { memberCount: practice.memberCount + 1, version: practice.version + 1 });
    tx.update(invitationRef(db, practiceId, invitationId), { status: 'accepted', acceptedBy: caller.uid, acceptedAt: now });
    logIn(tx, db, practiceId, {
      at: now,
      event: 'joined',
      actorUid: caller.uid,
      actorName: displayName,
      subject: invitation.email,
      details: { role: invitation.role },
    });
    return { role: invitation.role, plan: subscription.planName };
  });
  const { credit } = await moveMemberToPracticePlan(db, gateway, caller.uid, joined.plan, now);
  return { practiceId, role: joined.role, plan: joined.plan, credit };
}
