// The Users view's reads: a page of user records, newest accounts first, or those whose
// e-mail or name starts with what the admin typed (Firestore range queries on the stored
// fields, in users/user-queries.ts: a page costs its rows in reads, whatever the number of
// users). Only the fields the view shows leave the server.
import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_PLAN_NAME } from '../shared/plans';
import type { AdminUserRow, AdminUsersPage } from '../shared/admin';
import { directorySortValue, newestUsers, usersByPrefix, type DirectoryCursor } from '../users/user-queries';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const mapOf = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** The row of one user record. */
export function adminUserRow(uid: string, data: Record<string, unknown>): AdminUserRow {
  const info = mapOf(data.userInfo);
  const limits = mapOf(data.usageLimits);
  return {
    uid,
    displayName: text(info.displayName),
    email: text(info.email),
    role: text(info.role) || 'null',
    plan: text(mapOf(data.subscription).plan) || DEFAULT_PLAN_NAME,
    notesLeft: num(limits.notesLeft),
    timeLimit: num(limits.timeLimit),
    isInternal: data.isInternalEmail === true,
    isGuest: data.isGuest === true,
    onlineStatus: text(data.onlineStatus) || text(data.user_status) || 'offline',
    lastLogin: num(data.lastLoginTimestamp),
    createdAt: num(data.accountCreatedAt),
  };
}

/** Cursor: the last row's sort value and id, so the next page starts right after it. */
const cursorOf = (value: string | number, uid: string) => JSON.stringify([value, uid]);
function parseCursor(cursor: string | null): DirectoryCursor | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(cursor) as unknown;
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string'
    )
      return [parsed[0], parsed[1]];
  } catch {
    // A cursor that does not parse starts from the first page.
  }
  return null;
}

/**
 * A page of users. Without a search: newest accounts first, with the total count. With one:
 * e-mail addresses starting with it (lower case), then names starting with it (as typed and
 * capitalised), merged without duplicates, in e-mail order.
 */
export async function listUsers(
  db: Firestore,
  request: { search: string; after: string | null; limit: number },
): Promise<AdminUsersPage & { reads: number }> {
  const after = parseCursor(request.after);
  const search = request.search.trim();
  if (!search) {
    const { docs, total } = await newestUsers(db, after, request.limit);
    const last = docs.at(-1);
    return {
      users: docs.map((doc) => adminUserRow(doc.id, doc.data())),
      next: docs.length === request.limit && last ? cursorOf(directorySortValue(last, 'createdAt'), last.id) : null,
      total,
      reads: docs.length + Math.max(1, Math.ceil(total / 1000)),
    };
  }
  // A search pages through e-mail matches (the usual case: support is asked by e-mail), and
  // adds name matches to the first page.
  const lower = search.toLowerCase();
  const byEmail = await usersByPrefix(db, 'email', lower, after, request.limit);
  const byName = after
    ? []
    : (
        await Promise.all(
          [...new Set([search, search.charAt(0).toUpperCase() + search.slice(1), lower])].map((prefix) =>
            usersByPrefix(db, 'displayName', prefix, null, request.limit),
          ),
        )
      ).flat();
  const seen = new Set<string>();
  const users: AdminUserRow[] = [];
  for (const doc of [...byEmail, ...byName]) {
    if (seen.has(doc.id)) continue;
    seen.add(doc.id);
    users.push(adminUserRow(doc.id, doc.data()));
  }
  const last = byEmail.at(-1);
  return {
    users,
    next: byEmail.length === request.limit && last ? cursorOf(directorySortValue(last, 'email'), last.id) : null,
    total: null,
    reads: byEmail.length + byName.length,
  };
}
