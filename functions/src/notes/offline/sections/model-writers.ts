// The parts of a note the visit model writes (the note engine's draft writer): each item
// with the facts it states logged with the transcript passage they were said in; then the
// clinician's own statements of the assessment and plan that no item was written from.
import type { DraftFact, DraftPart } from '@clinicscribe/clinical-notes';
import type { NoteSectionId } from '../../../shared/note-templates';
import type { NoteContentItem } from '../../../shared/notes';
import type { Statement } from '../draft-content';
import type { FactKind } from '../types';
import { item, statementItems, type WriterContext } from './writer-context';

/** The kinds of fact the "check before signing" panel lists, by the visit's kinds. */
const LOGGED: Partial<Record<DraftFact['kind'], FactKind>> = {
  symptom: 'symptom',
  negation: 'negation',
  diagnosis: 'diagnosis',
  medication: 'medication',
  allergy: 'allergy',
  vital: 'vital',
  referral: 'follow-up',
  'follow-up': 'follow-up',
};

/** The items the visit model writes for `part` in this section, their facts logged. */
export function writeFromVisit(ctx: WriterContext, sectionId: NoteSectionId, part: DraftPart): NoteContentItem[] {
  const { draft, transcript } = ctx;
  if (!draft) return [];
  return draft.itemsOf(sectionId, part).map((written) => {
    for (const fact of written.facts) {
      const kind = LOGGED[fact.kind];
      const { start, end } = fact.evidence;
      (ctx.covered ??= []).push([start, end]);
      if (kind) ctx.log.addSource(kind, fact.text, sectionId, { origin: 'transcript', text: transcript.slice(start, end), start, end });
    }
    return item(written.text, written.title);
  });
}

/**
 * What else the clinician concluded and planned, in their words: their statements of the
 * assessment and the plan that no item of the visit model was written from (an item written
 * from "I'd like to come and see you again" leaves that sentence out).
 */
export function writeDiscussion(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const covered = ctx.covered ?? [];
  const fromModel = (s: Statement) => s.utterance.source.origin === 'transcript' && covered.some(([start, end]) => start < s.utterance.source.end && end > s.utterance.source.start);
  const statements = [...ctx.content.assessment, ...ctx.content.plan].sort((a, b) => a.utterance.id - b.utterance.id);
  return statementItems(ctx, statements.filter((s) => !fromModel(s)), sectionId);
}
