// OpenAiChatModel through the real openai SDK against a local /v1/chat/completions stand-in:
// streamed pieces in order, the request the SDK really sends, bounded retries that honour
// retry-after, the total time limit, and streams that break (an error, never a shorter note).
import { inspect } from 'node:util';
import OpenAI from 'openai';
import { OpenAiChatModel, type OpenAiChatModelOptions } from '../openai-chat';
import { OpenAiChatStandIn, tokenize, type OpenAiChatStandInOptions } from './stand-ins/openai-chat-stand-in';
import { NoteModelError, type NoteModelRequest } from '../types';

jest.setTimeout(10_000);

const KEY = 'sk-test-5ecret-Key-9876';
const ANSWER =
  'Subjective: The client reports sleeping better since the last session. ' +
  'Objective: Calm, engaged, good eye contact. Assessment: Progress toward goals. Plan: Continue weekly sessions.';
const REQUEST: NoteModelRequest = { system: 'You write SOAP notes.', user: 'Transcript: I slept better this week.' };

let standIn: OpenAiChatStandIn;

async function setUp(standInOptions: OpenAiChatStandInOptions = {}, options: Partial<OpenAiChatModelOptions> = {}) {
  standIn = new OpenAiChatStandIn({ answer: ANSWER, apiKey: KEY, ...standInOptions });
  const baseURL = await standIn.start();
  return new OpenAiChatModel({ apiKey: KEY, baseURL, model: 'gpt-4o-mini', ...options });
}

afterEach(async () => {
  await standIn?.stop();
});

/** Runs a generation, recording each piece and when it came; the failure, if any. */
async function run(model: OpenAiChatModel, request: NoteModelRequest = REQUEST) {
  const started = Date.now();
  const pieces: Array<{ text: string; at: number }> = [];
  let text: string | undefined;
  let error: unknown;
  try {
    text = await model.generate(request, (piece) => pieces.push({ text: piece, at: Date.now() }));
  } catch (caught) {
    error = caught;
  }
  return { text, error, pieces, started, elapsed: Date.now() - started, endedAt: Date.now() };
}

function noteModelError(error: unknown): NoteModelError {
  expect(error).toBeInstanceOf(NoteModelError);
  return error as NoteModelError;
}

describe('OpenAiChatModel', () => {
  test('streams the answer in pieces, in order, the first long before the end; resolves to the whole text', async () => {
    const model = await setUp({ firstTokenDelayMs: 50, tokenDelayMs: 15 });
    const { text, error, pieces, endedAt } = await run(model);

    expect(error).toBeUndefined();
    expect(text).toBe(ANSWER);
    expect(pieces.map((p) => p.text)).toEqual(tokenize(ANSWER));
    expect(pieces.length).toBeGreaterThan(20);
    // Ordering, not thresholds: the first piece was here before the server had even sent the
    // rest of the answer, and pieces came over time, not all at once at the end.
    const [request] = standIn.requests;
    expect(request.answeredAt).toBeDefined();
    expect(pieces[0].at).toBeLessThan(request.answeredAt as number);
    expect(pieces[0].at).toBeLessThan(pieces[pieces.length - 1].at);
    const before = pieces.filter((p) => p.at < (request.answeredAt as number)).length;
    expect(before).toBeGreaterThan(pieces.length / 2);
    expect(pieces[pieces.length - 1].at).toBeLessThanOrEqual(endedAt);
  });

  test('sends the documented request: POST /v1/chat/completions, bearer key, model, messages, stream, limits', async () => {
    const model = await setUp();
    expect(model.id).toBe('openai-compatible:gpt-4o-mini');
    expect(model.label).toBe('gpt-4o-mini');
    await model.generate({ ...REQUEST, maxTokens: 800, temperature: 0.3 });

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe(`Bearer ${KEY}`);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(request.headers['x-stainless-retry-count']).toBe('0');
    expect(request.body).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: REQUEST.system },
        { role: 'user', content: REQUEST.user },
      ],
      stream: true,
      max_tokens: 800,
      temperature: 0.3,
    });
  });

  test('reasoning models get max_completion_tokens and no temperature; without a system text, only the user message', async () => {
    const model = await setUp({}, { model: 'gpt-5-mini' });
    await model.generate({ system: '', user: 'Transcript', maxTokens: 500, temperature: 0.2 });
    expect(standIn.requests[0].body).toEqual({
      model: 'gpt-5-mini',
      messages: [{ role: 'user', content: 'Transcript' }],
      stream: true,
      max_completion_tokens: 500,
    });
  });

  test('without a key no Authorization header is sent (keyless local servers); OpenAI itself needs one', async () => {
    standIn = new OpenAiChatStandIn({ answer: 'ok then' });
    const baseURL = await standIn.start();
    const model = new OpenAiChatModel({ baseURL, model: 'llama3.1:8b' });
    expect(await model.generate(REQUEST)).toBe('ok then');
    expect(standIn.requests[0].authorization).toBeUndefined();
    expect(model.id).toBe('openai-compatible:llama3.1:8b');
    expect(() => new OpenAiChatModel({ model: 'gpt-4o-mini' })).toThrow(/needs an API key/);
    expect(new OpenAiChatModel({ apiKey: KEY, model: 'gpt-4o-mini' }).id).toBe('openai:gpt-4o-mini');
  });

  test('429 then success: waits the retry-after (seconds) and retries once', async () => {
    const model = await setUp();
    standIn.next({ kind: 'fail', status: 429, retryAfterSeconds: 1 });
    const { text, error, pieces } = await run(model);

    expect(error).toBeUndefined();
    expect(text).toBe(ANSWER);
    expect(pieces.map((p) => p.text).join('')).toBe(ANSWER);
    expect(standIn.requests.map((r) => r.status)).toEqual([429, 200]);
    const gap = standIn.requests[1].receivedAt - standIn.requests[0].receivedAt;
    expect(gap).toBeGreaterThanOrEqual(950);
    expect(gap).toBeLessThan(3000);
    expect(standIn.requests[1].headers['x-stainless-retry-count']).toBe('1');
  });

  test('429 twice with retry-after-ms: retried after the asked wait', async () => {
    const model = await setUp();
    standIn.next({ kind: 'fail', status: 429, retryAfterMs: 150 }, 2);
    const { text } = await run(model);
    expect(text).toBe(ANSWER);
    expect(standIn.requests.map((r) => r.status)).toEqual([429, 429, 200]);
    expect(standIn.requests[1].receivedAt - standIn.requests[0].receivedAt).toBeGreaterThanOrEqual(140);
    expect(standIn.requests[2].receivedAt - standIn.requests[1].receivedAt).toBeGreaterThanOrEqual(140);
  });

  test('500 beyond the retry budget: exactly 1 + maxRetries attempts with backoff, then a retryable error', async () => {
    const model = await setUp({}, { maxRetries: 2 });
    standIn.next({ kind: 'fail', status: 500 }, 5);
    const { error, pieces, elapsed } = await run(model);

    const failure = noteModelError(error);
    expect(failure).toMatchObject({ code: 'unavailable', retryable: true, status: 500 });
    expect(failure.message).toMatch(/HTTP 500.*after 3 attempts/);
    expect(failure.message).toMatch(/request req_standin_3/);
    expect(pieces).toEqual([]);
    expect(standIn.requests).toHaveLength(3);
    // Default backoff: about 0.5 s then 1 s (jitter takes off at most a quarter).
    const gaps = standIn.requests.slice(1).map((r, i) => r.receivedAt - standIn.requests[i].receivedAt);
    expect(gaps[0]).toBeGreaterThanOrEqual(370);
    expect(gaps[1]).toBeGreaterThanOrEqual(740);
    expect(elapsed).toBeLessThan(4000);
  });

  test('a retry-after past the time limit is not waited out: rate_limited at once', async () => {
    const model = await setUp({}, { timeoutMs: 3000 });
    standIn.next({ kind: 'fail', status: 429, retryAfterSeconds: 30 });
    const { error, elapsed } = await run(model);
    expect(noteModelError(error)).toMatchObject({ code: 'rate_limited', retryable: true, status: 429 });
    expect(standIn.requests).toHaveLength(1);
    expect(elapsed).toBeLessThan(1500);
  });

  test('x-should-retry: false is obeyed', async () => {
    const model = await setUp();
    standIn.next({ kind: 'fail', status: 503, headers: { 'x-should-retry': 'false' } }, 3);
    const { error } = await run(model);
    expect(noteModelError(error)).toMatchObject({ code: 'unavailable', retryable: false, status: 503 });
    expect(standIn.requests).toHaveLength(1);
  });

  test('a refused key: auth error, no retry, and the key appears nowhere in the error', async () => {
    const wrongKey = 'sk-wrong-ABCDEF-123456789';
    const model = await setUp({}, { apiKey: wrongKey });
    const { error } = await run(model);
    const failure = noteModelError(error);
    expect(failure).toMatchObject({ code: 'auth', retryable: false, status: 401 });
    expect(failure.message).toMatch(/HTTP 401, invalid_api_key/);
    const everything = `${failure.message}\n${failure.stack}\n${inspect(failure, { depth: 5 })}\n${JSON.stringify(failure)}`;
    for (const fragment of [wrongKey, wrongKey.slice(0, 3) + '****', wrongKey.slice(-4), KEY]) expect(everything).not.toContain(fragment);
    expect(standIn.requests).toHaveLength(1);
  });

  test('an unknown model (404) is rejected without retry', async () => {
    const model = await setUp();
    standIn.next({ kind: 'fail', status: 404, code: 'model_not_found', message: 'The model `gpt-9` does not exist' });
    const { error } = await run(model);
    expect(noteModelError(error)).toMatchObject({ code: 'rejected', retryable: false, status: 404 });
    expect((error as Error).message).toMatch(/model_not_found/);
    expect((error as Error).message).not.toMatch(/does not exist/);
    expect(standIn.requests).toHaveLength(1);
  });

  test('a server that never answers: timeout error at the time limit', async () => {
    const model = await setUp({}, { timeoutMs: 600 });
    standIn.next({ kind: 'hang' });
    const { error, elapsed } = await run(model);
    expect(noteModelError(error)).toMatchObject({ code: 'timeout', retryable: true });
    expect((error as Error).message).toMatch(/within 0\.6 s/);
    expect(elapsed).toBeGreaterThanOrEqual(550);
    expect(elapsed).toBeLessThan(2000);
    expect(standIn.requests).toHaveLength(1);
  });

  test('a stream that stalls after some text: timeout error, not the partial text', async () => {
    const model = await setUp({}, { timeoutMs: 700 });
    standIn.next({ kind: 'hang', afterTokens: 4 });
    const { text, error, pieces, elapsed } = await run(model);
    expect(text).toBeUndefined();
    expect(noteModelError(error)).toMatchObject({ code: 'timeout', retryable: true });
    expect(pieces.map((p) => p.text)).toEqual(tokenize(ANSWER).slice(0, 4));
    expect(elapsed).toBeGreaterThanOrEqual(650);
    expect(elapsed).toBeLessThan(2000);
    // The connection was dropped, the server does not go on generating for nobody.
    await waitFor(() => standIn.requests[0].clientClosed);
  });

  test.each([['reset'], ['end'], ['error']] as const)(
    'a stream that breaks mid-way (%s): interrupted error, no retry after text went out',
    async (how) => {
      const model = await setUp({ tokenDelayMs: 5 });
      standIn.next({ kind: 'break', afterTokens: 5, how });
      const { text, error, pieces } = await run(model);
      expect(text).toBeUndefined();
      const failure = noteModelError(error);
      expect(failure).toMatchObject({ code: 'interrupted', retryable: true });
      const shown = tokenize(ANSWER).slice(0, 5).join('');
      expect(failure.message).toContain(`after ${shown.length} characters`);
      expect(pieces.map((p) => p.text).join('')).toBe(shown);
      expect(standIn.requests).toHaveLength(1);
    },
  );

  test('a stream that breaks before any text is retried: each piece reaches onText once', async () => {
    const model = await setUp();
    standIn.next({ kind: 'break', afterTokens: 0, how: 'reset' });
    standIn.next({ kind: 'break', afterTokens: 0, how: 'end' });
    const { text, error, pieces } = await run(model);
    expect(error).toBeUndefined();
    expect(text).toBe(ANSWER);
    expect(pieces.map((p) => p.text).join('')).toBe(ANSWER);
    expect(standIn.requests).toHaveLength(3);
  });

  test('an answer cut at the token limit is an error (truncated), not a shorter note', async () => {
    const model = await setUp();
    const { error, pieces } = await run(model, { ...REQUEST, maxTokens: 6 });
    expect(noteModelError(error)).toMatchObject({ code: 'truncated', retryable: false });
    expect((error as Error).message).toMatch(/length limit of 6 tokens/);
    expect(pieces).toHaveLength(6);
  });

  test('an empty answer is an error', async () => {
    const model = await setUp({ answer: '' });
    const { error } = await run(model);
    expect(noteModelError(error)).toMatchObject({ code: 'empty', retryable: true });
  });

  test('the caller can cancel mid-stream: cancelled, the connection is closed', async () => {
    const model = await setUp({ tokenDelayMs: 30 });
    const controller = new AbortController();
    const pieces: string[] = [];
    const generation = model.generate({ ...REQUEST, signal: controller.signal }, (piece) => {
      pieces.push(piece);
      if (pieces.length === 3) controller.abort();
    });
    const error = await generation.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(noteModelError(error)).toMatchObject({ code: 'cancelled', retryable: false });
    expect(pieces).toHaveLength(3);
    await waitFor(() => standIn.requests[0].clientClosed);
    // An already aborted signal: no request at all.
    const again = await model.generate({ ...REQUEST, signal: AbortSignal.abort() }).catch((caught: unknown) => caught);
    expect(noteModelError(again).code).toBe('cancelled');
    expect(standIn.requests).toHaveLength(1);
  });

  test('if onText throws, generation stops with that error', async () => {
    const model = await setUp({ tokenDelayMs: 20 });
    const mine = new Error('the caller failed');
    const error = await model
      .generate(REQUEST, () => {
        throw mine;
      })
      .catch((caught: unknown) => caught);
    expect(error).toBe(mine);
    expect(standIn.requests).toHaveLength(1);
    await waitFor(() => standIn.requests[0].clientClosed);
  });

  test('an unreachable server: unavailable after the retries', async () => {
    // A port that was free a moment ago: nothing listens there.
    standIn = new OpenAiChatStandIn();
    const baseURL = await standIn.start();
    await standIn.stop();
    const model = new OpenAiChatModel({ apiKey: KEY, baseURL, model: 'gpt-4o-mini', maxRetries: 1 });
    const { error, elapsed } = await run(model);
    expect(noteModelError(error)).toMatchObject({ code: 'unavailable', retryable: true });
    expect((error as Error).message).toMatch(/127\.0\.0\.1:\d+ is unreachable \(could not connect, after 2 attempts\)/);
    expect(elapsed).toBeLessThan(3000);
  });
});

describe('OpenAiChatStandIn', () => {
  test('answers non-streaming requests with a chat.completion, and streams with usage when asked', async () => {
    standIn = new OpenAiChatStandIn({ answer: 'one two three' });
    const client = new OpenAI({ apiKey: 'any', baseURL: await standIn.start(), maxRetries: 0, logLevel: 'off' });
    const completion = await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi there' }] });
    expect(completion).toMatchObject({
      object: 'chat.completion',
      model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content: 'one two three' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 2, completion_tokens: 3, total_tokens: 5 },
    });
    expect(completion.id).toMatch(/^chatcmpl-/);
    expect(typeof completion.created).toBe('number');

    const stream = await client.chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks[0]).toMatchObject({
      object: 'chat.completion.chunk',
      model: 'm',
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
    });
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe('one two three');
    expect(chunks.at(-2)?.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { completion_tokens: 3 } });

    await expect(client.chat.completions.create({ model: '', messages: [] })).rejects.toMatchObject({ status: 400 });
  });

  test('tokenize gives back the text exactly', () => {
    for (const text of ['', ' ', 'a', ' lead  and trail ', 'line\nbreak\n']) expect(tokenize(text).join('')).toBe(text);
    expect(tokenize('one two')).toEqual(['one', ' two']);
  });
});

/** Waits (at most 2 s) until the condition holds. */
async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
