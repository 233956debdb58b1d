// A practice's shared note templates, a library beside each clinician's own: the practice's
// owner and admins publish one of their own custom templates to it (publishing it again
// updates the practice's copy) and unpublish it; every member writes notes with them and
// copies one into their own library, where the copy is theirs to change. The practice's copy
// changes only through these calls: the rules let members read it, never write it. Each call
// writes an entry of the practice log.
//
// Who the caller is in the practice: users/{uid}.practice names the practice, and the member
// document practices/{pid}/members/{uid} says that they belong and with which role. Both are
// read in the call's transaction with what it changes, so a member removed or demoted
// meanwhile is refused rather than acting on a practice that is no longer theirs.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { isCustomTemplateId, newCustomTemplateDoc, parseTemplateDoc, type LibraryTemplate } from '../shared/note-library';
import {
  isPracticeTemplateId,
  practiceLibraryTemplate,
  practiceTemplateDocSchema,
  practiceTemplateIdFrom,
  type PracticeLogEntry,
  type PracticeMemberDoc,
  type PracticeTemplateView,
} from '../shared/practices';
import { Refusal } from '../shared/refusal';
import { parseStored, parseStoredOrNull } from '../shared/stored-document';
import { userSubcollection } from '../users/user-store';
import { adminMembershipIn, callerMembershipIn, logIn as logEntryIn, templatesOf } from './practice-store';

/** The caller as a member of their practice. */
interface Member {
  uid: string;
  practiceId: string;
  /** As the log and the shared template show them. */
  name: string;
}

/** A member as the practice shows them: the name they joined with, else their address. */
const memberName = (member: PracticeMemberDoc) => member.displayName.trim() || member.email;

const templateMissing = () => new Refusal(404, 'practiceTemplateNotFound');

/** `uid` as a member of their practice, read in `tx` (refused when they belong to none, or it was closed). */
async function memberIn(tx: Transaction, db: Firestore, uid: string): Promise<Member> {
  const { member, practiceId } = await callerMembershipIn(tx, db, uid);
  return { uid, practiceId, name: memberName(member) };
}

/** The same, for what only the practice's owner and admins do. */
async function adminIn(tx: Transaction, db: Firestore, uid: string): Promise<Member> {
  const { member, practiceId } = await adminMembershipIn(tx, db, uid);
  return { uid, practiceId, name: memberName(member) };
}

/** The shared template `templateId` of the caller's practice, read in `tx`; refused when it holds none by that id. */
async function sharedTemplateIn(
  tx: Transaction,
  db: Firestore,
  member: Member,
  templateId: string,
): Promise<{ ref: DocumentReference; template: PracticeTemplateView }> {
  if (!isPracticeTemplateId(templateId)) throw templateMissing();
  const ref = templatesOf(db, member.practiceId).doc(templateId);
  const stored = parseStoredOrNull(practiceTemplateDocSchema, (await tx.get(ref)).data(), 'practice templates');
  if (!stored) throw templateMissing();
  return { ref, template: { id: templateId, ...stored } };
}

/** Adds an entry by `member` to the practice log in `tx`. */
function logIn(tx: Transaction, db: Firestore, member: Member, entry: Omit<PracticeLogEntry, 'actorUid' | 'actorName'>): void {
  logEntryIn(tx, db, member.practiceId, { ...entry, actorUid: member.uid, actorName: member.name });
}

/**
 * Publishes the caller's own custom template `templateId` to their practice (owner or admin
 * only): a new shared template the first time, the same one updated when it was published
 * before. Built-ins are not published (a copy of one is). Answers the shared template.
 */
export async function publishTemplate(db: Firestore, uid: string, templateId: string, now: number): Promise<PracticeTemplateView> {
  return db.runTransaction(async (tx) => {
    const member = await adminIn(tx, db, uid);
    if (!isCustomTemplateId(templateId)) throw templateMissing();
    const source = await tx.get(userSubcollection(db, uid, 'noteTemplates').doc(templateId));
    const own = source.exists ? parseTemplateDoc(templateId, source.data()) : null;
    if (!own?.custom) throw templateMissing();
    const templates = templatesOf(db, member.practiceId);
    const earlier = await tx.get(templates.where('sourceId', '==', templateId).where('publishedBy', '==', uid).limit(1));
    const previous = earlier.empty ? null : parseStored(practiceTemplateDocSchema, earlier.docs[0].data(), 'practice templates');
    const ref = earlier.empty ? templates.doc(practiceTemplateIdFrom(templates.doc().id)) : earlier.docs[0].ref;
    const shared = practiceTemplateDocSchema.parse({
      title: own.title,
      sections: own.sections,
      prompt: own.prompt,
      basedOn: own.basedOn,
      sourceId: templateId,
      publishedBy: uid,
      publishedByName: member.name,
      publishedAt: previous?.publishedAt ?? now,
      updatedAt: now,
    });
    tx.set(ref, shared);
    logIn(tx, db, member, {
      at: now,
      event: 'templatePublished',
      subject: shared.title,
      details: { templateId: ref.id, change: previous ? 'updated' : 'added' },
    });
    return { id: ref.id, ...shared };
  });
}

/** Takes shared template `templateId` out of the caller's practice (owner or admin only); members' copies stay theirs. */
export async function unpublishTemplate(db: Firestore, uid: string, templateId: string, now: number): Promise<{ id: string }> {
  return db.runTransaction(async (tx) => {
    const member = await adminIn(tx, db, uid);
    const { ref, template } = await sharedTemplateIn(tx, db, member, templateId);
    tx.delete(ref);
    logIn(tx, db, member, { at: now, event: 'templateUnpublished', subject: template.title, details: { templateId } });
    return { id: templateId };
  });
}

/**
 * Copies shared template `templateId` into the caller's own library (any member) as a custom
 * template they may change, based on the built-in the shared one was (or on none). Answers
 * the copy's id.
 */
export async function copyTemplate(db: Firestore, uid: string, templateId: string, now: number): Promise<{ id: string }> {
  return db.runTransaction(async (tx) => {
    const member = await memberIn(tx, db, uid);
    const { template } = await sharedTemplateIn(tx, db, member, templateId);
    const copy = userSubcollection(db, uid, 'noteTemplates').doc();
    const content = { title: template.title, sections: template.sections, prompt: template.prompt };
    tx.set(copy, newCustomTemplateDoc(content, template.basedOn, now));
    logIn(tx, db, member, { at: now, event: 'templateCopied', subject: template.title, details: { templateId } });
    return { id: copy.id };
  });
}

/**
 * The shared templates among `templateIds`, for a note `uid` writes, in the library's form.
 * Ids of no shared template are left to the caller. A shared template's id from someone in no
 * practice (or removed from it) is refused, and so is one their practice does not hold: before
 * any note is taken from the quota.
 */
export async function sharedTemplatesForNotes(db: Firestore, uid: string, templateIds: readonly string[]): Promise<LibraryTemplate[]> {
  const wanted = templateIds.filter(isPracticeTemplateId);
  if (wanted.length === 0) return [];
  return db.runTransaction(
    async (tx) => {
      const member = await memberIn(tx, db, uid);
      const found = await Promise.all(wanted.map((id) => sharedTemplateIn(tx, db, member, id)));
      return found.map(({ template }) => practiceLibraryTemplate(template));
    },
    { readOnly: true },
  );
}
