// Standing rules, stored: the edits read from each note a clinician exports (users/{uid}/
// styleEdits, one document per note, written again when the note is exported again), the
// rules and offers (users/{uid}/styleRules, one document per template and edit: an edit
// accepted, rejected or deleted keeps its document, so it is never offered again), and what
// the clinician does with them (accept, reject, write by hand, write again, pause, resume,
// delete). Only the server writes them; the owner reads them through the API.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { offeredRules, type StyleEdit } from '@clinicscribe/clinical-notes';
import { readSession } from '../../sessions/session-store';
import { resolveLibrary } from '../../shared/note-library';
import {
  MAX_STYLE_RULES,
  STYLE_EDITS_COLLECTION,
  STYLE_OFFER_AFTER_NOTES,
  STYLE_RULES_COLLECTION,
  styleEditsDocSchema,
  styleRuleDocSchema,
  type StyleEditData,
  type StyleEditsDoc,
  type StyleExample,
  type StyleExportedRequest,
  type StyleRuleCreate,
  type StyleRuleDoc,
  type StyleRulesAnswer,
  type StyleRuleUpdate,
  type StyleRuleView,
} from '../../shared/note-style';
import type { NoteSection, SessionNote } from '../../shared/notes';
import { Refusal } from '../../shared/refusal';
import { parseStored } from '../../shared/stored-document';
import type { SessionContents } from '../../shared/sessions';
import { userSubcollection } from '../../users/user-store';
import {
  checkConflict,
  editFromInstruction,
  editsOfNote,
  exampleOf,
  missingSection,
  noSection,
  normaliseEdit,
  ruleIdOf,
} from './style-rules';

const rulesOf = (db: Firestore, uid: string) => userSubcollection(db, uid, STYLE_RULES_COLLECTION);
const editsOf = (db: Firestore, uid: string) => userSubcollection(db, uid, STYLE_EDITS_COLLECTION);
const notFound = () => new Refusal(404, 'notesStyleNotFound');
const ruleView = (id: string, data: unknown): StyleRuleView => ({ id, ...parseStored(styleRuleDocSchema, data, 'style rule') });

/** Every rule and offer of the clinician (rejected ones included), with its id. */
export async function readRules(db: Firestore, uid: string): Promise<StyleRuleView[]> {
  const docs = await rulesOf(db, uid).get();
  return docs.docs.map((d) => ruleView(d.id, d.data()));
}

/** The section headings of each template of the clinician's library, in English and French together. */
async function templateHeadings(db: Firestore, uid: string): Promise<Map<string, string[]>> {
  const docs = (await userSubcollection(db, uid, 'noteTemplates').get()).docs.map((d) => ({ id: d.id, data: d.data() }));
  const headings = new Map<string, string[]>();
  for (const language of ['en', 'fr'] as const)
    for (const template of resolveLibrary(docs, language))
      headings.set(template.id, [...new Set([...(headings.get(template.id) ?? []), ...template.sections])]);
  return headings;
}

/** The draft a note was written as: kept with the note, else its history's first version. */
export function draftOf(contents: SessionContents, note: SessionNote): NoteSection[] | null {
  if (note.generated) return note.generated;
  const first = (contents.noteHistory?.[note.noteId] ?? []).find((v) => v.noteCreatedAt === note.createdAt);
  return first?.before.sections ?? null;
}

/**
 * Reads what the clinician changed in the exported notes (each note's draft against the note
 * kept), records it, and offers a rule for each edit now seen in 3 notes of a template that
 * was never answered. Answers the offers it made.
 */
export async function recordExport(db: Firestore, uid: string, request: StyleExportedRequest): Promise<StyleRuleView[]> {
  const session = await readSession(db, uid, request.sessionId);
  if (!session) throw new Refusal(404, 'sessionNotFound');
  const templates = new Set<string>();
  for (const noteId of new Set(request.noteIds)) {
    const note = session.contents.notes?.find((n) => n.noteId === noteId);
    const draft = note ? draftOf(session.contents, note) : null;
    if (!note || !draft) continue;
    const edits = editsOfNote(draft, note.sections);
    const doc: StyleEditsDoc = {
      template: note.noteId,
      sessionId: request.sessionId,
      noteId,
      at: Date.now(),
      edits,
      examples: edits.map((edit) => exampleOf(edit, draft, note.sections)),
    };
    await editsOf(db, uid).doc(`${request.sessionId}_${noteId}`).set(doc);
    templates.add(note.noteId);
  }
  const made: StyleRuleView[] = [];
  for (const template of templates) made.push(...(await offersFor(db, uid, template)));
  return made;
}

/** Creates the offers of `template` its recorded edits call for, unless the edit was ever answered. */
async function offersFor(db: Firestore, uid: string, template: string): Promise<StyleRuleView[]> {
  const [recorded, rules] = await Promise.all([editsOf(db, uid).where('template', '==', template).get(), readRules(db, uid)]);
  const notes = recorded.docs
    .map((d) => ({ id: d.id, ...parseStored(styleEditsDocSchema, d.data(), 'style edits') }))
    .sort((a, b) => a.at - b.at);
  const accepted = rules.filter((r) => r.state === 'accepted');
  const offers = offeredRules(
    notes.map((n) => ({ noteId: n.id, template: n.template, edits: n.edits as StyleEdit[] })),
    accepted.map((r) => ({ template: r.template, edit: r.edit as StyleEdit })),
    STYLE_OFFER_AFTER_NOTES,
  );
  const made: StyleRuleView[] = [];
  for (const offer of offers) {
    const edit = offer.edit as StyleEditData;
    const id = ruleIdOf(template, edit);
    if (rules.some((r) => r.id === id) || rules.length + made.length >= MAX_STYLE_RULES) continue;
    const key = JSON.stringify(edit);
    // The latest notes it was seen in, newest first.
    const examples: StyleExample[] = offer.examples
      .slice(-STYLE_OFFER_AFTER_NOTES)
      .reverse()
      .flatMap((noteKey) => {
        const note = notes.find((n) => n.id === noteKey);
        const at = note?.edits.findIndex((e) => JSON.stringify(e) === key) ?? -1;
        if (!note || at < 0) return [];
        return [{ sessionId: note.sessionId, noteId: note.noteId, at: note.at, ...note.examples[at] }];
      });
    const doc: StyleRuleDoc = { template, edit, state: 'offered', origin: 'offered', examples, createdAt: Date.now(), applied: 0 };
    try {
      await rulesOf(db, uid).doc(id).create(doc);
      made.push({ id, ...doc });
    } catch (error) {
      // Made by an export at the same moment: offered once.
      if ((error as { code?: number }).code !== 6) throw error;
    }
  }
  return made;
}

/** The rules (accepted and paused) and the offers waiting. A rule whose section left its template is paused, with a notice. */
export async function listStyle(db: Firestore, uid: string): Promise<StyleRulesAnswer> {
  const [rules, headings] = await Promise.all([readRules(db, uid), templateHeadings(db, uid)]);
  for (const rule of rules) {
    const sections = headings.get(rule.template);
    if (rule.state !== 'accepted' || !sections || !missingSection(rule.edit, sections)) continue;
    await pauseForSection(db, uid, [rule.id]);
    Object.assign(rule, { state: 'paused', notice: 'section-gone' });
  }
  const accepted = rules.filter((r) => r.state === 'accepted');
  const withConflict = (rule: StyleRuleView): StyleRuleView => {
    const other = accepted.find((r) => r.id !== rule.id && contradicts(rule, r));
    return other ? { ...rule, conflictsWith: { id: other.id, edit: other.edit } } : rule;
  };
  const newest = (a: StyleRuleView, b: StyleRuleView) => b.createdAt - a.createdAt;
  return {
    rules: rules
      .filter((r) => r.state === 'accepted' || r.state === 'paused')
      .map((r) => (r.state === 'paused' ? withConflict(r) : r))
      .sort(newest),
    offers: rules
      .filter((r) => r.state === 'offered')
      .map(withConflict)
      .sort(newest),
  };
}

/** True when `rule` contradicts `other`. */
function contradicts(rule: StyleRuleView, other: StyleRuleView): boolean {
  try {
    checkConflict(rule.id, rule.template, rule.edit, [other], undefined);
    return false;
  } catch {
    return true;
  }
}

/** Pauses rules whose section the template no longer has, saying so on the rule. */
async function pauseForSection(db: Firestore, uid: string, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => rulesOf(db, uid).doc(id).update({ state: 'paused', notice: 'section-gone' })));
}

/**
 * Rules a draft could not follow for want of their section: paused, with a notice, when the
 * template has that section in neither language (a note in the other language is no reason).
 */
export async function pauseUnmatched(db: Firestore, uid: string, rules: readonly StyleRuleView[], ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const headings = await templateHeadings(db, uid);
  const gone = rules
    .filter((r) => ids.includes(r.id))
    .filter((r) => {
      const sections = headings.get(r.template);
      return !sections || missingSection(r.edit, sections) !== null;
    });
  await pauseForSection(
    db,
    uid,
    gone.map((r) => r.id),
  );
}

/** Counts one draft each followed rule changed. */
export async function countApplied(db: Firestore, uid: string, ids: readonly string[]): Promise<void> {
  const now = Date.now();
  await Promise.all(
    ids.map((id) =>
      rulesOf(db, uid)
        .doc(id)
        .update({ applied: FieldValue.increment(1), lastAppliedAt: now }),
    ),
  );
}

/** The accepted rules, for a generation. */
export async function acceptedRules(db: Firestore, uid: string): Promise<StyleRuleView[]> {
  const docs = await rulesOf(db, uid).where('state', '==', 'accepted').get();
  return docs.docs.map((d) => ruleView(d.id, d.data()));
}

/**
 * Makes rule `id` (its document as `base` when it is new) accepted, after asking which wins
 * when it contradicts an accepted rule: 'new' sets the other aside (rejected), 'existing'
 * keeps the other and this one is not followed (rejected).
 */
async function settle(
  db: Firestore,
  uid: string,
  id: string,
  base: StyleRuleDoc,
  wins: 'new' | 'existing' | undefined,
  rules: readonly StyleRuleView[],
): Promise<StyleRuleView> {
  const accepted = rules.filter((r) => r.state === 'accepted');
  const other = checkConflict(id, base.template, base.edit, accepted, wins);
  const now = Date.now();
  const { notice: _notice, ...rest } = base;
  const doc: StyleRuleDoc = other && wins === 'existing' ? { ...rest, state: 'rejected' } : { ...rest, state: 'accepted', acceptedAt: now };
  const batch = db.batch();
  batch.set(rulesOf(db, uid).doc(id), doc);
  if (other && wins === 'new') batch.update(rulesOf(db, uid).doc(other.id), { state: 'rejected' });
  await batch.commit();
  return { id, ...doc };
}

async function readRule(db: Firestore, uid: string, id: string): Promise<StyleRuleView> {
  const snapshot = await rulesOf(db, uid).doc(id).get();
  if (!snapshot.exists) throw notFound();
  return ruleView(id, snapshot.data());
}

/** Accepts an offer (asking which wins when it contradicts an accepted rule). */
export async function acceptOffer(db: Firestore, uid: string, id: string, wins?: 'new' | 'existing'): Promise<StyleRuleView> {
  const rules = await readRules(db, uid);
  const offer = rules.find((r) => r.id === id);
  if (!offer || offer.state === 'rejected') throw notFound();
  if (offer.state !== 'offered') throw new Refusal(409, 'notesStyleAnswered');
  const { id: _id, conflictsWith: _c, ...doc } = offer;
  return settle(db, uid, id, doc, wins, rules);
}

/** Rejects an offer: it is never offered again. */
export async function rejectOffer(db: Firestore, uid: string, id: string): Promise<void> {
  const offer = await readRule(db, uid, id);
  if (offer.state === 'rejected') throw notFound();
  if (offer.state !== 'offered') throw new Refusal(409, 'notesStyleAnswered');
  await rulesOf(db, uid).doc(id).update({ state: 'rejected' });
}

/** The edit a clinician's instruction names for `template`, its sections checked against the template's. */
async function editFor(db: Firestore, uid: string, template: string, instruction: string): Promise<StyleEditData> {
  const headings = (await templateHeadings(db, uid)).get(template);
  if (!headings) throw new Refusal(404, 'notesStyleNoTemplate');
  const edit = editFromInstruction(instruction);
  const missing = missingSection(edit, headings);
  if (missing) throw noSection(missing, headings);
  return normaliseEdit(edit, headings);
}

/** A rule written by hand, accepted at once (an offer of the same edit becomes it). */
export async function createRule(db: Firestore, uid: string, request: StyleRuleCreate): Promise<StyleRuleView> {
  const edit = await editFor(db, uid, request.template, request.instruction);
  const id = ruleIdOf(request.template, edit);
  const rules = await readRules(db, uid);
  const existing = rules.find((r) => r.id === id);
  if (existing && (existing.state === 'accepted' || existing.state === 'paused')) throw new Refusal(409, 'notesStyleExists');
  if (!existing && rules.length >= MAX_STYLE_RULES) throw new Refusal(409, 'notesStyleTooMany');
  const base: StyleRuleDoc =
    existing?.state === 'offered'
      ? { ...existing }
      : { template: request.template, edit, state: 'accepted', origin: 'hand', examples: [], createdAt: Date.now(), applied: 0 };
  delete (base as Partial<StyleRuleView>).id;
  return settle(db, uid, id, base, request.wins, rules);
}

/** A rule written again (a new rule in its place, keeping when it was made and how often it applied), paused or resumed. */
export async function updateRule(db: Firestore, uid: string, id: string, update: StyleRuleUpdate): Promise<StyleRuleView> {
  const rules = await readRules(db, uid);
  const rule = rules.find((r) => r.id === id);
  if (!rule || (rule.state !== 'accepted' && rule.state !== 'paused')) throw notFound();
  if (update.instruction !== undefined) {
    const edit = await editFor(db, uid, rule.template, update.instruction);
    const newId = ruleIdOf(rule.template, edit);
    if (newId !== id && rules.some((r) => r.id === newId && (r.state === 'accepted' || r.state === 'paused')))
      throw new Refusal(409, 'notesStyleExists');
    const { id: _id, conflictsWith: _c, notice: _n, ...kept } = rule;
    const base: StyleRuleDoc = { ...kept, edit, origin: 'hand' };
    const others = rules.filter((r) => r.id !== id);
    const paused = update.paused ?? rule.state === 'paused';
    const made = paused
      ? await (async () => {
          await rulesOf(db, uid)
            .doc(newId)
            .set({ ...base, state: 'paused' });
          return { id: newId, ...base, state: 'paused' as const };
        })()
      : await settle(db, uid, newId, base, update.wins, others);
    // The rule as it was is set aside, so its old edit is not offered again.
    if (newId !== id) await rulesOf(db, uid).doc(id).update({ state: 'rejected', examples: [] });
    return made;
  }
  const { id: _id, conflictsWith: _c, ...doc } = rule;
  if (update.paused) {
    const { notice: _n, ...rest } = doc;
    await rulesOf(db, uid)
      .doc(id)
      .set({ ...rest, state: 'paused' });
    return { id, ...rest, state: 'paused' };
  }
  // Resumed: its sections must be in the template still, and a contradiction is settled first.
  const headings = (await templateHeadings(db, uid)).get(rule.template);
  const missing = headings ? missingSection(rule.edit, headings) : null;
  if (missing && headings) throw noSection(missing, headings);
  return settle(db, uid, id, { ...doc, acceptedAt: rule.acceptedAt ?? Date.now() }, update.wins, rules);
}

/** Deletes a rule: what it said and its examples go; its edit is remembered only so it is not offered again. */
export async function deleteRule(db: Firestore, uid: string, id: string): Promise<void> {
  const rule = await readRule(db, uid, id);
  if (rule.state === 'rejected') throw notFound();
  await rulesOf(db, uid).doc(id).update({ state: 'rejected', examples: [], applied: 0, lastAppliedAt: FieldValue.delete() });
}

/** recordExport for an export the server made (FHIR, a clinic's system): a failure here is logged, never the export's. */
export async function recordServerExport(db: Firestore, uid: string, sessionId: string, noteIds: string[]): Promise<void> {
  if (noteIds.length === 0) return;
  try {
    await recordExport(db, uid, { sessionId, noteIds });
  } catch (error) {
    logger.warn('style edits not recorded', { name: (error as Error).name });
  }
}
