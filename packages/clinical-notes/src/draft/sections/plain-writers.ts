// The writers of a note for the patient, in plain words: why they came and what was found.
// What to take and what comes next are written by the note engine from the visit model.
import type { NoteSectionId } from '../types';
import type { NoteItem } from '../types';
import type { Statement } from '../draft-content';
import { SENTENCES } from '../phrases';
import { plainText } from './plain-words';
import { item, statementItems, type WriterContext } from './writer-context';

/** The chief complaint told to the patient ("You came in for ..."). */
export function writePlainComplaint(ctx: WriterContext, sectionId: NoteSectionId): NoteItem[] {
  const { complaint } = ctx.content;
  if (!complaint) return [];
  const text = complaint[ctx.lang];
  ctx.log.add('symptom', text, sectionId, complaint.utterance);
  return [item(SENTENCES.cameFor[ctx.lang](text))];
}

/** Statements reworded for the patient (see plainText). */
export function inPlainWords(ctx: WriterContext, statements: Statement[]): Statement[] {
  return statements.map((statement) => ({ ...statement, text: plainText(statement, ctx) }));
}

/** For the patient: what the examination and the results showed. */
export function writePlainFindings(ctx: WriterContext, sectionId: NoteSectionId): NoteItem[] {
  return statementItems(ctx, inPlainWords(ctx, [...ctx.content.exam, ...ctx.content.results]), sectionId);
}
