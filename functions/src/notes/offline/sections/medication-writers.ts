// The writers of medications: one entry per medication (its most detailed mention), current
// ones, those started or changed, those stopped.
import type { NoteSectionId } from '../../../shared/note-templates';
import type { NoteContentItem } from '../../../shared/notes';
import type { Utterance } from '../analyse';
import { asSentence } from '../clean-speech';
import type { DraftContent } from '../draft-content';
import type { MedicationMention } from '../facts';
import { TEXT, medicationPhrase } from '../phrases';
import { item, type WriterContext } from './writer-context';

export type MedicationEntry = DraftContent['medications'][number];

/** How much a mention says: dose, frequency, route, duration. */
export const detail = (mention: MedicationMention) =>
  (mention.dose ? 2 : 0) + (mention.frequency ? 1 : 0) + (mention.route ? 1 : 0) + (mention.duration ? 1 : 0);

/** The kept mentions, one per medication: the most detailed (the first of equals). */
export function mergeMedications(list: MedicationEntry[], keep: (mention: MedicationMention, utterance: Utterance) => boolean): MedicationEntry[] {
  const byName = new Map<string, MedicationEntry>();
  for (const entry of list) {
    if (!keep(entry.mention, entry.utterance)) continue;
    const previous = byName.get(entry.mention.name);
    if (!previous || detail(entry.mention) > detail(previous.mention)) byName.set(entry.mention.name, entry);
  }
  return [...byName.values()];
}

/** Medications under `title`: one per item for bullets, a list in one item otherwise. */
export function medicationList(ctx: WriterContext, entries: MedicationEntry[], sectionId: NoteSectionId, title: string): NoteContentItem[] {
  if (entries.length === 0) return [];
  const phrases = entries.map(({ mention: mention, utterance: utterance }) => {
    const text = medicationPhrase(mention, ctx.lang);
    ctx.log.add('medication', text, sectionId, utterance);
    return text;
  });
  if (ctx.options.style === 'bullet') return phrases.map((phrase, index) => item(asSentence(phrase), index === 0 ? title : ''));
  return [item(asSentence(phrases.join('; ')), title)];
}

export const currentMedication = (mention: MedicationMention, utterance: Utterance) => mention.status === 'current' && utterance.phase !== 'plan';

export const changedMedication = (mention: MedicationMention, utterance: Utterance) =>
  (mention.status === 'start' || mention.status === 'change') && utterance.role !== 'patient';

export const stoppedMedication = (mention: MedicationMention, utterance: Utterance) => mention.status === 'stop' && utterance.role !== 'patient';

export function writeCurrentMedications(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  return medicationList(ctx, mergeMedications(ctx.content.medications, currentMedication), sectionId, TEXT.medications[ctx.lang]);
}

/** Medications started or changed, then those stopped. */
export function writeMedicationChanges(ctx: WriterContext, sectionId: NoteSectionId): NoteContentItem[] {
  const { medications } = ctx.content;
  return [
    ...medicationList(ctx, mergeMedications(medications, changedMedication), sectionId, TEXT.newMedications[ctx.lang]),
    ...medicationList(ctx, mergeMedications(medications, stoppedMedication), sectionId, TEXT.stoppedMedications[ctx.lang]),
  ];
}
