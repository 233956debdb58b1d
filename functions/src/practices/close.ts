// Closing a practice (its owner only): the practice's subscription is cancelled first (a
// gateway that does not answer refuses the close, nothing changed), then the practice is
// marked closed in one transaction with its log entry, so no one joins, invites or changes
// anything after. Then every shared template becomes a custom template in each owner's and
// admin's own library, every member goes back to the Free plan with their data, and pending
// invitations are revoked. That second part may be run again: a close that stopped half way
// (the owner closes again) finishes without copying anything twice.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { PaymentGateway } from '../providers/payments/payment-gateway';
import { customTemplateDocSchema, newCustomTemplateDoc } from '../shared/note-library';
import { isPracticeAdmin, type PracticeMemberDoc, type PracticeTemplateDoc } from '../shared/practices';
import { Refusal } from '../shared/refusal';
import { userSubcollection } from '../users/user-store';
import { dropMemberIn } from './members';
import {
  invitationRef,
  listMembers,
  logIn,
  ownerMembershipIn,
  parseTemplate,
  pendingInvitations,
  personName,
  practiceRef,
  readMemberIn,
  readPractice,
  readPracticeIn,
  readUserWithPractice,
  readUserWithPracticeIn,
  templatesOf,
} from './practice-store';

/** Firestore's limit of writes in one batch, with room to spare. */
const BATCH_WRITES = 400;

/** The id of a practice template's copy in a library: the same each time, so a second close copies nothing twice. */
export const copiedTemplateId = (practiceId: string, templateId: string): string =>
  `pt-${createHash('sha256').update(`${practiceId}/${templateId}`).digest('hex').slice(0, 32)}`;

/**
 * Copies `templates` (those not copied yet) into the library of `admin`, skipping a template
 * published from one of their own that they still have.
 */
async function copyTemplatesTo(
  db: Firestore,
  practiceId: string,
  admin: PracticeMemberDoc,
  templates: ReadonlyArray<{ id: string; doc: PracticeTemplateDoc }>,
  now: number,
): Promise<number> {
  const library = userSubcollection(db, admin.uid, 'noteTemplates');
  const own = templates.filter(({ doc }) => doc.publishedBy === admin.uid);
  const ownSources = own.length > 0 ? await db.getAll(...own.map(({ doc }) => library.doc(doc.sourceId))) : [];
  const stillTheirs = new Set(own.filter((_, i) => ownSources[i]?.exists).map(({ id }) => id));
  const copies = templates.filter(({ id }) => !stillTheirs.has(id));
  for (let start = 0; start < copies.length; start += BATCH_WRITES) {
    const batch = db.batch();
    for (const { id, doc } of copies.slice(start, start + BATCH_WRITES)) {
      const copy = customTemplateDocSchema.parse(
        newCustomTemplateDoc({ title: doc.title, sections: doc.sections, prompt: doc.prompt }, null, now),
      );
      batch.set(library.doc(copiedTemplateId(practiceId, id)), copy);
    }
    await batch.commit();
  }
  return copies.length;
}

/** Everything after the practice is marked closed: template copies, members back to Free, invitations revoked. */
export async function finishClosing(
  db: Firestore,
  practiceId: string,
  now = Date.now(),
): Promise<{ members: number; templatesCopied: number }> {
  const [members, templateDocs, pending] = await Promise.all([
    listMembers(db, practiceId),
    templatesOf(db, practiceId).get(),
    pendingInvitations(db, practiceId),
  ]);
  const templates = templateDocs.docs.map((doc) => ({ id: doc.id, doc: parseTemplate(doc.data()) }));
  let templatesCopied = 0;
  for (const admin of members.filter((member) => isPracticeAdmin(member.role))) {
    // A copy made by an earlier, interrupted close (and maybe edited since) stays as it is.
    const library = userSubcollection(db, admin.uid, 'noteTemplates');
    const already =
      templates.length > 0 ? await db.getAll(...templates.map(({ id }) => library.doc(copiedTemplateId(practiceId, id)))) : [];
    templatesCopied += await copyTemplatesTo(
      db,
      practiceId,
      admin,
      templates.filter((_, i) => !already[i]?.exists),
      now,
    );
  }
  for (const { uid } of members) {
    await db.runTransaction(async (tx) => {
      const [practice, member, record] = await Promise.all([
        readPracticeIn(tx, db, practiceId),
        readMemberIn(tx, db, practiceId, uid),
        readUserWithPracticeIn(tx, db, uid),
      ]);
      if (!practice || !member) return;
      dropMemberIn(tx, db, practiceId, practice, member, record?.practice?.practiceId ?? null, now);
    });
  }
  for (let start = 0; start < pending.length; start += BATCH_WRITES) {
    const batch = db.batch();
    for (const { id } of pending.slice(start, start + BATCH_WRITES))
      batch.update(invitationRef(db, practiceId, id), { status: 'revoked', revokedAt: now });
    await batch.commit();
  }
  return { members: members.length, templatesCopied };
}

/**
 * POST /practices/close: the owner closes their practice. Refused for anyone else; a practice
 * with a subscription needs the gateway to cancel it first.
 */
export async function closePractice(
  db: Firestore,
  gateway: PaymentGateway | null,
  uid: string,
  now = Date.now(),
): Promise<{ members: number; templatesCopied: number }> {
  const found = await readUserWithPractice(db, uid);
  if (!found?.practice) throw new Refusal(404, 'practiceNotMember');
  const { practiceId } = found.practice;
  const practice = await readPractice(db, practiceId);
  if (!practice) throw new Refusal(404, 'practiceNotMember');
  if (practice.ownerUid !== uid) throw new Refusal(403, 'practiceNotOwner');
  if (practice.status === 'active') {
    if (practice.subscription) {
      if (!gateway) throw new Refusal(503, 'paymentProviderInit');
      await gateway.cancelSubscription(practice.subscription.subscriptionId);
    }
    await db.runTransaction(async (tx) => {
      const { user, practice: current } = await ownerMembershipIn(tx, db, uid);
      tx.update(practiceRef(db, practiceId), { status: 'closed', closedAt: now, version: current.version + 1 });
      logIn(tx, db, practiceId, {
        at: now,
        event: 'closed',
        actorUid: uid,
        actorName: personName(user),
        subject: current.name,
        details: { members: current.memberCount },
      });
    });
  }
  return finishClosing(db, practiceId, now);
}
