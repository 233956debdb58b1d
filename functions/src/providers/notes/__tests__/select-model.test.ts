// selectNoteModel: which model writes notes under which environment, and that the chosen
// model really talks to the configured server (the local stand-in) the configured way.
import { OpenAiChatModel } from '../openai-chat';
import { DEFAULT_NOTES_MODEL, selectNoteModel } from '../select-model';
import { OpenAiChatStandIn } from './stand-ins/openai-chat-stand-in';
import { loadConfig } from '../../../config';

jest.setTimeout(10_000);

const REQUEST = { system: 'Write a progress note.', user: 'Transcript: hello.' };

describe('selectNoteModel', () => {
  let standIn: OpenAiChatStandIn | undefined;

  afterEach(async () => {
    await standIn?.stop();
    standIn = undefined;
  });

  async function server(apiKey?: string): Promise<string> {
    standIn = new OpenAiChatStandIn({ answer: 'Progress note.', apiKey });
    return standIn.start();
  }

  test('nothing configured, or only blanks: null (the offline draft generator is used)', () => {
    expect(selectNoteModel(loadConfig({}).noteModel)).toBeNull();
    expect(selectNoteModel(loadConfig({ OPENAI_API_KEY: '  ', OPENAI_NOTES_MODEL: 'gpt-4o' }).noteModel)).toBeNull();
  });

  test('OPENAI_API_KEY: OpenAI with the default model, or OPENAI_NOTES_MODEL', () => {
    const model = selectNoteModel(loadConfig({ OPENAI_API_KEY: 'sk-a' }).noteModel);
    expect(model).toBeInstanceOf(OpenAiChatModel);
    expect(model).toMatchObject({ id: `openai:${DEFAULT_NOTES_MODEL}`, label: 'gpt-4o-mini' });
    expect(selectNoteModel(loadConfig({ OPENAI_API_KEY: 'sk-a', OPENAI_NOTES_MODEL: ' gpt-4.1-mini ' }).noteModel)).toMatchObject({
      id: 'openai:gpt-4.1-mini',
      label: 'gpt-4.1-mini',
    });
  });

  test('OPENAI_API_KEY with OPENAI_BASE_URL: the compatible server, with the key', async () => {
    const baseURL = await server('sk-local');
    const model = selectNoteModel(
      loadConfig({ OPENAI_API_KEY: ' sk-local ', OPENAI_BASE_URL: baseURL, OPENAI_NOTES_MODEL: 'qwen2.5:7b' }).noteModel,
    );
    expect(model).toMatchObject({ id: 'openai-compatible:qwen2.5:7b', label: 'qwen2.5:7b' });
    expect(await model?.generate(REQUEST)).toBe('Progress note.');
    expect(standIn?.requests[0]).toMatchObject({ authorization: 'Bearer sk-local', body: { model: 'qwen2.5:7b', stream: true } });
  });

  test('NOTES_MODEL_KEYLESS=1 with a base URL and no key: no Authorization header (Ollama)', async () => {
    const baseURL = await server();
    const model = selectNoteModel(
      loadConfig({ NOTES_MODEL_KEYLESS: '1', OPENAI_BASE_URL: baseURL, OPENAI_NOTES_MODEL: 'llama3.1:8b' }).noteModel,
    );
    expect(model).toMatchObject({ id: 'openai-compatible:llama3.1:8b' });
    expect(await model?.generate(REQUEST)).toBe('Progress note.');
    expect(standIn?.requests[0].authorization).toBeUndefined();
    expect(standIn?.requests[0].headers.authorization).toBeUndefined();
  });

  test('keyless needs both the flag and a base URL', () => {
    expect(selectNoteModel(loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).noteModel)).toBeNull();
    expect(selectNoteModel(loadConfig({ NOTES_MODEL_KEYLESS: '1' }).noteModel)).toBeNull();
    expect(selectNoteModel(loadConfig({ NOTES_MODEL_KEYLESS: 'yes', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).noteModel)).toBeNull();
    // OpenAI itself never goes keyless.
    expect(() => selectNoteModel(loadConfig({ NOTES_MODEL_KEYLESS: '1', OPENAI_BASE_URL: 'https://api.openai.com/v1' }).noteModel)).toThrow(
      /needs an API key/,
    );
  });

  test('OPENAI_NOTES_BASE_URL overrides OPENAI_BASE_URL for notes', async () => {
    const baseURL = await server();
    const model = selectNoteModel(
      loadConfig({ OPENAI_API_KEY: 'sk-a', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_NOTES_BASE_URL: baseURL }).noteModel,
    );
    expect(await model?.generate(REQUEST)).toBe('Progress note.');
    expect(standIn?.requests).toHaveLength(1);
  });

  test('a base URL that is not a URL is a configuration error', () => {
    expect(() => selectNoteModel(loadConfig({ OPENAI_API_KEY: 'sk-a', OPENAI_BASE_URL: 'localhost 11434' }).noteModel)).toThrow(
      /OPENAI_BASE_URL: OPENAI_BASE_URL is not a URL/,
    );
  });

  test('reads only the environment it is given, not process.env (the SDK would)', async () => {
    const baseURL = await server('sk-given');
    const saved = { key: process.env.OPENAI_API_KEY, base: process.env.OPENAI_BASE_URL };
    process.env.OPENAI_API_KEY = 'sk-process';
    process.env.OPENAI_BASE_URL = 'http://127.0.0.1:9/v1';
    try {
      expect(selectNoteModel(loadConfig({}).noteModel)).toBeNull();
      const model = selectNoteModel(loadConfig({ OPENAI_API_KEY: 'sk-given', OPENAI_NOTES_BASE_URL: baseURL }).noteModel);
      expect(await model?.generate(REQUEST)).toBe('Progress note.');
      expect(standIn?.requests[0].authorization).toBe('Bearer sk-given');
      // No base URL given: OpenAI's, not process.env's.
      expect(selectNoteModel(loadConfig({ OPENAI_API_KEY: 'sk-given' }).noteModel)?.id).toBe('openai:gpt-4o-mini');
    } finally {
      restore('OPENAI_API_KEY', saved.key);
      restore('OPENAI_BASE_URL', saved.base);
    }
  });
});

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
