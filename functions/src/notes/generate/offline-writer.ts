// The built-in offline draft generator behind note generation: the session's
// sources and options in, the note's sections and the facts it states (each with its
// source sentence) out.
import { generateOfflineNote } from '../offline/generate';
import type { OfflineDrafter } from './generate';
import { filesText } from '@clinicscribe/clinical-notes';

export const offlineDraft: OfflineDrafter = (templateId, request, sources) => {
  const draft = generateOfflineNote(sources.transcript, {
    templateId,
    style: request.style,
    language: request.language,
    vague: request.vague,
    longSummary: request.longSummary,
    pronoun: sources.pronoun,
    patientTerm: sources.patientTerm === 'Client' ? 'Client' : 'Patient',
    patientName: sources.patientName,
    writingStyle: sources.writingStyle.slice(0, 2000),
    participants: sources.participants,
    ownNotes: sources.ownNotes,
    context: sources.context,
    files: filesText(sources.files),
  });
  return {
    sections: draft.sections,
    facts: draft.facts.map((fact) => ({ kind: fact.kind, text: fact.text, source: fact.source })),
    label: draft.label,
  };
};
