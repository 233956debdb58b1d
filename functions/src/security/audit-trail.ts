// The audit trail of admin actions (adminAudit/{id}): written by the server after each
// admin action (and for a refused outside call), read by admins through the API, never
// written by a client (rules: closed).
import type { Firestore } from 'firebase-admin/firestore';
import { ADMIN_AUDIT_COLLECTION, adminAuditEntrySchema, type AdminAction, type AdminAuditEntry } from '../shared/admin';
import { parseStored } from '../shared/stored-document';

/** Records `entry` (its time is now unless given). */
export async function recordAdminAction(db: Firestore, entry: Omit<AdminAuditEntry, 'at'> & { at?: number }): Promise<void> {
  await db.collection(ADMIN_AUDIT_COLLECTION).add({ ...entry, at: entry.at ?? Date.now() });
}

/** The newest entries, of one admin and/or about one target user when given. */
export async function latestAdminActions(
  db: Firestore,
  filter: { admin: string; target: string; limit: number },
): Promise<Array<AdminAuditEntry & { id: string }>> {
  let query = db.collection(ADMIN_AUDIT_COLLECTION).orderBy('at', 'desc');
  if (filter.admin) query = query.where('adminUid', '==', filter.admin);
  if (filter.target) query = query.where('targetUid', '==', filter.target);
  const snapshot = await query.limit(filter.limit).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...parseStored(adminAuditEntrySchema, doc.data(), ADMIN_AUDIT_COLLECTION) }));
}

/** The admin acting and from where: what every audit entry of theirs records. */
export interface AdminActor {
  adminUid: string;
  adminEmail: string;
  ip: string;
}

/** What one admin action changed. */
export interface AuditedChange {
  action: AdminAction;
  /** The user acted on; '' for a code or link. */
  targetUid?: string;
  target: string;
  before: unknown;
  after: unknown;
  ok?: boolean;
}

/** Records `change`, done by `actor` now. */
export function auditAction(db: Firestore, actor: AdminActor, change: AuditedChange): Promise<void> {
  return recordAdminAction(db, {
    ...actor,
    action: change.action,
    targetUid: change.targetUid ?? '',
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
    ok: change.ok ?? true,
  });
}
