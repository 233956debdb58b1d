// A free instruction answered by the configured language model: the note and the instruction
// in, the whole revised note out, read back into the note's sections. Nothing is applied on
// its own: the revision is checked first — the note's headings it left out, the medications
// and numbers it no longer states, and each sentence it wrote that the evidence check finds
// unsupported or contradicted by the session — and shown so until the clinician accepts it.
import { factsLost } from '@clinicscribe/clinical-notes';
import type { NoteModel } from '../../providers/notes/types';
import type { NoteRevisionProposal } from '../../shared/note-instructions';
import { noteText } from '../../shared/note-text';
import type { SessionNote } from '../../shared/notes';
import type { SessionContents } from '../../shared/sessions';
import { noteEvidence } from '../evidence/evidence';
import { noteFromModelText } from '../model/model-note';

const SYSTEM = {
  en:
    "You revise a clinical note as the clinician instructs. Answer with the whole revised note and nothing else: each of the note's headings on a line of its own, " +
    'its items under it, one per line starting with "- ". Keep the headings as they are unless the instruction changes them. Change only what the instruction asks. ' +
    'Never add a medication, dose, number, finding or diagnosis that the note does not state.',
  fr:
    'Vous révisez une note clinique selon la consigne du clinicien. Répondez par la note révisée en entier, sans rien d’autre : chaque titre de la note sur sa propre ligne, ' +
    'ses éléments dessous, un par ligne commençant par « - ». Gardez les titres tels quels sauf si la consigne les change. Ne changez que ce que la consigne demande. ' +
    'N’ajoutez jamais un médicament, une dose, un nombre, une constatation ou un diagnostic que la note n’indique pas.',
};
/** Longest answer asked of the model, in tokens. */
const MAX_TOKENS = 3000;

const plain = (line: string) =>
  line
    .replace(/^#+\s*/, '')
    .replace(/\*\*/g, '')
    .replace(/\s*:.*$/, '')
    .trim()
    .toLowerCase();

/** The revision of `note` the model writes for `instruction`, checked against the session's sources. */
export async function proposeRevision(
  model: NoteModel,
  contents: SessionContents,
  note: SessionNote,
  patientName: string,
  instruction: string,
  signal?: AbortSignal,
): Promise<NoteRevisionProposal> {
  const titles = note.sections.map((s) => s.title);
  const user = `${noteText(note.sections, { language: note.language })}\n---\n${note.language === 'fr' ? 'Consigne :' : 'Instruction:'} ${instruction}`;
  const answer = await model.generate({ system: SYSTEM[note.language], user, maxTokens: MAX_TOKENS, temperature: 0, signal });
  const heard = new Set(answer.split('\n').map(plain));
  const missingSections = titles.filter((t) => !heard.has(t.toLowerCase()));
  const sections = noteFromModelText(answer, titles).filter((s) => !missingSections.includes(s.title));
  const before = new Set(noteEvidence(contents, note, patientName).sentences.map((s) => s.text));
  // Read as written by the model (not typed by the clinician): an unsupported sentence is said so.
  const revised = { ...note, sections, generated: sections };
  const flagged = noteEvidence(contents, revised, patientName).sentences.flatMap((s) =>
    (s.state === 'unsupported' || s.state === 'contradicted') && !before.has(s.text)
      ? [{ text: s.text, section: s.section, state: s.state === 'contradicted' ? ('contradicted' as const) : ('unsupported' as const) }]
      : [],
  );
  return { instruction, label: model.label, sections, missingSections, flagged, lostFacts: factsLost(note.sections, sections) };
}
