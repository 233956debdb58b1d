// What the Saved Sessions list shows: the sessions still within their time, those whose
// name matches what the clinician typed (accents and case ignored), a page at a time.
import type { SavedSessionSummary } from '@shared/saved-sessions';

/** Rows shown per page. */
export const SAVED_SESSIONS_PAGE_SIZE = 25;

/** Lower case, without accents or surrounding spaces: "Élise " and "elise" compare equal. */
export const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The sessions not yet expired at `now` whose name contains every word of `search`. */
export function visibleSessions(sessions: readonly SavedSessionSummary[], search: string, now: number): SavedSessionSummary[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  return sessions.filter((session) => {
    if (session.expiresAt <= now) return false;
    const name = folded(session.name);
    return words.every((word) => name.includes(word));
  });
}

/** Page `page` (from 0) of `rows`, and how many pages there are (at least 1). */
export function pageOf<T>(rows: readonly T[], page: number, size = SAVED_SESSIONS_PAGE_SIZE): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(current * size, current * size + size), pages, page: current };
}
