// Diagnosis codes of a session's note: suggested from the visit model of the session's
// transcript (each with the passage that justifies it), searched in the code set, and the
// codes the clinician accepts saved with the note. Codes come with the plans that have EMR
// integration. A code that does not exist is refused with the nearest codes by its words; one
// that is not billable with the billable codes under it; two codes whose excludes1 notes
// exclude each other are never saved together. Saving replaces the note's codes (the last save
// wins) and says so when another save came after the one the clinician saw.
import {
  type CodeSearchHit,
  type CodeSet,
  type CodeSuggestion,
  extractVisit,
  loadCodeSet,
  suggestCodes,
} from '@clinicscribe/clinical-notes';
import type { Firestore } from 'firebase-admin/firestore';
import { readSession, updateContents } from '../../sessions/session-store';
import type { AcceptedCode, CodesAcceptRequest, NoteCodes } from '../../shared/codes';
import { planAllows } from '../../shared/plan-features';
import { Refusal } from '../../shared/refusal';
import { readUserDoc } from '../../users/user-store';

/** How many billable codes a refusal names as the ones to choose from. */
const NEAREST = 5;

export interface NoteCodeSuggestions {
  release: string;
  suggestions: CodeSuggestion[];
  /** The codes saved with the note, or null. */
  saved: NoteCodes | null;
}

export interface CodeHit {
  code: string;
  description: string;
  billable: boolean;
  /** The description or inclusion term the words matched. */
  matched: string;
}

/** "ICD-10-CM FY2021". */
export const releaseName = (codes: CodeSet = loadCodeSet()) => `${codes.release.system} FY${codes.release.fiscalYear}`;

async function requireCodesPlan(db: Firestore, uid: string): Promise<void> {
  const user = await readUserDoc(db, uid);
  if (!planAllows(user?.subscription.plan ?? '', 'emrIntegration')) throw new Refusal(403, 'codesPlan');
}

async function sessionNote(db: Firestore, uid: string, sessionId: string, noteId: string) {
  const session = await readSession(db, uid, sessionId);
  const note = session?.contents.notes?.find((n) => n.noteId === noteId);
  if (!session || !note) throw new Refusal(404, 'sessionNotFound');
  return { contents: session.contents, note };
}

/** The codes the visit supports, each with its passage, and those already saved with the note. */
export async function suggestNoteCodes(db: Firestore, uid: string, sessionId: string, noteId: string): Promise<NoteCodeSuggestions> {
  await requireCodesPlan(db, uid);
  const { contents, note } = await sessionNote(db, uid, sessionId, noteId);
  const codes = loadCodeSet();
  const visit = extractVisit(contents.transcript, note.language);
  return { release: releaseName(codes), suggestions: suggestCodes(visit, codes, contents.transcript), saved: note.codes ?? null };
}

const hit = (h: CodeSearchHit): CodeHit => ({
  code: h.code.display,
  description: h.code.long,
  billable: h.code.billable,
  matched: h.matched,
});

/** Codes by code or words, best first. */
export async function searchCodes(
  db: Firestore,
  uid: string,
  query: string,
  billableOnly = false,
): Promise<{ release: string; hits: CodeHit[] }> {
  await requireCodesPlan(db, uid);
  return { release: releaseName(), hits: loadCodeSet().search(query, { limit: 20, billableOnly }).map(hit) };
}

/** The code as the set holds it, refused when it does not exist or is not billable. */
function billableCode(codes: CodeSet, typed: string): { code: string; description: string } {
  const found = codes.get(typed);
  if (!found) {
    const nearest = codes.search(typed, { limit: NEAREST, billableOnly: true }).map((h) => h.code.display);
    throw new Refusal(404, 'codeNotFound', { values: { code: typed, nearest: nearest.join(', ') || '-' } });
  }
  if (!found.billable) {
    const under = codes
      .billableUnder(found.code)
      .slice(0, NEAREST)
      .map((c) => c.display);
    throw new Refusal(422, 'codeNotBillable', { values: { code: found.display, nearest: under.join(', ') } });
  }
  return { code: found.display, description: found.long };
}

/** Saves the accepted codes with the note; `overwrote` says another save came after the one the clinician saw. */
export async function acceptNoteCodes(
  db: Firestore,
  uid: string,
  request: CodesAcceptRequest,
  now = Date.now(),
): Promise<{ saved: NoteCodes; overwrote: boolean }> {
  await requireCodesPlan(db, uid);
  const codes = loadCodeSet();
  const items: AcceptedCode[] = request.codes.map((c) => ({ ...billableCode(codes, c.code), origin: c.origin }));
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.code)) throw new Refusal(422, 'codeTwice', { values: { code: item.code } });
    seen.add(item.code);
    const clash = items.find((other) => other !== item && codes.excludes(item.code, other.code));
    if (clash) throw new Refusal(422, 'codesExcludeEachOther', { values: { code: item.code, other: clash.code } });
  }
  const saved: NoteCodes = { release: releaseName(codes), items, confirmedBy: uid, confirmedAt: now };
  let overwrote = false;
  const done = await updateContents(db, uid, request.sessionId, (contents) => {
    const note = contents.notes?.find((n) => n.noteId === request.noteId);
    if (!note) return null;
    overwrote = (note.codes?.confirmedAt ?? 0) > request.seenAt;
    return { contents: { ...contents, notes: (contents.notes ?? []).map((n) => (n === note ? { ...n, codes: saved } : n)) } };
  });
  if (!done?.contents.notes?.some((n) => n.noteId === request.noteId && n.codes?.confirmedAt === now))
    throw new Refusal(404, 'sessionNotFound');
  return { saved, overwrote };
}
