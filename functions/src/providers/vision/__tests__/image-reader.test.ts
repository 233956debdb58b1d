// Image readers: which one selectImageReader picks under which environment (a vision model
// through the OpenAI SDK, else Tesseract), and what OpenAiVisionReader really sends to an
// OpenAI-compatible server (the local stand-in): the model, an instruction, the image as a
// data: URL of exactly its bytes; what it gives back; and errors that carry the HTTP status,
// never the server's message (which may quote the key).
import {
  OpenAiChatStandIn,
  type ChatRequestBody,
  type OpenAiChatStandInOptions,
} from '../../notes/__tests__/stand-ins/openai-chat-stand-in';
import { OpenAiVisionReader, selectImageReader, TesseractReader } from '../image-reader';
import { loadConfig } from '../../../config';

jest.setTimeout(15_000);

/** Some bytes with a PNG's signature: the reader sends them as they are, it does not decode them. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(Array.from({ length: 300 }, (_v, i) => (i * 37) % 256)),
]);
const KEY = 'sk-vision-5ecret-Key-4321';
/** Nothing listens there: a request to it fails at once. */
const DEAD_URL = 'http://127.0.0.1:9/v1';

let standIn: OpenAiChatStandIn | undefined;

async function server(options: OpenAiChatStandInOptions = {}): Promise<string> {
  standIn = new OpenAiChatStandIn({ answer: 'Name: Jane Roe\nAllergies: penicillin', ...options });
  return standIn.start();
}

afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

/** The messages of the stand-in's last request. */
function lastMessages(): Array<{ role: string; content: unknown }> {
  return (standIn?.requests.at(-1)?.body as ChatRequestBody).messages as Array<{ role: string; content: unknown }>;
}

/** The error `promise` rejects with. */
async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('selectImageReader', () => {
  test('nothing configured, blanks, a model without a key or a key without a model: Tesseract', () => {
    for (const env of [
      {},
      { OPENAI_VISION_MODEL: '  ', OPENAI_API_KEY: 'sk-a' },
      { OPENAI_VISION_MODEL: 'gpt-4o-mini' },
      { OPENAI_VISION_MODEL: 'gpt-4o-mini', OPENAI_API_KEY: ' ' },
      { OPENAI_API_KEY: 'sk-a' },
      { OPENAI_API_KEY: 'sk-a', OPENAI_NOTES_MODEL: 'gpt-4o' },
    ]) {
      const reader = selectImageReader(loadConfig(env).imageReader);
      expect(reader).toBeInstanceOf(TesseractReader);
      expect(reader.kind).toBe('ocr');
    }
  });

  test('keyless needs the flag, a base URL and a model', () => {
    expect(selectImageReader(loadConfig({ OPENAI_VISION_MODEL: 'llava', OPENAI_BASE_URL: DEAD_URL }).imageReader)).toBeInstanceOf(
      TesseractReader,
    );
    expect(selectImageReader(loadConfig({ OPENAI_VISION_MODEL: 'llava', NOTES_MODEL_KEYLESS: '1' }).imageReader)).toBeInstanceOf(
      TesseractReader,
    );
    expect(
      selectImageReader(loadConfig({ OPENAI_VISION_MODEL: 'llava', NOTES_MODEL_KEYLESS: 'yes', OPENAI_BASE_URL: DEAD_URL }).imageReader),
    ).toBeInstanceOf(TesseractReader);
    expect(selectImageReader(loadConfig({ NOTES_MODEL_KEYLESS: '1', OPENAI_BASE_URL: DEAD_URL }).imageReader)).toBeInstanceOf(
      TesseractReader,
    );
  });

  test('OPENAI_VISION_MODEL with OPENAI_API_KEY: the model, with the key, at the base URL', async () => {
    const baseURL = await server({ apiKey: KEY });
    const reader = selectImageReader(
      loadConfig({ OPENAI_VISION_MODEL: ' gpt-4o-mini ', OPENAI_API_KEY: ` ${KEY} `, OPENAI_BASE_URL: baseURL }).imageReader,
    );
    expect(reader).toBeInstanceOf(OpenAiVisionReader);
    expect(reader.kind).toBe('vision');
    expect(await reader.read(PNG, 'image/png', 'en')).toBe('Name: Jane Roe\nAllergies: penicillin');
    expect(standIn?.requests).toHaveLength(1);
    expect(standIn?.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: `Bearer ${KEY}`,
      body: { model: 'gpt-4o-mini' },
    });
  });

  test('NOTES_MODEL_KEYLESS=1 with a base URL and no key: no Authorization header (Ollama with llava)', async () => {
    const baseURL = await server();
    const reader = selectImageReader(
      loadConfig({ OPENAI_VISION_MODEL: 'llava', NOTES_MODEL_KEYLESS: '1', OPENAI_BASE_URL: baseURL }).imageReader,
    );
    expect(reader.kind).toBe('vision');
    await reader.read(PNG, 'image/png', 'en');
    expect(standIn?.requests[0].headers.authorization).toBeUndefined();
    expect(standIn?.requests[0].body?.model).toBe('llava');
  });

  test('OPENAI_VISION_BASE_URL overrides OPENAI_BASE_URL for images', async () => {
    const baseURL = await server();
    const reader = selectImageReader(
      loadConfig({
        OPENAI_VISION_MODEL: 'llava',
        OPENAI_API_KEY: 'sk-a',
        OPENAI_BASE_URL: DEAD_URL,
        OPENAI_VISION_BASE_URL: baseURL,
      }).imageReader,
    );
    expect(await reader.read(PNG, 'image/png', 'en')).toContain('penicillin');
    expect(standIn?.requests).toHaveLength(1);
  });

  test('reads only the environment it is given, not process.env (the SDK would)', () => {
    const saved = { model: process.env.OPENAI_VISION_MODEL, key: process.env.OPENAI_API_KEY, base: process.env.OPENAI_BASE_URL };
    Object.assign(process.env, { OPENAI_VISION_MODEL: 'llava', OPENAI_API_KEY: 'sk-process', OPENAI_BASE_URL: DEAD_URL });
    try {
      expect(selectImageReader(loadConfig({}).imageReader)).toBeInstanceOf(TesseractReader);
      // No base URL given: OpenAI itself, not the server process.env names.
      const reader = selectImageReader(loadConfig({ OPENAI_VISION_MODEL: 'gpt-4o-mini', OPENAI_API_KEY: 'sk-a' }).imageReader);
      expect((reader as unknown as { client: { baseURL: string } }).client.baseURL).toBe('https://api.openai.com/v1');
    } finally {
      for (const [name, value] of [
        ['OPENAI_VISION_MODEL', saved.model],
        ['OPENAI_API_KEY', saved.key],
        ['OPENAI_BASE_URL', saved.base],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

describe('OpenAiVisionReader', () => {
  test('sends the model, a transcription instruction and the image as a data: URL of exactly its bytes', async () => {
    const baseURL = await server({ apiKey: KEY });
    await new OpenAiVisionReader('gpt-4o-mini', { apiKey: KEY, baseURL }).read(PNG, 'image/png', 'en');

    const request = standIn?.requests[0];
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions', body: { model: 'gpt-4o-mini' } });
    const [system, user, ...rest] = lastMessages();
    expect(rest).toEqual([]);
    expect(system.role).toBe('system');
    expect(system.content).toMatch(/^Transcribe all the text in this image exactly as written/);
    expect(system.content).toMatch(/Do not summarise, interpret or add anything/);
    expect(system.content).toMatch(/probably in English\.$/);
    expect(user.role).toBe('user');
    const parts = user.content as Array<{ type: string; image_url?: { url: string; detail?: string } }>;
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ type: 'image_url', image_url: { detail: 'high' } });
    const url = parts[0].image_url?.url ?? '';
    const prefix = 'data:image/png;base64,';
    expect(url.startsWith(prefix)).toBe(true);
    expect(Buffer.from(url.slice(prefix.length), 'base64').equals(PNG)).toBe(true);
    // The image goes as a data: URL only: the request names no other place.
    expect(JSON.stringify(request?.body)).not.toMatch(/https?:\/\//);
  });

  test('a JPEG goes with its own type; the language of the session is named', async () => {
    const baseURL = await server();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    await new OpenAiVisionReader('llava', { apiKey: 'sk-a', baseURL }).read(jpeg, 'image/jpeg', 'fr');
    const [system, user] = lastMessages();
    expect(system.content).toMatch(/probably in French\.$/);
    expect((user.content as Array<{ image_url: { url: string } }>)[0].image_url.url).toBe(
      `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    );
  });

  test('gives the answer trimmed; an empty answer is no text', async () => {
    let answer = '\n\n  Pre-visit form\nName: Jane Roe  \n\n';
    const baseURL = await server({ answer: () => answer });
    const reader = new OpenAiVisionReader('gpt-4o-mini', { apiKey: 'sk-a', baseURL });
    expect(await reader.read(PNG, 'image/png', 'en')).toBe('Pre-visit form\nName: Jane Roe');
    answer = '';
    expect(await reader.read(PNG, 'image/png', 'en')).toBe('');
  });

  test('HTTP 500 (after the SDK’s retries): an error with the status, not the server’s message', async () => {
    const baseURL = await server();
    standIn?.next({ kind: 'fail', status: 500, message: 'upstream said: sk-leaked-9999 overloaded' }, 3);
    const error = await failure(new OpenAiVisionReader('gpt-4o-mini', { apiKey: 'sk-a', baseURL }).read(PNG, 'image/png', 'en'));
    expect(error.message).toBe('The vision model (gpt-4o-mini) answered HTTP 500');
    expect(standIn?.requests).toHaveLength(3);
    expect(`${error.message} ${String(error.stack)}`).not.toMatch(/upstream|sk-leaked|overloaded/);
  });

  test('HTTP 401 (a wrong key): an error with the status and code, never quoting the key', async () => {
    const baseURL = await server({ apiKey: KEY });
    const wrongKey = 'sk-wrong-Key-abcdefgh';
    const error = await failure(new OpenAiVisionReader('gpt-4o-mini', { apiKey: wrongKey, baseURL }).read(PNG, 'image/png', 'en'));
    expect(error.message).toBe('The vision model (gpt-4o-mini) answered HTTP 401 (invalid_api_key)');
    expect(standIn?.requests).toHaveLength(1); // not retried
    const everything = `${error.message} ${String(error.stack)} ${JSON.stringify(error)}`;
    for (const fragment of [wrongKey, `${wrongKey.slice(0, 3)}****`, wrongKey.slice(-4), KEY, 'Incorrect API key'])
      expect(everything).not.toContain(fragment);
  });

  test('a server that cannot be reached: a plain error', async () => {
    const error = await failure(
      new OpenAiVisionReader('llava', { apiKey: 'sk-a', baseURL: DEAD_URL, timeoutMs: 5000 }).read(PNG, 'image/png', 'en'),
    );
    expect(error.message).toBe('The vision model (llava) could not be reached');
  });

  test('a server that does not answer: the same error once each attempt has timed out', async () => {
    const baseURL = await server();
    standIn?.next({ kind: 'hang' }, 3);
    const error = await failure(new OpenAiVisionReader('llava', { apiKey: 'sk-a', baseURL, timeoutMs: 300 }).read(PNG, 'image/png', 'en'));
    expect(error.message).toBe('The vision model (llava) could not be reached');
    expect(standIn?.requests).toHaveLength(3);
  });
});
