// Uploaded files read into the session on the local stack (/uploads/read,
// /uploads/read-image, and their former names /aws/convertAndUploadFile and /gpt-image): real files, really uploaded to s3rver through presigned PUTs, really read by
// the server — an MP3 of read speech (Debian's pocketsphinx-testdata clips, encoded by the
// ffmpeg of @ffmpeg-installer/ffmpeg) transcribed by the local PocketSphinx engine, a PDF
// pre-visit form (pdfkit) whose text reaches note generation, a PNG with text (ffmpeg's
// drawtext with DejaVu Sans) read by Tesseract. Then the refusals: corrupt files (422, the
// session untouched), other users' and other sessions' keys (403), keys never stored (404),
// a recording over the plan's time limit (413), and /uploads/read-image with a non-image (400);
// and /uploads/delete forgetting what was read.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegPath } from '../../functions/src/file-processing/audio-to-pcm';
import { S3Store } from '../../functions/src/providers/storage/s3-store';
import { wordErrorRate } from '../../bench/lib/word-error-rate';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { LIBRIVOX_DIR, librivoxReference, pcmOfWav } from '../support/speech';
import { newAccount, readStack } from '../support/stack';

jest.setTimeout(120000);

const stack = readStack();
const functionsDir = join(__dirname, '..', '..', 'functions');
const store = new S3Store({
  endpoint: stack.s3,
  bucket: 'clinic-uploads',
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const LOCAL_DATE = '2026-11-23';
const CLIPS = readFileSync(join(LIBRIVOX_DIR, 'fileids'), 'utf8')
  .trim()
  .split('\n')
  .map((id) => `${id}.wav`);

type Json = Record<string, any>;

async function call(path: string, token: string, body?: unknown, method?: string): Promise<{ status: number; body: Json; text: string }> {
  const response = await fetch(`${stack.api}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Json = {};
  try {
    parsed = JSON.parse(text) as Json;
  } catch {
    // ndjson (note generation): read from `text`
  }
  return { status: response.status, body: parsed, text };
}

/** Every account the suite made: their files are removed at the end. */
const made: string[] = [];

type Clinician = { idToken: string; localId: string; sessionId: string };

async function clinicianWithSession(label: string): Promise<Clinician> {
  const account = await newAccount(stack, label);
  made.push(account.localId);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (doc) => doc !== null,
  );
  return { ...account, sessionId: await newSession(account.idToken) };
}

async function newSession(idToken: string): Promise<string> {
  const created = await call('/sessions', idToken, { type: 'in-person', clientName: 'Jane Roe', consent: true, language: 'en' });
  expect(created.status).toBe(201);
  return created.body.sessionId as string;
}

let counter = 0;

/** Presigns and PUTs `bytes` as the browser does; returns the stored key. */
async function upload(who: Clinician, category: string, fileName: string, contentType: string, bytes: Buffer): Promise<string> {
  const uploadId = `conv-${Date.now().toString(36)}-${(counter += 1)}`;
  const presigned = await call('/uploads/presign', who.idToken, {
    sessionId: who.sessionId,
    category,
    uploadId,
    fileName,
    contentType,
    size: bytes.length,
  });
  expect(presigned.status).toBe(200);
  const put = await fetch(presigned.body.url, { method: 'PUT', headers: presigned.body.headers, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  return presigned.body.key as string;
}

const convert = (who: Clinician, key: string, path = '/uploads/read', sessionId = who.sessionId) =>
  call(path, who.idToken, { sessionId, key, localDate: LOCAL_DATE });

const sessionContents = async (who: Clinician) => (await call(`/sessions/${who.sessionId}`, who.idToken)).body.contents as Json;

/** Seconds counted in the user's usage entry of LOCAL_DATE (0 when none). */
async function usageSeconds(uid: string): Promise<number> {
  const user = (await readDoc(stack, `users/${uid}`)) as Json;
  return ((user.usage ?? []) as Json[])
    .filter((entry) => entry.timestamp === LOCAL_DATE)
    .reduce((sum, entry) => sum + Number(entry.session), 0);
}

let dir: string;

/** Runs the bundled ffmpeg writing `name` in the suite's folder, and returns the file. */
function ffmpeg(name: string, ...args: string[]): Buffer {
  const out = join(dir, name);
  execFileSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args, out], { timeout: 30000 });
  return readFileSync(out);
}

/** The librivox clips (16 kHz) one after another with `gap` seconds of silence after each, as a 44.1 kHz stereo MP3 (as a phone makes). */
function speechMp3(name: string, clips: string[], gap = 1): Buffer {
  const inputs = clips.flatMap((clip) => ['-i', join(LIBRIVOX_DIR, clip)]);
  const filter =
    clips.map((_c, i) => `[${i}:a]apad=pad_len=${gap * 16000}[a${i}];`).join('') +
    clips.map((_c, i) => `[a${i}]`).join('') +
    `concat=n=${clips.length}:v=0:a=1[out]`;
  return ffmpeg(name, ...inputs, '-filter_complex', filter, '-map', '[out]', '-ac', '2', '-ar', '44100', '-b:a', '128k');
}

/** A white PNG with `text` in black DejaVu Sans, large enough for OCR. */
const textPng = (name: string, text: string) =>
  ffmpeg(
    name,
    '-f',
    'lavfi',
    '-i',
    'color=c=white:s=1200x200',
    '-frames:v',
    '1',
    '-vf',
    `drawtext=fontfile=${FONT}:text='${text}':fontsize=52:x=30:y=70:fontcolor=black`,
  );

/** A one-page PDF written by pdfkit (the note importer's test dependency), each line a paragraph. */
function textPdf(lines: string[]): Promise<Buffer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a devDependency of the functions only
  const PDFDocument = require(require.resolve('pdfkit', { paths: [functionsDir] }));
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ compress: true });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text('Pre-visit form');
    doc.fontSize(12);
    for (const line of lines) doc.moveDown().text(line);
    doc.end();
  });
}

const FORM_LINES = [
  'Reason for visit: pain in my left knee for three weeks.',
  'Current medications: ibuprofen 400 mg twice a day.',
  'Allergies: I am allergic to penicillin, it gives me a rash.',
];

/** The duration of a librivox clip (16 kHz mono 16-bit). */
const clipSeconds = (clip: string) => pcmOfWav(readFileSync(join(LIBRIVOX_DIR, clip))).pcm.length / 32000;

/** The words of the clips' reference transcriptions, joined. */
const reference = (clips: string[]) => clips.map(librivoxReference).join(' ');

let alice: Clinician;
let bob: Clinician;
let speech: Buffer;
let formPdf: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'file-conversion-'));
  speech = speechMp3('visit.mp3', CLIPS);
  formPdf = await textPdf(FORM_LINES);
  [alice, bob] = await Promise.all([clinicianWithSession('convert-alice'), clinicianWithSession('convert-bob')]);
});

afterAll(async () => {
  await Promise.all(made.map((uid) => store.deletePrefix(`users/${uid}/`)));
  rmSync(dir, { recursive: true, force: true });
});

describe('an MP3 of a consultation', () => {
  it('is transcribed into the session’s transcript, its seconds counted once, however often it is sent', async () => {
    const who = await clinicianWithSession('convert-mp3');
    // The clinician's words before the upload: the recording comes after them, as a paragraph.
    await call(`/sessions/${who.sessionId}`, who.idToken, { transcript: 'Clinician: the patient brought a recording.' }, 'PATCH');
    const key = await upload(who, 'avFile', 'Visit recording.mp3', 'audio/mpeg', speech);
    const before = await usageSeconds(who.localId);

    // A double click: two requests at once. Both get the file; the transcript has it once.
    const [first, second] = await Promise.all([convert(who, key), convert(who, key)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const { file, transcript } = first.body as { file: Json; transcript: string };
    expect(file).toMatchObject({ key, category: 'avFile', name: 'Visit_recording.mp3', kind: 'transcript' });
    expect(second.body.file).toEqual(file);
    // The clips plus 1 s of silence after each (the MP3 encoder adds a few ms).
    const expectedSeconds = CLIPS.reduce((total, clip) => total + clipSeconds(clip) + 1, 0);
    expect(Math.abs(file.audioSeconds - expectedSeconds)).toBeLessThan(0.3);
    // PocketSphinx gets about 0.3 here; an empty or wrong transcript is near 1.
    expect(wordErrorRate(reference(CLIPS), file.text)).toBeLessThan(0.45);
    for (const word of ['john', 'leisure', 'consider', 'young', 'selfish', 'married', 'amiable', 'respectable'])
      expect(file.text.toLowerCase()).toContain(word);
    expect(transcript.startsWith('Clinician: the patient brought a recording.\n\n')).toBe(true);
    expect(transcript).toContain(file.text.trim());

    const contents = await sessionContents(who);
    expect(contents.transcript).toBe(transcript);
    expect(contents.files).toEqual([file]);
    const counted = (await usageSeconds(who.localId)) - before;
    expect(counted).toBe(Math.ceil(file.audioSeconds));

    // Later, once more: the same answer, nothing appended, nothing counted.
    const again = await convert(who, key);
    expect(again.body).toEqual({ file, transcript });
    expect((await sessionContents(who)).transcript).toBe(transcript);
    expect(await usageSeconds(who.localId)).toBe(before + counted);
  });

  it('longer than the plan’s session time limit: 413, nothing read or counted', async () => {
    const who = await clinicianWithSession('convert-limit');
    const user = (await readDoc(stack, `users/${who.localId}`)) as Json;
    await patchDoc(stack, `users/${who.localId}`, { usageLimits: { ...user.usageLimits, timeLimit: 10 } });
    const key = await upload(who, 'avFile', 'long.mp3', 'audio/mpeg', speech);
    const refused = await convert(who, key);
    expect(refused.status).toBe(413);
    expect(refused.body.error.key).toBe('uploadRecordingTooLong');
    expect(refused.body.error.message).toMatch(/^long\.mp3 lasts \d+ min; your plan transcribes up to \d+ min per session\.$/);
    expect((await sessionContents(who)).files ?? []).toEqual([]);
    expect(await usageSeconds(who.localId)).toBe(0);
  });
});

describe('a PDF pre-visit form', () => {
  it('gives its text, which the offline note writer uses, marked as from the uploaded files', async () => {
    const who = await clinicianWithSession('convert-pdf');
    await call(
      `/sessions/${who.sessionId}`,
      who.idToken,
      { transcript: '[doctor] what brings you in today?\n[patient] my knee still hurts when i climb stairs.' },
      'PATCH',
    );
    const key = await upload(who, 'previsitForm', 'intake form.pdf', 'application/pdf', formPdf);
    const converted = await convert(who, key);
    expect(converted.status).toBe(200);
    expect(converted.body.file).toMatchObject({ key, category: 'previsitForm', name: 'intake_form.pdf', kind: 'document' });
    const text = converted.body.file.text as string;
    for (const line of FORM_LINES) expect(text.replace(/\s+/g, ' ')).toContain(line);
    // A document's text is not the transcript.
    expect(converted.body.transcript).not.toContain('penicillin');

    const generated = await call('/notes/generate', who.idToken, {
      sessionId: who.sessionId,
      templateIds: ['soap'],
      style: 'bullet',
      language: 'en',
      localDate: LOCAL_DATE,
    });
    expect(generated.status).toBe(200);
    const note = generated.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Json)
      .find((event) => event.type === 'note')?.note;
    const items = (note.sections as Json[]).flatMap((section) => section.items as Array<{ title: string; body: string }>);
    // The allergy is only in the form: the note lists it, its fact cites the form, and the
    // form's sentences it used are marked as from the uploaded files.
    expect(items).toContainEqual({ title: 'Allergies', body: 'Penicillin (reaction: rash).' });
    expect(note.facts).toContainEqual(
      expect.objectContaining({
        kind: 'allergy',
        text: 'penicillin (reaction: rash)',
        source: expect.objectContaining({ origin: 'files', text: FORM_LINES[2] }),
      }),
    );
    expect(items.map((item) => item.body)).toContain(`${FORM_LINES[1]} (from the uploaded files)`);
  });

  it('is given to a language model as a marked source of the prompt', async () => {
    const who = await clinicianWithSession('convert-pdf-model');
    await call(`/sessions/${who.sessionId}`, who.idToken, { transcript: '[doctor] any allergies?\n[patient] it is on my form.' }, 'PATCH');
    const key = await upload(who, 'previsitForm', 'intake.pdf', 'application/pdf', formPdf);
    expect((await convert(who, key)).status).toBe(200);

    /* eslint-disable @typescript-eslint/no-require-imports -- the compiled modules, as the server runs them, in this process */
    const load = (id: string) => require(require.resolve(id, { paths: [functionsDir] }));
    process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
    process.env.SECRETS_KEY = readFileSync(join(__dirname, '..', '..', '.run', 'secrets.key'), 'utf8').trim();
    const { initializeApp, getApps } = load('firebase-admin/app');
    const { getFirestore } = load('firebase-admin/firestore');
    const { generateNotes } = require('../../functions/lib/notes/generate/generate.js');
    const { offlineDraft } = require('../../functions/lib/notes/generate/offline-writer.js');
    const { OpenAiChatModel } = require('../../functions/lib/providers/notes/openai-chat.js');
    const { OpenAiChatStandIn } = require('../../functions/src/providers/notes/__tests__/stand-ins/openai-chat-stand-in');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const app =
      getApps().find((a: { name: string }) => a.name === 'file-conversion-test') ??
      initializeApp({ projectId: stack.projectId }, 'file-conversion-test');
    // The model's answer tells what it was given: the allergy only if the prompt had the form.
    const standIn = new OpenAiChatStandIn({
      answer: (body: { messages: Array<{ content: string }> }) =>
        `Subjective\n- ${body.messages.some((m) => /allergic to penicillin/.test(m.content)) ? 'Allergic to penicillin (rash), per the pre-visit form.' : 'No allergy given.'}\nObjective\n- None.\nAssessment\n- None.\nPlan\n- None.`,
      apiKey: 'test-key',
    });
    const baseURL = await standIn.start();
    try {
      const events: Json[] = [];
      const model = new OpenAiChatModel({ apiKey: 'test-key', baseURL, model: 'stand-in-model' });
      const request = {
        sessionId: who.sessionId,
        templateIds: ['soap'],
        style: 'bullet',
        language: 'en',
        localDate: LOCAL_DATE,
        vague: false,
        longSummary: false,
      };
      await generateNotes(getFirestore(app), who.localId, request, { model, offline: offlineDraft }, (e: Json) => events.push(e));
      const prompt = (standIn.requests.at(-1)!.body!.messages as Array<{ content: string }>).map((m) => m.content).join('\n');
      expect(prompt).toContain('Pre-visit form (intake.pdf, read from the uploaded file):\nPre-visit form');
      expect(prompt).toMatch(/Allergies: I am allergic to penicillin/);
      expect(JSON.stringify(events.find((e) => e.type === 'note')?.note.sections)).toContain('Allergic to penicillin');
    } finally {
      await standIn.stop();
    }
  });
});

describe('an image with text', () => {
  it("is read by OCR, through /uploads/read, /uploads/read-image and the latter's former name /gpt-image", async () => {
    const who = await clinicianWithSession('convert-png');
    const scan = await upload(who, 'imageFile', 'scan.png', 'image/png', textPng('scan.png', 'Allergy to penicillin since 2019'));
    const read = await convert(who, scan);
    expect(read.status).toBe(200);
    expect(read.body.file).toMatchObject({ key: scan, category: 'imageFile', kind: 'ocr' });
    expect(read.body.file.text).toMatch(/Allergy to penicillin since 2019/i);
    expect(read.body.transcript).toBe('');

    const photo = await upload(who, 'imageFile', 'photo.png', 'image/png', textPng('photo.png', 'Blood pressure 128 over 82'));
    const viaImage = await convert(who, photo, '/uploads/read-image');
    expect(viaImage.status).toBe(200);
    expect(viaImage.body.file.text).toMatch(/Blood pressure 128 over 82/i);
    const chart = await upload(who, 'imageFile', 'chart.png', 'image/png', textPng('chart.png', 'Pulse 72 regular'));
    const viaFormerName = await convert(who, chart, '/gpt-image');
    expect(viaFormerName.status).toBe(200);
    expect(viaFormerName.body.file.text).toMatch(/Pulse 72 regular/i);
    expect(((await sessionContents(who)).files as Json[]).map((f) => f.key)).toEqual([scan, photo, chart]);
  });

  it('a HEIC photo (as iPhones save them) is decoded and read, and a broken one fails alone', async () => {
    const who = await clinicianWithSession('convert-heic');
    const heic = readFileSync(join(functionsDir, 'src', 'file-processing', '__tests__', 'fixtures', 'intake-form.heic'));
    const key = await upload(who, 'imageFile', 'IMG_0042.HEIC', 'image/heic', heic);
    const read = await convert(who, key, '/uploads/read-image');
    expect(read.status).toBe(200);
    expect(read.body.file.text).toContain('Allergies: penicillin');
    const broken = await upload(who, 'imageFile', 'IMG_0043.HEIC', 'image/heic', heic.subarray(0, 2000));
    const refused = await convert(who, broken);
    expect(refused.status).toBe(422);
    expect(refused.body.error.values.reason).toBe('a HEIC image that could not be decoded; export the photo as JPEG or PNG');
    expect(((await sessionContents(who)).files as Json[]).map((f) => f.key)).toEqual([key]);
  });

  it('/uploads/read-image (and /gpt-image) takes images only', async () => {
    const who = await clinicianWithSession('convert-gpt-image');
    const key = await upload(who, 'previsitForm', 'form.pdf', 'application/pdf', formPdf);
    const refused = await convert(who, key, '/uploads/read-image');
    expect(refused.status).toBe(400);
    expect((await convert(who, key, '/gpt-image')).status).toBe(400);
    expect((await sessionContents(who)).files ?? []).toEqual([]);
  });
});

describe('an unreadable file', () => {
  it('is a 422 uploadUnreadable that leaves the session as it was; a good file still converts after it', async () => {
    const who = await clinicianWithSession('convert-corrupt');
    await call(`/sessions/${who.sessionId}`, who.idToken, { transcript: 'Clinician: first words.' }, 'PATCH');
    const before = await sessionContents(who);
    const badMp3 = await upload(who, 'avFile', 'broken.mp3', 'audio/mpeg', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(40000, 0x5a)]));
    const badPdf = await upload(
      who,
      'previsitForm',
      'broken.pdf',
      'application/pdf',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), formPdf.subarray(400, 900)]),
    );
    for (const [key, name] of [
      [badMp3, 'broken.mp3'],
      [badPdf, 'broken.pdf'],
    ]) {
      const refused = await convert(who, key);
      expect(refused.status).toBe(422);
      expect(refused.body.error.key).toBe('uploadUnreadable');
      expect(refused.body.error.message).toMatch(
        new RegExp(`^Could not read ${name.replace('.', '\\.')}: .+\\. The session’s other files are not affected`),
      );
    }
    const after = await sessionContents(who);
    expect(after.transcript).toBe(before.transcript);
    expect(after.files ?? []).toEqual(before.files ?? []);
    expect(await usageSeconds(who.localId)).toBe(0);

    const good = await upload(who, 'avFile', 'short.mp3', 'audio/mpeg', speechMp3('short.mp3', [CLIPS[1]]));
    const converted = await convert(who, good);
    expect(converted.status).toBe(200);
    expect(converted.body.file.text).toMatch(/young man/);
    expect(converted.body.transcript).toBe(`Clinician: first words.\n\n${converted.body.file.text}`);
  });
});

describe('keys that are not the caller’s file of this session', () => {
  it('another user’s key or another session’s key: 403; a key never stored: 404; an ended session: 404, a saved one still reads files', async () => {
    const bobKey = await upload(bob, 'previsitForm', 'bob.pdf', 'application/pdf', formPdf);
    const stolen = await convert(alice, bobKey, '/uploads/read', bob.sessionId);
    expect(stolen.status).toBe(403);
    expect((await convert(alice, bobKey, '/aws/convertAndUploadFile', bob.sessionId)).status).toBe(403);
    expect((await convert(alice, bobKey)).status).toBe(403);
    expect((await sessionContents(bob)).files ?? []).toEqual([]);

    const aliceOther = { ...alice, sessionId: await newSession(alice.idToken) };
    const otherSessionKey = await upload(aliceOther, 'previsitForm', 'other.pdf', 'application/pdf', formPdf);
    expect((await convert(alice, otherSessionKey)).status).toBe(403);

    const neverStored = `users/${alice.localId}/sessions/${alice.sessionId}/previsitForm/never_uploaded_1-form.pdf`;
    const missing = await convert(alice, neverStored);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ key: 'uploadMissing', message: 'This file is no longer stored. Upload it again.' });

    // Ending the session (storing off) deletes it and its files: nothing can be read into it.
    const ending = { ...alice, sessionId: await newSession(alice.idToken) };
    const endingKey = await upload(ending, 'previsitForm', 'late.pdf', 'application/pdf', formPdf);
    expect((await call(`/sessions/${ending.sessionId}/end`, alice.idToken, {})).status).toBe(200);
    const gone = await convert(ending, endingKey);
    expect(gone.status).toBe(404);
    expect(gone.body.error.key).toBe('sessionNotFound');

    // A session started with session storing on is a saved session: when it ends, it is kept
    // with its files, and reopened later it still reads a file (Saved Sessions).
    const clinician = await clinicianWithSession('convert-ended');
    const user = (await readDoc(stack, `users/${clinician.localId}`)) as Json;
    await patchDoc(stack, `users/${clinician.localId}`, {
      settings: { ...user.settings, enableSessionStoring: true, sessionStoringDuration: 1 },
    });
    const storing = { ...clinician, sessionId: await newSession(clinician.idToken) };
    const keptKey = await upload(storing, 'previsitForm', 'kept.pdf', 'application/pdf', formPdf);
    expect((await call(`/sessions/${storing.sessionId}/end`, storing.idToken, {})).body).toEqual({ stored: true });
    expect(await store.head(keptKey)).not.toBeNull();
    const reopened = await convert(storing, keptKey);
    expect(reopened.status).toBe(200);
    expect(((await sessionContents(storing)).files ?? []).map((f: Json) => f.name)).toEqual(['kept.pdf']);
  });
});

describe('/uploads/delete', () => {
  it('removes the stored file and what was read from it from the session’s files', async () => {
    const who = await clinicianWithSession('convert-delete');
    const kept = await upload(
      who,
      'importedNotes',
      'prior note.txt',
      'text/plain',
      Buffer.from('Prior note: asthma since childhood, uses salbutamol.\n'),
    );
    const dropped = await upload(who, 'previsitForm', 'form.pdf', 'application/pdf', formPdf);
    expect((await convert(who, kept, '/aws/convertAndUploadFile')).body.file.text).toContain('salbutamol');
    expect((await convert(who, dropped)).status).toBe(200);
    expect(((await sessionContents(who)).files as Json[]).map((f) => f.key)).toEqual([kept, dropped]);

    expect(await call('/uploads/delete', who.idToken, { key: dropped })).toMatchObject({ status: 200, body: { deleted: true } });
    expect(((await sessionContents(who)).files as Json[]).map((f) => f.key)).toEqual([kept]);
    expect(await store.head(dropped)).toBeNull();
    // Deleted: it cannot be read again.
    expect((await convert(who, dropped)).status).toBe(404);
  });
});

describe('limits checked again when a file is read', () => {
  it('two uploads asked for at the same moment cannot together pass 15 MB: one is approved, the other refused at once (413), and the approved one is read', async () => {
    const who = await clinicianWithSession('convert-race');
    const bytes = Buffer.alloc(8 * 1024 * 1024, 1);
    // Asked for at once: the session's 15 MB is reserved when a presign is approved, in a transaction.
    const ask = (n: number) =>
      call('/uploads/presign', who.idToken, {
        sessionId: who.sessionId,
        category: 'avFile',
        uploadId: `race-${Date.now().toString(36)}-${n}`,
        fileName: `part${n}.wav`,
        contentType: 'audio/wav',
        size: bytes.length,
      });
    const answers = await Promise.all([ask(1), ask(2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 413]);
    const approved = answers.find((a) => a.status === 200)!;
    const refused = answers.find((a) => a.status === 413)!;
    expect(refused.body.error).toMatchObject({ key: 'uiSessionUploadLimit', values: { limit: '15 MB' } });
    expect((await fetch(approved.body.url, { method: 'PUT', headers: approved.body.headers, body: bytes })).status).toBe(200);
    expect(await store.head(approved.body.key)).not.toBeNull();
  });

  it('a document whose text is too long for the session is refused whole, never cut', async () => {
    const who = await clinicianWithSession('convert-long-text');
    const long = Buffer.from('Questionnaire answer: no change since the last visit.\n'.repeat(1000)); // 54,000 characters, 53,999 without the last newline
    const key = await upload(who, 'previsitForm', 'long.txt', 'text/plain', long);
    const refused = await convert(who, key);
    expect(refused.status).toBe(422);
    expect(refused.body.error.key).toBe('uploadUnreadable');
    expect(refused.body.error.values.reason).toBe('its text is too long to use (53,999 characters; at most 50,000 per file)');
    expect((await sessionContents(who)).files ?? []).toEqual([]);
  });
});

describe('a Convert Files session in a language the engine does not transcribe', () => {
  it('is created; its documents are read, and a recording is refused with its own message', async () => {
    const account = await newAccount(stack, 'convert-french');
    made.push(account.localId);
    await eventually(
      () => readDoc(stack, `users/${account.localId}`),
      (doc) => doc !== null,
    );
    // A recording session in French is refused up front (the engine is English only) ...
    const live = await call('/sessions', account.idToken, { type: 'in-person', consent: true, language: 'fr' });
    expect(live.body.error.key).toBe('transcriptionLanguageUnavailable');
    // ... a Convert Files one is not: documents and images are read in any language.
    const created = await call('/sessions', account.idToken, { type: 'upload', clientName: 'Jeanne Roy', consent: false, language: 'fr' });
    expect(created.status).toBe(201);
    const who = { ...account, sessionId: created.body.sessionId as string };
    const form = await upload(who, 'previsitForm', 'formulaire.txt', 'text/plain', Buffer.from('Allergies : pénicilline.\n'));
    expect((await convert(who, form)).body.file.text).toBe('Allergies : pénicilline.');
    const recording = await upload(who, 'avFile', 'consultation.mp3', 'audio/mpeg', speechMp3('fr.mp3', CLIPS.slice(0, 1)));
    const refused = await convert(who, recording);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ key: 'uploadLanguageUnavailable', values: { name: 'consultation.mp3' } });
    expect(refused.body.error.message).toMatch(/^consultation\.mp3 cannot be transcribed: transcription here is English only\./);
    expect(((await sessionContents(who)).files as Json[]).map((f) => f.name)).toEqual(['formulaire.txt']);
    expect(await usageSeconds(who.localId)).toBe(0);
  });
});
