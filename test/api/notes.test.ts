// Notes on the local stack: generation through the API with the offline draft generator
// (streamed as JSON lines, saved sealed in the session), the refusals, the quota under 20
// parallel requests, and the language-model path (the real SDK against a local
// OpenAI-compatible stand-in) with its refund when generation fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventually, patchDoc, readDoc } from '../support/firestore-rest';
import { testAddress } from '../support/proof-of-work';
import { newAccount, readStack } from '../support/stack';

const stack = readStack();
const functionsDir = join(__dirname, '..', '..', 'functions');

/** This file's own address (as the front end's last X-Forwarded-For entry): other suites' calls use up none of its limits. */
const address = testAddress();

async function call(path: string, token: string, body?: unknown, method?: string) {
  const response = await fetch(`${stack.api}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, type: response.headers.get('content-type') ?? '' };
}

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, any>);
const TRANSCRIPT = [
  '[doctor] what brings you in today?',
  '[patient] i have had pain in my left knee for three weeks.',
  '[doctor] are you taking anything for it?',
  '[patient] ibuprofen 400 mg twice a day. i am allergic to penicillin, it gives me a rash.',
  '[doctor] any fever?',
  '[patient] no fever.',
  '[doctor] your blood pressure is 128/82. we will get an x-ray of the left knee and see you in two weeks.',
].join('\n');

async function clinicianWithTranscript(label: string, transcript = TRANSCRIPT) {
  const account = await newAccount(stack, label);
  await eventually(
    () => readDoc(stack, `users/${account.localId}`),
    (d) => d !== null,
  );
  const created = await call('/sessions', account.idToken, { type: 'in-person', clientName: 'Jane Roe', consent: true, language: 'en' });
  const { sessionId } = JSON.parse(created.text) as { sessionId: string };
  if (transcript) await call(`/sessions/${sessionId}`, account.idToken, { transcript }, 'PATCH');
  return { ...account, sessionId };
}

const generation = (sessionId: string, templateIds = ['soap']) => ({
  sessionId,
  templateIds,
  style: 'bullet',
  language: 'en',
  localDate: '2026-11-23',
});

describe('note generation through the API (offline draft generator)', () => {
  it('streams the note, saves it sealed in the session, and takes one note from the quota', async () => {
    const account = await clinicianWithTranscript('notes-offline');
    const answer = await call('/notes/generate', account.idToken, generation(account.sessionId, ['soap', 'visit-note']));
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('application/x-ndjson');
    const events = lines(answer.text);
    expect(events[0]).toMatchObject({ type: 'start', noteId: 'soap', generator: 'offline' });
    const notes = events.filter((e) => e.type === 'note').map((e) => e.note);
    expect(notes.map((n) => n.noteId)).toEqual(['soap', 'visit-note']);
    expect(notes[0]).toMatchObject({ generator: 'offline', label: 'Offline draft', language: 'en' });
    expect(notes[1].sections.map((s: { title: string }) => s.title)).toEqual([
      'CHIEF COMPLAINT',
      'HISTORY OF PRESENT ILLNESS',
      'REVIEW OF SYSTEMS',
      'PHYSICAL EXAMINATION',
      'RESULTS',
      'ASSESSMENT AND PLAN',
    ]);
    const text = JSON.stringify(notes[0].sections).toLowerCase();
    expect(text).toContain('ibuprofen');
    expect(text).toContain('400');
    expect(text).toContain('penicillin');
    expect(
      notes[0].facts.some((f: { kind: string; source: { text: string } }) => f.kind === 'medication' && /ibuprofen/.test(f.source.text)),
    ).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'done', notesLeft: 8 });

    const session = JSON.parse((await call(`/sessions/${account.sessionId}`, account.idToken)).text);
    expect(session.contents.notes.map((n: { noteId: string }) => n.noteId).sort()).toEqual(['soap', 'visit-note']);
    expect(JSON.stringify(await readDoc(stack, `users/${account.localId}/sessions/${account.sessionId}`))).not.toContain('ibuprofen');
    const user = (await readDoc(stack, `users/${account.localId}`)) as Record<string, any>;
    expect(user.usageLimits.notesLeft).toBe(8);
    expect(user.usage).toEqual([{ timestamp: '2026-11-23', session: 0, notes: 2 }]);

    // Regenerating replaces the note of the same type.
    await call('/notes/generate', account.idToken, generation(account.sessionId, ['soap']));
    const again = JSON.parse((await call(`/sessions/${account.sessionId}`, account.idToken)).text);
    expect(again.contents.notes.filter((n: { noteId: string }) => n.noteId === 'soap')).toHaveLength(1);
  });

  it('writes a note with the clinician’s own template (their headings), and with an edited built-in', async () => {
    const account = await clinicianWithTranscript('notes-custom');
    const now = Date.now();
    await patchDoc(stack, `users/${account.localId}/noteTemplates/knee-clinic-01`, {
      custom: true,
      title: 'Knee clinic',
      sections: ['History', 'Examination findings', 'Treatment and follow-up'],
      prompt: 'Write a knee clinic note.',
      favorite: false,
      hidden: false,
      basedOn: null,
      createdAt: now,
      updatedAt: now,
    });
    await patchDoc(stack, `users/${account.localId}/noteTemplates/dap`, {
      custom: false,
      favorite: true,
      hidden: false,
      sections: ['Facts', 'Thoughts', 'Next'],
      updatedAt: now,
    });
    const answer = await call('/notes/generate', account.idToken, generation(account.sessionId, ['knee-clinic-01', 'dap']));
    const notes = lines(answer.text)
      .filter((e) => e.type === 'note')
      .map((e) => e.note);
    expect(notes.map((n) => n.noteId)).toEqual(['knee-clinic-01', 'dap']);
    expect(notes[0].sections.map((s: { title: string }) => s.title)).toEqual([
      'History',
      'Examination findings',
      'Treatment and follow-up',
    ]);
    expect(JSON.stringify(notes[0].sections).toLowerCase()).toContain('ibuprofen');
    expect(notes[1].sections.map((s: { title: string }) => s.title)).toEqual(['Facts', 'Thoughts', 'Next']);
    const unknown = await call('/notes/generate', account.idToken, generation(account.sessionId, ['no-such-template']));
    expect(lines(unknown.text).find((e) => e.type === 'error')).toMatchObject({ noteId: 'no-such-template', key: 'uiSummaryIssue' });
    expect(lines(unknown.text).at(-1)).toEqual({ type: 'done', notesLeft: 8 });
  });

  it("refuses with the catalogue's texts before taking anything", async () => {
    const empty = await clinicianWithTranscript('notes-empty', '');
    expect(await call('/notes/generate', empty.idToken, generation(empty.sessionId))).toMatchObject({ status: 422 });
    const other = await clinicianWithTranscript('notes-other');
    expect((await call('/notes/generate', other.idToken, generation(empty.sessionId))).status).toBe(404);
    expect(
      (await call('/notes/generate', other.idToken, generation(other.sessionId, ['soap', 'dap', 'birp', 'visit-note', 'progress-note'])))
        .status,
    ).toBe(400);
    expect((await call('/notes/generate', other.idToken, generation(other.sessionId, ['soap', 'soap']))).status).toBe(400);
    await patchDoc(stack, `users/${other.localId}`, { usageLimits: { notesLeft: 0, timeLimit: 3600 } });
    const limit = await call('/notes/generate', other.idToken, generation(other.sessionId));
    expect(limit.status).toBe(403);
    expect(JSON.parse(limit.text).error).toMatchObject({
      key: 'uiNoteLimit',
      message: 'You have reached your note limit. Please upgrade to start new sessions.',
    });
  });

  it('never overspends: 20 parallel generations with one note left, exactly one succeeds', async () => {
    const account = await clinicianWithTranscript('notes-race');
    await patchDoc(stack, `users/${account.localId}`, { usageLimits: { notesLeft: 1, timeLimit: 3600 } });
    // The emulator answers concurrent calls from one worker each and starts the workers it lacks on
    // demand (seconds each on a busy machine, up to its 60 s timeout): as many calls first, so that
    // the race below is decided by the quota's transaction, not by workers still loading.
    expect((await Promise.all(Array.from({ length: 20 }, () => fetch(`${stack.api}/health`)))).map((r) => r.status)).toEqual(
      Array.from({ length: 20 }, () => 200),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('/notes/generate', account.idToken, generation(account.sessionId))),
    );
    // Every answer's status at once, so that a failure shows what the others were.
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array.from({ length: 19 }, () => 403)]);
    const user = (await readDoc(stack, `users/${account.localId}`)) as Record<string, any>;
    expect(user.usageLimits.notesLeft).toBe(0);
    // Twenty workers loaded, then twenty generations: beside the other lane on a busy 2-core machine this took over 60 s.
  }, 180000);
});

describe('note generation with a language model (OpenAI SDK against a local stand-in)', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
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
    getApps().find((a: { name: string }) => a.name === 'notes-test') ?? initializeApp({ projectId: stack.projectId }, 'notes-test');
  const db = getFirestore(app);
  const answer =
    'Subjective\n- Left knee pain for three weeks.\nObjective\n- BP 128/82.\nAssessment\n- Knee pain.\nPlan\n- X-ray of the left knee; follow up in two weeks.';
  let standIn: {
    start(): Promise<string>;
    stop(): Promise<void>;
    next(b: unknown, times?: number): unknown;
    requests: Array<{ body: any }>;
  };
  let baseURL: string;
  beforeAll(async () => {
    standIn = new OpenAiChatStandIn({ answer, tokenDelayMs: 2, apiKey: 'test-key' });
    baseURL = await standIn.start();
  });
  afterAll(() => standIn.stop());

  it('streams the model’s text, parses it into the template’s sections and saves the note', async () => {
    const account = await clinicianWithTranscript('notes-model');
    const events: Array<Record<string, any>> = [];
    const model = new OpenAiChatModel({ apiKey: 'test-key', baseURL, model: 'stand-in-model' });
    await generateNotes(
      db,
      account.localId,
      { ...generation(account.sessionId), vague: false, longSummary: false },
      { model, offline: offlineDraft },
      (e: Record<string, any>) => events.push(e),
    );
    const pieces = events.filter((e) => e.type === 'text');
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.map((e) => e.text).join('')).toBe(answer);
    const note = events.find((e) => e.type === 'note')?.note;
    expect(note.sections.map((s: { title: string; items: unknown[] }) => [s.title, s.items.length])).toEqual([
      ['Subjective', 1],
      ['Objective', 1],
      ['Assessment', 1],
      ['Plan', 1],
    ]);
    const request = standIn.requests.at(-1)!.body;
    expect(request.stream).toBe(true);
    expect(request.messages[1].content).toContain('ibuprofen 400 mg twice a day');
    expect(events.at(-1)).toEqual({ type: 'done', notesLeft: 9 });
  });

  it('gives the note back when the model fails', async () => {
    const account = await clinicianWithTranscript('notes-model-fail');
    standIn.next({ kind: 'fail', status: 400 }, 1);
    const events: Array<Record<string, any>> = [];
    const model = new OpenAiChatModel({ apiKey: 'test-key', baseURL, model: 'stand-in-model', maxRetries: 0 });
    await generateNotes(
      db,
      account.localId,
      { ...generation(account.sessionId), vague: false, longSummary: false },
      { model, offline: offlineDraft },
      (e: Record<string, any>) => events.push(e),
    );
    expect(events.find((e) => e.type === 'error')).toMatchObject({
      noteId: 'soap',
      key: 'uiSummaryIssue',
      message: 'Issue generating summary. Please try again.',
    });
    expect(events.at(-1)).toEqual({ type: 'done', notesLeft: 10 });
    const user = (await readDoc(stack, `users/${account.localId}`)) as Record<string, any>;
    expect(user.usageLimits.notesLeft).toBe(10);
  });
});

describe('upload a note to generate a prompt', () => {
  it('turns an uploaded note’s headings into a template, and refuses a wrong type, an empty and a too-large file', async () => {
    const account = await newAccount(stack, 'note-upload');
    const upload = (fileName: string, content: Buffer) =>
      call('/customize-notes/generate-prompt-from-note', account.idToken, { fileName, contentBase64: content.toString('base64') });
    const note = Buffer.from('KNEE CLINIC NOTE\n\nHISTORY:\nPain for three weeks.\n\nEXAMINATION:\nSwelling.\n\nPLAN:\nX-ray.\n');
    const answer = await upload('knee-template.txt', note);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text);
    expect(body).toMatchObject({ source: 'headings', sections: ['HISTORY', 'EXAMINATION', 'PLAN'] });
    for (const section of body.sections) expect(body.prompt).toContain(section);
    expect(JSON.parse((await upload('scan.png', note)).text).error.key).toBe('uiInvalidFileType');
    expect(JSON.parse((await upload('empty.txt', Buffer.alloc(0))).text).error.key).toBe('uiEmptyFile');
    const big = await upload('big.txt', Buffer.alloc(10 * 1024 * 1024, 97));
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text).error.key).toBe('uiFileTooLarge');
    const anonymous = await fetch(`${stack.api}/customize-notes/generate-prompt-from-note`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
  });
});
