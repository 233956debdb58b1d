// Real files for the note-import tests, made here: a .docx written with the `docx` package
// (Word's own styles: Title, Heading 1/2, bold runs, a bulleted list, a table), PDFs written
// with pdfkit (text in three font sizes; password-protected; a "scan" with no text), text
// files in three encodings, and the committed Word 97 file fixtures/physio-template.doc
// (see fixtures/README.md). All content is made up: no patient data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

/** A SOAP-style template as Word writes it: Title style, Heading 1 sections, a bold label, a list, a table. */
export async function soapDocx(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Follow-up Visit Template', heading: HeadingLevel.TITLE }),
          new Paragraph({ text: 'Chief Complaint', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'The reason for the visit in the patient’s words.' }),
          new Paragraph({ text: 'Subjective', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun({ text: 'Medications:', bold: true })] }),
          new Paragraph({ text: 'Name, dose, route and frequency of each medication.', bullet: { level: 0 } }),
          new Paragraph({ text: 'Allergies and their reactions.', bullet: { level: 0 } }),
          new Paragraph({ text: 'Objective', heading: HeadingLevel.HEADING_1 }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Blood pressure')] }),
                  new TableCell({ children: [new Paragraph('___')] }),
                ],
              }),
            ],
          }),
          new Paragraph({ text: 'Assessment & Plan', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [new TextRun('Problems, '), new TextRun({ text: 'each', italics: true }), new TextRun(' with its plan.')],
          }),
          new Paragraph({ text: 'Follow-up', heading: HeadingLevel.HEADING_2 }),
          new Paragraph({ text: 'When the patient returns and why.' }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** A .docx without a Title style: bold paragraphs as headings, the first line as the title. */
export async function boldHeadingsDocx(): Promise<Buffer> {
  const bold = (text: string) => new Paragraph({ children: [new TextRun({ text, bold: true })] });
  const document = new Document({
    sections: [
      {
        children: [
          bold('Psychotherapy Session Note'),
          bold('Presenting Concerns'),
          new Paragraph('What the client brought to the session, in their words, with any change since last time.'),
          bold('Interventions'),
          new Paragraph('Techniques used during the session and the client’s engagement with them.'),
          bold('Plan'),
          new Paragraph('Homework, the next session and any referral.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** An empty .docx (no paragraph with text). */
export async function emptyDocx(): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('')] }] }));
}

type PdfWriter = InstanceType<typeof PDFDocument>;

/** Renders a PDF made by `draw`. */
export function pdf(draw: (doc: PdfWriter) => void, options: ConstructorParameters<typeof PDFDocument>[0] = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ compress: true, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A text PDF: title at 20 pt, headings at 14 pt, body at 11 pt, over two pages. */
export function assessmentPdf(options: ConstructorParameters<typeof PDFDocument>[0] = {}): Promise<Buffer> {
  return pdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Initial Assessment');
    doc.moveDown();
    const section = (heading: string, body: string) => {
      doc.font('Helvetica-Bold').fontSize(14).text(heading);
      doc.font('Helvetica').fontSize(11).text(body);
      doc.moveDown();
    };
    section(
      'Reason for Referral',
      'Who referred the patient and the question they asked, with the relevant dates and any urgency they mentioned.',
    );
    section(
      'History',
      'The history of the complaint, previous episodes, treatment so far and how the patient is coping at home and at work.',
    );
    doc.addPage();
    section(
      'Examination',
      'Observation, range of motion, strength, special tests and palpation, with the side examined and any pain reported.',
    );
    section('Plan', 'Treatment provided today, the home program, goals agreed with the patient and the date of the next appointment.');
  }, options);
}

/** A PDF with a drawing and no text, like a scanned page. */
export function scannedPdf(): Promise<Buffer> {
  return pdf((doc) => {
    doc.rect(72, 72, 300, 400).fill('#333333');
  });
}

/** The committed Word 97 (.doc) template: PHYSIOTHERAPY INITIAL ASSESSMENT and five sections. */
export function physioDoc(): Buffer {
  return readFileSync(join(__dirname, 'fixtures', 'physio-template.doc'));
}

/** A text template with ALL-CAPS headings, a colon heading and a title line. */
export const PROGRESS_TXT = [
  'Progress Note',
  '',
  'Name: ____________    Date: __________',
  '',
  'SUBJECTIVE',
  'How the patient has been since the last visit, in their words.',
  '',
  'OBJECTIVE',
  'Vital signs and examination findings.',
  '',
  'Assessment:',
  'Each problem with its status.',
  '',
  'PLAN',
  '- Medications started or changed',
  '- Follow-up',
  '',
].join('\r\n');

/** `text` in UTF-16 little-endian with its byte-order mark, as Windows Notepad saves "Unicode". */
export function utf16le(text: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}

/** `text` in Windows-1252 (Latin-1 subset only). */
export function windows1252(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}
