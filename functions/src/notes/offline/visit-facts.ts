// The draft checked and completed against the visit model (the note engine package): a
// sentence that denies the presenting complaint is dropped (a draft never denies it), and each fact of the visit the draft does not state is written into
// the template's section for it (the clinician's impression, past history, medications, the
// plan said aloud).
import { contradictionsOf, extractVisit, factsNotInNote, type VisitModel } from '@clinicscribe/clinical-notes';
import type { NoteSubheading } from '../../shared/notes';
import type { NoteSectionId } from '../../shared/note-templates';
import { sectionFor } from '../evidence/sections';

const SENTENCE_END = /(?<=[.!?])\s+(?=\S)/;

/**
 * The item's text without the sentences that deny the presenting complaint ('' when nothing
 * is left). Other contradictions are left for the evidence check to show in red: a sentence
 * dropped whole would take what else it says with it.
 */
function withoutDeniedComplaint(visit: VisitModel, text: string): string {
  const complaint = new Set(visit.complaint?.concepts.map((c) => c.id));
  return text
    .split(SENTENCE_END)
    .filter((sentence) => !contradictionsOf(visit, sentence).some((c) => c.said === 'absent' && complaint.has(c.concept.id)))
    .join(' ');
}

/**
 * Checks and completes the draft's sections (their ids in `sectionIds`, in order) from the
 * visit model of `transcript`, read in the language the note is written in.
 */
export function completeFromVisit(noteSubheadings: NoteSubheading[], sectionIds: readonly NoteSectionId[], transcript: string, language: 'en' | 'fr'): void {
  const visit = extractVisit(transcript, language);
  for (const section of noteSubheadings) {
    // An item left with no sentence goes; one that had none (a heading of its own) stays.
    section.content = section.content.flatMap((item) => {
      if (item.stringBody.trim() === '') return [item];
      const kept = withoutDeniedComplaint(visit, item.stringBody);
      return kept.trim() === '' ? [] : [{ ...item, stringBody: kept }];
    });
  }
  const sections = noteSubheadings.map((s, i) => ({ title: s.subheadingTitle, sectionId: sectionIds[i] ?? ('' as const) }));
  const draftText = noteSubheadings.map((s) => [s.subheadingTitle, ...s.content.map((c) => `${c.stringTitle} ${c.stringBody}`)].join('\n')).join('\n');
  for (const fact of factsNotInNote(visit, draftText)) {
    const title = sectionFor(fact.destination, sections);
    const target = noteSubheadings.find((s) => s.subheadingTitle === title);
    target?.content.push({ stringTitle: '', stringBody: fact.text });
  }
}
