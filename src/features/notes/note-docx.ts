// The selected notes as a Word document (.docx): one title per note, its headings, and
// its items as bullets ("Label: text" with the label in bold; French punctuation in a French
// note, as in its plain text: shared/note-text), and the accepted diagnosis codes as its last
// section, as in the plain text. Loaded only when a
// clinician downloads, so the docx library stays out of the page's first load.
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { frenchPunctuation, labelSeparator, withDiagnoses } from '@shared/note-text';
import type { SessionNote } from '@shared/notes';

export async function notesAsDocx(notes: Array<{ note: SessionNote; title: string }>): Promise<Blob> {
  const children = notes.flatMap(({ note, title }) => [
    new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
    ...withDiagnoses(note.sections, note.codes?.items, note.language).flatMap((section) => [
      new Paragraph({ text: section.title, heading: HeadingLevel.HEADING_2 }),
      ...section.items.map(
        (item) =>
          new Paragraph({
            bullet: { level: 0 },
            children: [
              ...(item.title ? [new TextRun({ text: `${item.title}${labelSeparator(note.language)}`, bold: true })] : []),
              new TextRun(note.language === 'fr' ? frenchPunctuation(item.body) : item.body),
            ],
          }),
      ),
    ]),
  ]);
  return Packer.toBlob(new Document({ creator: 'ClinicScribe', title: notes.map((n) => n.title).join(', '), sections: [{ children }] }));
}
