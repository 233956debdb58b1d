// Reading real files: .docx (mammoth), .pdf (unpdf/pdf.js), .doc (word-extractor), .txt in
// three encodings; and the files that cannot be read: corrupt, password-protected, scanned,
// not what their extension says.
import { docxHtmlToBlocks } from '../docx-html';
import { decodeText, extractDocument, NoTextInFile, sniffFormat, UnreadableFile } from '../extract-text';
import {
  assessmentPdf,
  boldHeadingsDocx,
  emptyDocx,
  physioDoc,
  PROGRESS_TXT,
  scannedPdf,
  soapDocx,
  utf16le,
  windows1252,
} from '../../../notes/import/__tests__/fixtures';

jest.setTimeout(20_000);

async function unreadable(fileName: string, bytes: Uint8Array): Promise<UnreadableFile> {
  const error = await extractDocument(fileName, bytes).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UnreadableFile);
  return error as UnreadableFile;
}

describe('extractDocument: real files', () => {
  test('.docx: Title style, heading levels, bold paragraphs, list items, table cells, in order', async () => {
    const document = await extractDocument('soap.docx', await soapDocx());
    expect(document.format).toBe('docx');
    expect(document.blocks.slice(0, 8)).toEqual([
      { text: 'Follow-up Visit Template', level: 1, title: true },
      { text: 'Chief Complaint', level: 1 },
      { text: 'The reason for the visit in the patient’s words.' },
      { text: 'Subjective', level: 1 },
      { text: 'Medications:', bold: true },
      { text: 'Name, dose, route and frequency of each medication.', listItem: true },
      { text: 'Allergies and their reactions.', listItem: true },
      { text: 'Objective', level: 1 },
    ]);
    expect(document.blocks.map((block) => block.text)).toEqual(
      expect.arrayContaining(['Blood pressure', 'Assessment & Plan', 'Problems, each with its plan.', 'Follow-up']),
    );
    expect(document.blocks.find((block) => block.text === 'Follow-up')).toEqual({ text: 'Follow-up', level: 2 });
    expect(document.text.split('\n')[0]).toBe('Follow-up Visit Template');
  });

  test('.docx with bold paragraphs as headings', async () => {
    const document = await extractDocument('note.docx', await boldHeadingsDocx());
    expect(document.blocks.filter((block) => block.bold).map((block) => block.text)).toEqual([
      'Psychotherapy Session Note',
      'Presenting Concerns',
      'Interventions',
      'Plan',
    ]);
  });

  test('.pdf: lines with their font size relative to the body text, over two pages', async () => {
    const document = await extractDocument('assessment.pdf', await assessmentPdf());
    expect(document.format).toBe('pdf');
    const byText = new Map(document.blocks.map((block) => [block.text, block.scale]));
    expect(byText.get('Initial Assessment')).toBeCloseTo(20 / 11, 1);
    for (const heading of ['Reason for Referral', 'History', 'Examination', 'Plan']) expect(byText.get(heading)).toBeCloseTo(14 / 11, 1);
    const order = ['Initial Assessment', 'Reason for Referral', 'History', 'Examination', 'Plan'].map((text) =>
      document.blocks.findIndex((b) => b.text === text),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(document.text).toContain('Who referred the patient');
    expect(document.blocks.filter((block) => block.scale === 1).length).toBeGreaterThan(4);
  });

  test('.doc (Word 97): the text, one block per paragraph', async () => {
    const document = await extractDocument('physio-template.doc', physioDoc());
    expect(document.format).toBe('doc');
    expect(document.blocks.map((block) => block.text)).toEqual([
      'PHYSIOTHERAPY INITIAL ASSESSMENT',
      'PRESENTING COMPLAINT',
      'Location, side and onset of the pain; what makes it better or worse.',
      'HISTORY',
      'Mechanism of injury, previous episodes and treatment so far.',
      'OBJECTIVE EXAMINATION',
      'Range of motion, strength (0-5), special tests and palpation findings.',
      "Patient's goals:",
      'What the patient wants to be able to do again.',
      'PLAN',
      'Treatment provided today, home exercises and the next appointment.',
    ]);
  });

  test('a Word file named with the other Word extension is read by its content, as Word does', async () => {
    expect((await extractDocument('renamed.doc', await soapDocx())).format).toBe('docx');
    expect((await extractDocument('renamed.docx', physioDoc())).format).toBe('doc');
  });

  test('.txt: UTF-8 with CRLF, UTF-16 with a BOM, Windows-1252', async () => {
    const utf8 = await extractDocument('progress.txt', Buffer.from(`\ufeff${PROGRESS_TXT}`));
    expect(utf8.format).toBe('txt');
    expect(utf8.blocks[0]).toEqual({ text: 'Progress Note' });
    expect(utf8.blocks.map((block) => block.text)).toContain('SUBJECTIVE');
    expect(utf8.text).not.toContain('\r');

    const utf16 = await extractDocument('fr.txt', utf16le('ÉVALUATION\r\nSituation actuelle — à préciser.\r\n'));
    expect(utf16.blocks.map((block) => block.text)).toEqual(['ÉVALUATION', 'Situation actuelle — à préciser.']);

    const latin = await extractDocument('fr.txt', windows1252('Évaluation:\nDouleur à l’épaule.\n'.replace('’', "'")));
    expect(latin.blocks.map((block) => block.text)).toEqual(['Évaluation:', "Douleur à l'épaule."]);
  });

  test('a file without text: NoTextInFile (.txt, .docx)', async () => {
    await expect(extractDocument('blank.txt', Buffer.from('\n \r\n\t\n'))).rejects.toBeInstanceOf(NoTextInFile);
    await expect(extractDocument('blank.docx', await emptyDocx())).rejects.toBeInstanceOf(NoTextInFile);
  });
});

describe('extractDocument: files that cannot be read', () => {
  test('a corrupt .docx (a zip cut short), a .docx of random bytes', async () => {
    const docx = await soapDocx();
    expect((await unreadable('cut.docx', docx.subarray(0, docx.length / 2))).reason).toMatch(/docx reader/);
    expect((await unreadable('random.docx', Buffer.from('not a word document at all'))).reason).toMatch(/not a Word document/);
  });

  test('a corrupt .pdf, a truncated .pdf', async () => {
    await unreadable('bad.pdf', Buffer.from('%PDF-1.7\n1 0 obj garbage\n%%EOF'));
    const pdf = await assessmentPdf();
    await unreadable('cut.pdf', pdf.subarray(0, 200));
  });

  test('a password-protected PDF', async () => {
    const locked = await assessmentPdf({ userPassword: 'secret', ownerPassword: 'owner', pdfVersion: '1.7' });
    expect((await unreadable('locked.pdf', locked)).reason).toMatch(/PasswordException/);
  });

  test('a scanned PDF (pages without text)', async () => {
    expect((await unreadable('scan.pdf', await scannedPdf())).reason).toMatch(/without text/);
  });

  test('a corrupt .doc (OLE header, nothing behind it)', async () => {
    const doc = physioDoc();
    await unreadable('cut.doc', doc.subarray(0, 1024));
  });

  test('content that is not what the extension says', async () => {
    await unreadable('report.pdf', await soapDocx());
    await unreadable('report.docx', await assessmentPdf());
    await unreadable('report.doc', Buffer.from('{\\rtf1\\ansi Hello}'));
    await unreadable('notes.txt', await assessmentPdf());
    await unreadable('notes.txt', await soapDocx());
    await unreadable('notes.txt', Buffer.from([0x00, 0x01, 0x02, 0x03, 0x41, 0x42]));
  });

  test('a reader that takes too long is stopped', async () => {
    const started = Date.now();
    const error = await extractDocument('assessment.pdf', await assessmentPdf(), { timeoutMs: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnreadableFile);
    expect((error as UnreadableFile).reason).toMatch(/took over 1 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('pieces', () => {
  test('sniffFormat', () => {
    expect(sniffFormat('a.PDF', Buffer.from('junk before %PDF-1.4 ...'))).toBe('pdf');
    expect(() => sniffFormat('a.pdf', Buffer.from('hello'))).toThrow(UnreadableFile);
    expect(sniffFormat('a.txt', Buffer.from('hello'))).toBe('txt');
  });

  test('decodeText', () => {
    expect(decodeText(Buffer.from('Plan ✓', 'utf8'))).toBe('Plan ✓');
    expect(() => decodeText(Buffer.from([0x41, 0x00, 0x42]))).toThrow(UnreadableFile);
  });

  test('docxHtmlToBlocks: entities, <br> splits lines, bold only when every letter is bold', () => {
    expect(
      docxHtmlToBlocks(
        '<h2>Risk &amp; Safety</h2><p><strong>Plan:</strong><br />Review &lt;2 weeks&gt; &#233;t&#xE9;</p><p><strong>Mixed</strong> text</p><ol><li>First</li></ol>',
      ),
    ).toEqual([
      { text: 'Risk & Safety', level: 2 },
      { text: 'Plan:', bold: true },
      { text: 'Review <2 weeks> été' },
      { text: 'Mixed text' },
      { text: 'First', listItem: true },
    ]);
  });
});
