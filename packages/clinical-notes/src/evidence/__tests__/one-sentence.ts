// How the evidence tests check one sentence: a note of that sentence alone, in one section
// (a template of that one section), checked against a transcript.
import { checkEvidence } from '../check';
import type { NoteHeadings, NoteSectionId } from '../../draft/types';

interface Section {
  id: NoteSectionId;
  en: string;
  fr: string;
}
const SUBJECTIVE: Section = { id: 'subjective', en: 'Subjective', fr: 'Subjectif' };

/** The evidence of a sentence written alone in `section` of a note on `transcript`. */
export function sentenceChecker(transcript: string, section: Section = SUBJECTIVE) {
  const templates: NoteHeadings = [{ sections: [{ id: section.id, title: { en: section.en, fr: section.fr } }] }];
  return (body: string) =>
    checkEvidence({ transcript }, { sections: [{ title: section.en, items: [{ title: '', body }] }] }, templates).sentences[0];
}
