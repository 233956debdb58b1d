// The service behind POST /customize-notes/generate-prompt-from-note: the checks (type, size
// before decoding, empty, unreadable) with their keys and statuses, the template from each
// kind of file, the headings prompt, and the language model's prompt through the real
// OpenAI adapter against the local OpenAI-compatible stand-in (used, failing, too slow).
import { OpenAiChatModel } from '../../../providers/notes/openai-chat';
import { OpenAiChatStandIn } from '../../../providers/notes/__tests__/stand-ins/openai-chat-stand-in';
import type { NoteModel } from '../../../providers/notes/types';
import { NOTE_SOURCE_FILE_LIMIT_BYTES } from '../../../shared/limits';
import { base64DecodedSize, noteImportResultSchema, type NoteImportResult } from '../../../shared/note-import';
import { refusalOf } from '../../../api/domain-refusals';
import { decodeNoteFile, NoteImportRefused, promptFromNote, type NoteImportRefusalKey } from '../prompt-from-note';
import { assessmentPdf, physioDoc, PROGRESS_TXT, scannedPdf, soapDocx } from './fixtures';

jest.setTimeout(20_000);

const b64 = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64');
const NO_MODEL = { model: null };

async function refusal(run: Promise<unknown>): Promise<NoteImportRefused> {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(NoteImportRefused);
  return error as NoteImportRefused;
}

function expectValid(result: NoteImportResult): void {
  expect(noteImportResultSchema.parse(result)).toEqual(result);
  const prompt = result.prompt.toLowerCase();
  for (const section of result.sections) expect(prompt).toContain(section.toLowerCase());
}

describe('promptFromNote without a language model', () => {
  test('.docx: title from the Title style, sections from the headings in order, the headings prompt', async () => {
    const result = await promptFromNote({ fileName: 'Follow-up.docx', contentBase64: b64(await soapDocx()) }, NO_MODEL);
    expect(result.title).toBe('Follow-up Visit Template');
    expect(result.sections).toEqual(['Chief Complaint', 'Subjective', 'Objective', 'Assessment & Plan', 'Follow-up']);
    expect(result.source).toBe('headings');
    expect(result.prompt).toMatch(/^Write a clinical note titled "Follow-up Visit Template" with these sections, in this order/);
    expect(result.prompt).toContain('1. Chief Complaint\n2. Subjective\n3. Objective\n4. Assessment & Plan\n5. Follow-up');
    expect(result.prompt).toContain('For each section,');
    expect(result.prompt).toContain('never add or guess a medication, dose, number, finding or diagnosis');
    expect(result.prompt).toContain('"Not discussed"');
    expect(result.text).toContain('Name, dose, route and frequency of each medication.');
    expectValid(result);
  });

  test('.pdf: headings from the font sizes', async () => {
    const result = await promptFromNote({ fileName: 'assessment.pdf', contentBase64: b64(await assessmentPdf()) }, NO_MODEL);
    expect(result.title).toBe('Initial Assessment');
    expect(result.sections).toEqual(['Reason for Referral', 'History', 'Examination', 'Plan']);
    expect(result.prompt).toContain('Write each section in full sentences');
    expectValid(result);
  });

  test('.doc: ALL-CAPS and colon headings', async () => {
    const result = await promptFromNote({ fileName: 'physio-template.doc', contentBase64: b64(physioDoc()) }, NO_MODEL);
    expect(result.title).toBe('PHYSIOTHERAPY INITIAL ASSESSMENT');
    expect(result.sections).toEqual(['PRESENTING COMPLAINT', 'HISTORY', 'OBJECTIVE EXAMINATION', "Patient's goals", 'PLAN']);
    expectValid(result);
  });

  test('.txt, sent as a data: URL', async () => {
    const result = await promptFromNote(
      { fileName: 'progress.txt', contentBase64: `data:text/plain;base64,${b64(PROGRESS_TXT)}` },
      NO_MODEL,
    );
    expect(result.title).toBe('Progress Note');
    expect(result.sections).toEqual(['SUBJECTIVE', 'OBJECTIVE', 'Assessment', 'PLAN']);
    expect(result.text.startsWith('Progress Note\nName:')).toBe(true);
    expectValid(result);
  });

  test('no headings: the SOAP sections, the file name as title, still a headings prompt', async () => {
    const text =
      'saw the patient today for a sore knee after a fall, examined it and gave exercises to do at home twice a day for two weeks.';
    const result = await promptFromNote({ fileName: 'knee_visit.txt', contentBase64: b64(text) }, NO_MODEL);
    expect(result).toMatchObject({
      title: 'knee visit',
      sections: ['Subjective', 'Objective', 'Assessment', 'Plan'],
      source: 'headings',
      text,
    });
    expectValid(result);
  });

  test('a French document gets a French prompt', async () => {
    const text = [
      'Note de suivi',
      'MOTIF DE CONSULTATION',
      'La raison de la visite, selon le patient.',
      'PLAN',
      'Les prochaines étapes et le suivi.',
    ].join('\n');
    const result = await promptFromNote({ fileName: 'suivi.txt', contentBase64: b64(text) }, NO_MODEL);
    expect(result.sections).toEqual(['MOTIF DE CONSULTATION', 'PLAN']);
    expect(result.prompt).toMatch(/^Rédigez une note clinique intitulée « Note de suivi »/);
    expect(result.prompt).toContain('« Non abordé »');
    expectValid(result);
  });

  test('the text for display is cut to 20 000 characters', async () => {
    const long = [
      'LONG TEMPLATE',
      'HISTORY',
      ...Array.from({ length: 800 }, (_, i) => `Line ${i} of a long description of what goes in the history section.`),
    ].join('\n');
    const result = await promptFromNote({ fileName: 'long.txt', contentBase64: b64(long) }, NO_MODEL);
    expect(result.text.length).toBeLessThanOrEqual(20000);
    expect(long.length).toBeGreaterThan(20000);
  });
});

describe('refusals: the catalogue key, status and message of each', () => {
  const cases: Array<[string, NoteImportRefusalKey, number, string]> = [
    ['uiInvalidFileType', 'uiInvalidFileType', 400, 'Invalid file type. Allowed types: .txt, .doc, .docx, .pdf'],
    ['uiEmptyFile', 'uiEmptyFile', 400, 'The file is empty.'],
    ['uiFileTooLarge', 'uiFileTooLarge', 413, 'File too large. The limit is 10MB.'],
    [
      'notesUnreadableFile',
      'notesUnreadableFile',
      422,
      'This file could not be read. Save it again as .docx, .pdf or .txt and upload it once more.',
    ],
  ];
  test.each(cases)('%s', (_name, key, status, message) => {
    const error = refusalOf(new NoteImportRefused(key));
    expect(error).toMatchObject({ status, key, message, code: 'invalid-argument' });
  });

  test('wrong type: checked first, on the name', async () => {
    for (const fileName of ['scan.png', 'notes', 'template.docx.zip', 'x.rtf']) {
      expect((await refusal(promptFromNote({ fileName, contentBase64: b64('SUBJECTIVE') }, NO_MODEL))).key).toBe('uiInvalidFileType');
    }
    // Even when the content is also empty or not base64.
    expect((await refusal(promptFromNote({ fileName: 'a.png', contentBase64: '' }, NO_MODEL))).key).toBe('uiInvalidFileType');
    expect((await refusal(promptFromNote({ fileName: 'a.png', contentBase64: '%%%' }, NO_MODEL))).key).toBe('uiInvalidFileType');
  });

  test('empty: no bytes, or only blank lines', async () => {
    expect((await refusal(promptFromNote({ fileName: 'a.txt', contentBase64: '' }, NO_MODEL))).key).toBe('uiEmptyFile');
    expect((await refusal(promptFromNote({ fileName: 'a.txt', contentBase64: b64('\n  \n') }, NO_MODEL))).key).toBe('uiEmptyFile');
  });

  test('too large: 10MB or more, known from the base64 length before anything is decoded', () => {
    const tooLarge = 'A'.repeat(Math.ceil((NOTE_SOURCE_FILE_LIMIT_BYTES * 4) / 3) + 4);
    expect(base64DecodedSize(tooLarge)).toBeGreaterThanOrEqual(NOTE_SOURCE_FILE_LIMIT_BYTES);
    const from = jest.spyOn(Buffer, 'from');
    try {
      const error = (() => {
        try {
          decodeNoteFile({ fileName: 'big.pdf', contentBase64: tooLarge });
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(NoteImportRefused);
      expect((error as NoteImportRefused).key).toBe('uiFileTooLarge');
      expect(from).not.toHaveBeenCalled();
    } finally {
      from.mockRestore();
    }
    // Just under the limit is decoded (and then read).
    const justUnder = Buffer.alloc(NOTE_SOURCE_FILE_LIMIT_BYTES - 1, 0x41).toString('base64');
    expect(decodeNoteFile({ fileName: 'big.txt', contentBase64: justUnder }).length).toBe(NOTE_SOURCE_FILE_LIMIT_BYTES - 1);
  });

  test('not base64: a request error without a catalogue key', async () => {
    const error = await refusal(promptFromNote({ fileName: 'a.txt', contentBase64: 'not base64!' }, NO_MODEL));
    expect(error.key).toBe('invalidContent');
    expect(refusalOf(error)).toMatchObject({ status: 400, key: undefined });
  });

  test('unreadable: corrupt, scanned, mismatched', async () => {
    const docx = await soapDocx();
    for (const [fileName, bytes] of [
      ['cut.docx', docx.subarray(0, 500)],
      ['scan.pdf', await scannedPdf()],
      ['letter.pdf', docx],
    ] as const) {
      expect((await refusal(promptFromNote({ fileName, contentBase64: b64(bytes) }, NO_MODEL))).key).toBe('notesUnreadableFile');
    }
  });
});

describe('promptFromNote with a language model (OpenAI-compatible stand-in)', () => {
  const MODEL_PROMPT =
    'Write a follow-up visit note. Chief Complaint: the reason for the visit in the patient’s words. Subjective: symptoms, medications and allergies. ' +
    'Objective: vital signs and examination. Assessment & Plan: each problem with its plan. Follow-up: when and why the patient returns. Use only what the transcript states.';
  let standIn: OpenAiChatStandIn;
  let model: NoteModel;

  async function start(answer: string): Promise<void> {
    standIn = new OpenAiChatStandIn({ answer, apiKey: 'sk-test' });
    const baseURL = await standIn.start();
    model = new OpenAiChatModel({ apiKey: 'sk-test', baseURL, model: 'gpt-4o-mini', maxRetries: 0 });
  }

  afterEach(async () => {
    await standIn?.stop();
  });

  test("the model's prompt is used; it got the sections and the document's text", async () => {
    await start(`\`\`\`\n${MODEL_PROMPT}\n\`\`\``);
    const failures: unknown[] = [];
    const result = await promptFromNote(
      { fileName: 'followup.docx', contentBase64: b64(await soapDocx()) },
      { model, onModelFailure: (error) => failures.push(error) },
    );
    expect(failures).toEqual([]);
    expect(result.source).toBe('model');
    expect(result.prompt).toBe(MODEL_PROMPT);
    expect(result.sections).toEqual(['Chief Complaint', 'Subjective', 'Objective', 'Assessment & Plan', 'Follow-up']);
    expectValid(result);

    expect(standIn.requests).toHaveLength(1);
    const messages = standIn.requests[0].body?.messages as Array<{ role: string; content: string }>;
    expect(messages[0].role).toBe('system');
    expect(messages[0].content).toContain(
      'exactly these headings: Chief Complaint | Subjective | Objective | Assessment & Plan | Follow-up',
    );
    expect(messages[0].content).toContain('Write the prompt in English');
    expect(messages[1].content).toContain('Name, dose, route and frequency of each medication.');
  });

  test("a model's prompt that leaves out a section gets the list of sections added", async () => {
    await start('Write a short note about the visit in plain sentences.');
    const result = await promptFromNote({ fileName: 'followup.docx', contentBase64: b64(await soapDocx()) }, { model });
    expect(result.source).toBe('model');
    expect(result.prompt).toBe(
      'Write a short note about the visit in plain sentences.\n\nUse these section headings, in this order: Chief Complaint | Subjective | Objective | Assessment & Plan | Follow-up.',
    );
    expectValid(result);
  });

  test('the model fails (HTTP 500): the headings prompt', async () => {
    await start(MODEL_PROMPT);
    standIn.next({ kind: 'fail', status: 500 });
    const failures: unknown[] = [];
    const result = await promptFromNote(
      { fileName: 'progress.txt', contentBase64: b64(PROGRESS_TXT) },
      { model, onModelFailure: (error) => failures.push(error) },
    );
    expect(result.source).toBe('headings');
    expect(result.prompt).toMatch(/^Write a clinical note titled "Progress Note"/);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ name: 'NoteModelError', code: 'unavailable' });
    expectValid(result);
  });

  test('the model does not answer in time: the headings prompt, without waiting longer', async () => {
    await start(MODEL_PROMPT);
    standIn.next({ kind: 'hang' });
    const started = Date.now();
    const result = await promptFromNote(
      { fileName: 'progress.txt', contentBase64: b64(PROGRESS_TXT) },
      { model, modelTimeoutMs: 300, onModelFailure: () => undefined },
    );
    expect(result.source).toBe('headings');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('the model answers nothing usable: the headings prompt', async () => {
    await start('```\n```');
    const result = await promptFromNote(
      { fileName: 'progress.txt', contentBase64: b64(PROGRESS_TXT) },
      { model, onModelFailure: () => undefined },
    );
    expect(result.source).toBe('headings');
  });

  test('a file that cannot be read never reaches the model', async () => {
    await start(MODEL_PROMPT);
    await refusal(promptFromNote({ fileName: 'scan.pdf', contentBase64: b64(await scannedPdf()) }, { model }));
    expect(standIn.requests).toHaveLength(0);
  });
});
