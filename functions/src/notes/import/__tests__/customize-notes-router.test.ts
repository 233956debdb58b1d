// The /customize-notes router over HTTP: its own 15mb JSON body (a 10MB file in base64 is far
// over the app's 1MB), the answers and the errors as the site receives them ({error: {code,
// message, key}} with the right status).
//
// The app here mounts the router the way app.ts must: before the app-wide 1MB JSON parser,
// with the API's error handler (sendError) last. Authentication is a stand-in that accepts
// one token (the router's `authenticate` option; in the app it is requireUser, which verifies
// the Firebase ID token and is covered by the auth middleware's own tests).
import type { AddressInfo } from 'node:net';
import { request, type Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { customizeNotesRouter } from '../../../api/routers/customize-notes';
import { ApiError, sendError } from '../../../api/errors';
import type { AuthedRequest } from '../../../api/middleware/auth';
import { NOTE_IMPORT_PATH, noteImportResultSchema } from '../../../shared/note-import';
import { soapDocx } from './fixtures';

jest.setTimeout(20_000);

const TOKEN = 'test-id-token';
let server: Server;
let base: string;

function fakeAuthenticate(req: Request, _res: Response, next: NextFunction): void {
  if (req.get('authorization') !== `Bearer ${TOKEN}`) return next(new ApiError(401, 'unauthenticated', 'Sign in first'));
  (req as AuthedRequest).user = { uid: 'clinician-1' } as AuthedRequest['user'];
  next();
}

beforeAll(async () => {
  const app = express();
  app.use('/customize-notes', customizeNotesRouter({ authenticate: fakeAuthenticate, model: () => null }));
  app.use(express.json({ limit: '1mb' }));
  app.use((_req: Request, _res: Response, next: NextFunction) => next(new ApiError(404, 'not-found', 'Not found')));
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => sendError(res, error));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function post(
  body: unknown,
  token: string | null = TOKEN,
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${base}${NOTE_IMPORT_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

/**
 * Posts a body the server refuses by its length: the server answers 413 before the body is all
 * sent and may close the connection while it is still being written (fetch then reports the
 * reset, not the answer, on a busy machine). The answer is read as soon as it comes.
 */
function postOversized(body: string): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${NOTE_IMPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${TOKEN}` },
    });
    let answered = false;
    req.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (piece: string) => (text += piece));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> }));
    });
    // A write cut short once the answer has come is the server closing after refusing.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.end(body);
  });
}

const b64 = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64');

describe('POST /customize-notes/generate-prompt-from-note', () => {
  test('200: the template of a .docx, not cached', async () => {
    const { status, json, headers } = await post({ fileName: 'template.docx', contentBase64: b64(await soapDocx()) });
    expect(status).toBe(200);
    const result = noteImportResultSchema.parse(json);
    expect(result).toMatchObject({ title: 'Follow-up Visit Template', source: 'headings' });
    expect(result.sections).toEqual(['Chief Complaint', 'Subjective', 'Objective', 'Assessment & Plan', 'Follow-up']);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  test('a file of several MB (over the app-wide 1MB JSON limit) is accepted', async () => {
    const lines = ['BIG TEMPLATE', 'HISTORY', 'x'.repeat(70), 'PLAN'];
    const text = `${lines.join('\n')}\n${'More text for the plan section, repeated.\n'.repeat(120_000)}`;
    expect(text.length).toBeGreaterThan(4_000_000);
    const { status, json } = await post({ fileName: 'big.txt', contentBase64: b64(text) });
    expect(status).toBe(200);
    expect(json.sections).toEqual(['HISTORY', 'PLAN']);
  });

  test('401 without a valid ID token', async () => {
    const { status, json } = await post({ fileName: 'a.txt', contentBase64: b64('PLAN') }, null);
    expect(status).toBe(401);
    expect(json.error).toMatchObject({ code: 'unauthenticated' });
  });

  test('400 uiInvalidFileType', async () => {
    const { status, json } = await post({ fileName: 'photo.png', contentBase64: b64('x') });
    expect(status).toBe(400);
    expect(json.error).toEqual({
      code: 'invalid-argument',
      key: 'uiInvalidFileType',
      message: 'Invalid file type. Allowed types: .txt, .doc, .docx, .pdf',
    });
  });

  test('400 uiEmptyFile', async () => {
    const { status, json } = await post({ fileName: 'empty.pdf', contentBase64: '' });
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ key: 'uiEmptyFile', message: 'The file is empty.' });
  });

  test('413 uiFileTooLarge: a file of 10MB or more, and a body over 15mb', async () => {
    const tenMb = Buffer.alloc(10 * 1024 * 1024, 0x41);
    const file = await post({ fileName: 'big.txt', contentBase64: b64(tenMb) });
    expect(file.status).toBe(413);
    expect(file.json.error).toMatchObject({ key: 'uiFileTooLarge', message: 'File too large. The limit is 10MB.' });

    const body = await postOversized(JSON.stringify({ fileName: 'huge.pdf', contentBase64: 'A'.repeat(16 * 1024 * 1024) }));
    expect(body.status).toBe(413);
    expect(body.json.error).toMatchObject({ key: 'uiFileTooLarge' });
  });

  test('422 notesUnreadableFile', async () => {
    const { status, json } = await post({ fileName: 'report.pdf', contentBase64: b64('this is not a pdf') });
    expect(status).toBe(422);
    expect(json.error).toEqual({
      code: 'invalid-argument',
      key: 'notesUnreadableFile',
      message: 'This file could not be read. Save it again as .docx, .pdf or .txt and upload it once more.',
    });
  });

  test('400 for a malformed request', async () => {
    expect((await post({ contentBase64: b64('x') })).status).toBe(400);
    expect((await post({ fileName: 'a.txt' })).status).toBe(400);
    expect((await post('{"fileName": ')).status).toBe(400);
  });
});
