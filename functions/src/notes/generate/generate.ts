// One generation of a session's notes: the notes are taken from the quota first (in a
// transaction), each template is written by the configured language model (its text
// streamed as it comes) or by the built-in offline draft generator, each note is saved to
// the session (sealed) as soon as it is done, and the notes that failed are given back.
import type { Firestore } from 'firebase-admin/firestore';
import type { NoteModel } from '../../providers/notes/types';
import { readSession, updateContents } from '../../sessions/session-store';
import { resolveLibrary, type LibraryTemplate } from '../../shared/note-library';
import { Refusal } from '../../shared/refusal';
import { DEFAULT_NOTE_TEMPLATE, isNoteTemplateId, type NoteTemplateId } from '../../shared/note-templates';
import type { NoteFact, NoteGenerationRequest, NoteStreamEvent, NoteSection, SessionNote } from '../../shared/notes';
import { userDocFromData } from '../../shared/user-doc';
import { readUserDoc, userSubcollection } from '../../users/user-store';
import { noteFromModelText } from '../model/model-note';
import { acceptedRules, countApplied, pauseUnmatched } from '../style/style-service';
import { followRules, rulesForPrompt } from '../style/style-rules';
import type { StyleRuleView } from '../../shared/note-style';
import { buildNotePrompt, type NoteSources } from '../model/prompt';
import { refundNotes, reserveNotes } from './quota';
import { retarget } from './retarget';

/** The built-in generator: a note and the facts it states, without a model. */
export type OfflineDrafter = (
  templateId: NoteTemplateId,
  request: NoteGenerationRequest,
  sources: NoteSources,
) => { sections: NoteSection[]; facts: NoteFact[]; label: string };

export interface NoteWriters {
  model: NoteModel | null;
  offline: OfflineDrafter;
}

/**
 * Templates from beyond the clinician's own library (their practice's shared ones) for the
 * requested ids it lacks. Refuses (throws a Refusal) an id the caller may not write with;
 * ids it does not know are left out, and their notes fail as an unknown template's do.
 */
export type SharedTemplates = (templateIds: string[]) => Promise<LibraryTemplate[]>;
const noSharedTemplates: SharedTemplates = async () => [];

const sessionMissing = () => new Refusal(404, 'sessionNotFound');
const nothingToSummarise = () => new Refusal(422, 'notesNothingToSummarise', { code: 'failed-precondition' });

/** Reads what the notes are written from; refuses a missing or ended session, and one with nothing to write from. */
export async function noteSources(db: Firestore, uid: string, sessionId: string): Promise<NoteSources> {
  const [session, record] = await Promise.all([readSession(db, uid, sessionId), readUserDoc(db, uid)]);
  const user = record ?? userDocFromData(undefined);
  if (!session || session.meta.status === 'ended') throw sessionMissing();
  const { contents, meta } = session;
  const files = (contents.files ?? []).filter((file) => file.kind !== 'transcript');
  const hasFileText = files.some((file) => file.text.trim());
  if (!contents.transcript.trim() && !contents.ownNotes.trim() && !contents.context.trim() && !hasFileText) throw nothingToSummarise();
  return {
    transcript: contents.transcript,
    ownNotes: contents.ownNotes,
    context: contents.context,
    files,
    participants: contents.participants,
    patientName: meta.name,
    pronoun: meta.pronoun,
    patientTerm: user.settings.patientTerm,
    writingStyle: user.writingStyle ?? user.settings.writingStyle,
  };
}

/** The clinician's library (built-ins with their edits, and their own templates). */
async function libraryOf(db: Firestore, uid: string, language: 'en' | 'fr'): Promise<LibraryTemplate[]> {
  const docs = await userSubcollection(db, uid, 'noteTemplates').get();
  return resolveLibrary(
    docs.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    language,
  );
}

/** A note as written, with the clinician's rules it followed and those whose section it lacked. */
type Written = { note: SessionNote; unmatched: string[] };

async function writeOne(
  template: LibraryTemplate,
  request: NoteGenerationRequest,
  sources: NoteSources,
  writers: NoteWriters,
  rules: readonly StyleRuleView[],
  emit: (event: NoteStreamEvent) => void,
  signal?: AbortSignal,
): Promise<Written> {
  const base = { noteId: template.id, language: request.language, createdAt: Date.now() };
  // The clinician's standing rules of this template, applied to the draft (after the model writes, too).
  const styled = (sections: NoteSection[], note: Omit<SessionNote, 'sections'>): Written => {
    const { sections: followed, followed: ids, unmatched } = followRules(sections, rules, template.id, request.language);
    return { note: { ...note, sections: followed, ...(ids.length ? { styleRules: ids } : {}) }, unmatched };
  };
  if (!writers.model) {
    emit({ type: 'start', noteId: template.id, generator: 'offline', label: 'Offline draft' });
    // The offline generator knows the built-ins; the clinician's headings get its content.
    const builtIn: NoteTemplateId = isNoteTemplateId(template.id) ? template.id : (template.basedOn ?? DEFAULT_NOTE_TEMPLATE);
    const draft = writers.offline(builtIn, request, sources);
    const sections = template.builtIn && !template.edited ? draft.sections : retarget(draft.sections, template.sections);
    return styled(sections, { ...base, facts: draft.facts, generator: 'offline', label: draft.label });
  }
  const model = writers.model;
  emit({ type: 'start', noteId: template.id, generator: model.id, label: model.label });
  const prompt = buildNotePrompt(template, request, sources, rulesForPrompt(rules, template.id));
  const text = await model.generate({ ...prompt, signal }, (piece) => emit({ type: 'text', noteId: template.id, text: piece }));
  return styled(noteFromModelText(text, template.sections), { ...base, facts: [], generator: model.id, label: model.label });
}

/**
 * Generates the requested notes and emits their progress. Throws before anything is
 * generated when the session is missing, empty, or the quota is short, or when `shared`
 * refuses a template (refusals with the catalogue's keys). The clinician's own library is
 * looked in first, then `shared` for the ids it lacks.
 */
export async function generateNotes(
  db: Firestore,
  uid: string,
  request: NoteGenerationRequest,
  writers: NoteWriters,
  emit: (event: NoteStreamEvent) => void,
  signal?: AbortSignal,
  shared: SharedTemplates = noSharedTemplates,
): Promise<void> {
  const [sources, own, rules] = await Promise.all([
    noteSources(db, uid, request.sessionId),
    libraryOf(db, uid, request.language),
    acceptedRules(db, uid),
  ]);
  const library = [...own, ...(await shared(request.templateIds.filter((id) => !own.some((t) => t.id === id))))];
  await reserveNotes(db, uid, request.templateIds.length, request.localDate);
  let failed = 0;
  for (const templateId of request.templateIds) {
    try {
      const template = library.find((t) => t.id === templateId);
      if (!template) throw new Error('unknown template');
      const { note: written, unmatched } = await writeOne(template, request, sources, writers, rules, emit, signal);
      // The note as written stays beside the clinician's edits: what they typed is told apart by it.
      const note: SessionNote = { ...written, generated: written.sections };
      const saved = await updateContents(db, uid, request.sessionId, (contents) => {
        const notes = [...(contents.notes ?? []).filter((n) => n.noteId !== templateId), note];
        return { contents: { ...contents, notes }, meta: { noteCount: notes.length } };
      });
      if (!saved) throw sessionMissing();
      await Promise.all([countApplied(db, uid, note.styleRules ?? []), pauseUnmatched(db, uid, rules, unmatched)]);
      emit({ type: 'note', note });
    } catch (error) {
      failed += 1;
      console.error('note generation failed', templateId, (error as Error).name, (error as { code?: string }).code ?? '');
      emit({ type: 'error', noteId: templateId, key: 'uiSummaryIssue', message: 'Issue generating summary. Please try again.' });
    }
  }
  const notesLeft = await refundNotes(db, uid, failed, request.localDate);
  emit({ type: 'done', notesLeft });
}
