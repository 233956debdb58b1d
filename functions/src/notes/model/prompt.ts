// The request a language model gets for one note: the template's instruction, the
// session's options (style, language, pronoun, patient term, writing style, vague
// conversation, long summary), then the sources (transcript, the clinician's own notes,
// the post-session context, the participants, the text of uploaded files), each marked as what it is.
import type { LibraryTemplate } from '../../shared/note-library';
import type { NoteGenerationRequest } from '../../shared/notes';
import type { Participant, Pronoun } from '../../shared/sessions';
import { FILE_SOURCE_LABELS, type ConvertedFile } from '../../shared/uploads';

export interface NoteSources {
  transcript: string;
  ownNotes: string;
  context: string;
  /** Text read from uploaded documents and images (recordings are in the transcript). */
  files: ConvertedFile[];
  participants: Participant[];
  patientName: string;
  pronoun: Pronoun;
  patientTerm: string;
  writingStyle: string;
}

const STYLE: Record<NoteGenerationRequest['style'], string> = {
  bullet: 'Write each section as short bullet points ("- ").',
  short: 'Write each section as a few short sentences.',
  long: 'Write each section in full sentences, with all the relevant detail.',
};
const PRONOUN: Record<Pronoun, string> = { they: 'they/them', he: 'he/him', she: 'she/her' };

/** The template comes from the clinician's library: a built-in (maybe edited) or their own. */
export function buildNotePrompt(
  template: Pick<LibraryTemplate, 'sections' | 'prompt'>,
  request: NoteGenerationRequest,
  sources: NoteSources,
  /** The clinician's standing rules for this template, one sentence each. */
  rules: readonly string[] = [],
): { system: string; user: string } {
  const lang = request.language;
  const headings = template.sections;
  const system = [
    template.prompt,
    `Use exactly these section headings, each on its own line, in this order: ${headings.join(' | ')}.`,
    STYLE[request.style],
    `Write the note in ${lang === 'fr' ? 'French' : 'English'}; quote the patient in the language they spoke.`,
    `Refer to the ${sources.patientTerm.toLowerCase()} with the pronouns ${PRONOUN[sources.pronoun]}.`,
    request.vague
      ? 'The conversation may be vague or indirect: keep what is clinically relevant even when it is not stated in clinical terms.'
      : '',
    request.longSummary ? 'Write a long, detailed note.' : 'Be concise.',
    sources.writingStyle.trim() ? `Follow the clinician's writing style: ${sources.writingStyle.trim()}` : '',
    rules.length ? `Follow the clinician's standing rules:\n${rules.map((r) => `- ${r}`).join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const user = [
    sources.patientName ? `${sources.patientTerm}: ${sources.patientName}` : '',
    sources.participants.length
      ? `Participants: ${sources.participants.map((p) => (p.role ? `${p.name} (${p.role})` : p.name)).join(', ')}`
      : '',
    `Transcript:\n${sources.transcript.trim() || '(none)'}`,
    sources.ownNotes.trim() ? `Clinician's own notes:\n${sources.ownNotes.trim()}` : '',
    sources.context.trim() ? `Post-session context:\n${sources.context.trim()}` : '',
    ...sources.files
      .filter((f) => f.text.trim())
      .map((f) => `${FILE_SOURCE_LABELS[f.category]} (${f.name}, read from the uploaded file):\n${f.text.trim()}`),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { system, user };
}
