// The writers of a note for the patient, in plain words: why they came, what was found, what
// to take and stop, what comes next and when to come back.
import type { NoteSectionId } from '../../../shared/note-templates';
import type { NoteContentItem } from '../../../shared/notes';
import type { Statement } from '../draft-content';
import { SENTENCES, TEXT } from '../phrases';
import { changedMedication, currentMedication, medicationList, mergeMedications, stoppedMedication } from './medication-writers';
import { plainText } from './plain-words';
import { item, statementItems, type WriterContext } from './writer-context';

/** The chief complaint told to the patient ("You came in for ..."). */
export function writePlainComplaint(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { complaint } = ctx.content;
  if (!complaint) return [];
  const text = complaint[ctx.lang];
  ctx.log.add('symptom', text, sectionId, complaint.utterance);
  return [item(SENTENCES.cameFor[ctx.lang](text))];
}

/** For the patient: what to take (current and new, unless stopped), then what to stop. */
export function writePlainMedications(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { medications } = ctx.content;
  const stopped = new Set(mergeMedications(medications, stoppedMedication).map((entry) => entry.mention.name));
  const taking = mergeMedications(
    medications,
    (mention, utterance) => (currentMedication(mention, utterance) || changedMedication(mention, utterance)) && !stopped.has(mention.name),
  );
  return [
    ...medicationList(ctx, taking, sectionId, TEXT.take[ctx.lang]),
    ...medicationList(ctx, mergeMedications(medications, stoppedMedication), sectionId, TEXT.stop[ctx.lang]),
  ];
}

/** Statements reworded for the patient (see plainText). */
export function inPlainWords(ctx: WriterContext, statements: Statement[]): Statement[] {
  return statements.map((statement) => ({ ...statement, text: plainText(statement, ctx) }));
}

/** For the patient: what the examination and the results showed. */
export function writePlainFindings(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  return statementItems(ctx, inPlainWords(ctx, [...ctx.content.exam, ...ctx.content.results]), sectionId);
}

/** For the patient: the plan, then when to come back. */
export function writePlainNextSteps(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { followUp } = ctx.content;
  const { lang } = ctx;
  const items = statementItems(ctx, inPlainWords(ctx, ctx.content.plan), sectionId);
  if (followUp) {
    const text = SENTENCES.comeBack[lang](followUp.span);
    ctx.log.add('follow-up', text, sectionId, followUp.utterance);
    items.push(item(text));
  }
  return items;
}
