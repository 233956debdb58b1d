// The selected notes as a Word document (.docx): one title per note, its headings, and
// its items as bullets ("Label: text" with the label in bold). Loaded only when a
// clinician downloads, so the docx library stays out of the page's first load.
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { SessionNote } from '@shared/notes';

export async function notesAsDocx(notes: Array<{ note: SessionNote; title: string }>): Promise<Blob> {
  const children = notes.flatMap(({ note, title }) => [
    new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
    ...note.noteSubheadings.flatMap((section) => [
      new Paragraph({ text: section.subheadingTitle, heading: HeadingLevel.HEADING_2 }),
      ...section.content.map(
        (item) =>
          new Paragraph({
            bullet: { level: 0 },
            children: [...(item.stringTitle ? [new TextRun({ text: `${item.stringTitle}: `, bold: true })] : []), new TextRun(item.stringBody)],
          }),
      ),
    ]),
  ]);
  return Packer.toBlob(new Document({ creator: 'ClinicScribe', title: notes.map((n) => n.title).join(', '), sections: [{ children }] }));
}
