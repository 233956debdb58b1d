// A local stand-in for OpenAI's POST /v1/chat/completions, for tests and the note-stream
// benchmark (test code: not built into lib/; it imports Node's modules only, so the
// benchmark transpiles this one file itself). It answers like the API: with stream: true
// as server-sent events (`data: {chat.completion.chunk}` lines: first the assistant role,
// then one chunk per token, then the finish_reason, the usage chunk when
// stream_options.include_usage, then `data: [DONE]`), else one chat.completion JSON. The answer is cut at max_tokens /
// max_completion_tokens (finish_reason 'length'). Tokens come at a configurable pace.
//
// Scripted behaviours for the next requests: fail with a status (429 with retry-after, 500,
// ...), hang (never answer, or stall after some tokens), break the stream after some tokens
// (reset the connection, end it early, or send an error event). Every request is recorded
// (headers, parsed body, when it arrived) so tests can check what the SDK really sends.
// Listens on 127.0.0.1 on a free port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedChatRequest {
  method: string;
  path: string;
  /** Lower-case header names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
  authorization: string | undefined;
  /** The parsed JSON body (model, messages, stream, max_tokens, temperature, ...), or undefined. */
  body: ChatRequestBody | undefined;
  /** Date.now() when the request arrived. */
  receivedAt: number;
  /** How the stand-in answered (0 while answering or for a hang). */
  status: number;
  /** What was done: 'answer', or the scripted behaviour's kind. */
  outcome: 'answer' | Behaviour['kind'] | 'invalid';
  /** Date.now() when the answer was complete (its last byte written), else undefined. */
  answeredAt: number | undefined;
  /** The client closed the connection before the answer was complete. */
  clientClosed: boolean;
}

export interface ChatRequestBody {
  model?: unknown;
  messages?: unknown;
  stream?: unknown;
  stream_options?: { include_usage?: boolean } | null;
  max_tokens?: unknown;
  max_completion_tokens?: unknown;
  temperature?: unknown;
  [field: string]: unknown;
}

/** What the stand-in does with one request instead of answering normally. */
export type Behaviour =
  /** Answer with an API error. 429s carry type 'requests' and code 'rate_limit_exceeded'. */
  | {
      kind: 'fail';
      status: number;
      retryAfterSeconds?: number;
      retryAfterMs?: number;
      code?: string;
      message?: string;
      headers?: Record<string, string>;
    }
  /** Never answer (afterTokens undefined), or stream that many tokens and then stall. */
  | { kind: 'hang'; afterTokens?: number }
  /**
   * Stream `afterTokens` tokens, then: 'reset' destroys the connection (incomplete chunked
   * body), 'end' ends the response cleanly without finish_reason or [DONE], 'error' sends an
   * error event (`data: {"error": ...}`) and ends.
   */
  | { kind: 'break'; afterTokens: number; how: 'reset' | 'end' | 'error' };

export interface OpenAiChatStandInOptions {
  /** The answer's text (default 'This is the stand-in answer.'), or made from the request. */
  answer?: string | ((body: ChatRequestBody) => string);
  /** Pause before the first token, after the headers (default 0 ms). */
  firstTokenDelayMs?: number;
  /** Pause between tokens (default 0 ms). */
  tokenDelayMs?: number;
  /** The bearer token required; undefined: any token, or none (like Ollama). */
  apiKey?: string;
}

/**
 * The tokens the stand-in streams for a text: a word with the spaces before it (trailing
 * spaces go with the last one). Joined, they give back the text exactly.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = text.match(/\s*\S+/g) ?? [];
  const rest = text.slice(tokens.join('').length);
  if (rest) {
    if (tokens.length > 0) tokens[tokens.length - 1] += rest;
    else tokens.push(rest);
  }
  return tokens;
}

export class OpenAiChatStandIn {
  readonly requests: RecordedChatRequest[] = [];
  private readonly script: Behaviour[] = [];
  private server: Server | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private counter = 0;

  constructor(private readonly options: OpenAiChatStandInOptions = {}) {}

  /** The next `times` requests get this behaviour (after those already scripted). */
  next(behaviour: Behaviour, times = 1): this {
    for (let i = 0; i < times; i += 1) this.script.push(behaviour);
    return this;
  }

  /** Starts listening; resolves to the base URL for the SDK (http://127.0.0.1:PORT/v1). */
  async start(): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  }

  /** Stops: cancels pending answers, drops every connection (hung ones too). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req).catch(() => Buffer.alloc(0));
    const record: RecordedChatRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: { ...req.headers },
      authorization: req.headers.authorization,
      body: undefined,
      receivedAt: Date.now(),
      status: 0,
      outcome: 'invalid',
      answeredAt: undefined,
      clientClosed: false,
    };
    this.requests.push(record);
    const requestId = `req_standin_${(this.counter += 1)}`;
    let finished = false;
    res.on('finish', () => {
      finished = true;
      record.answeredAt = Date.now();
    });
    res.on('close', () => {
      if (!finished) record.clientClosed = true;
    });
    const json = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
      record.status = status;
      res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': requestId, ...headers });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, message: string, type: string, code: string | null = null, headers: Record<string, string> = {}): void =>
      json(status, { error: { message, type, param: null, code } }, headers);

    if (req.method !== 'POST' || !/^(\/v1)?\/chat\/completions(\?|$)/.test(req.url ?? '')) {
      return error(404, `Invalid URL (${req.method} ${req.url})`, 'invalid_request_error');
    }
    const bearer = /^Bearer (.+)$/.exec(record.authorization ?? '')?.[1];
    if (this.options.apiKey !== undefined && bearer !== this.options.apiKey) {
      // Like OpenAI, the message quotes part of the key: the client must not pass it on.
      const shown = bearer ? `${bearer.slice(0, 3)}****${bearer.slice(-4)}` : '';
      return error(
        401,
        `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    let body: ChatRequestBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as ChatRequestBody;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    } catch {
      return error(400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
    }
    record.body = body;
    if (typeof body.model !== 'string' || !body.model) return error(400, 'you must provide a model parameter', 'invalid_request_error');
    const messages = body.messages;
    if (!Array.isArray(messages) || messages.length === 0)
      return error(400, "Missing required parameter: 'messages'.", 'invalid_request_error', 'missing_required_parameter');
    if (!messages.every((m) => typeof m === 'object' && m !== null && typeof m.role === 'string' && 'content' in m)) {
      return error(400, "Invalid value for 'messages': each message needs a role and content.", 'invalid_request_error');
    }
    const model = body.model;

    const behaviour = this.script.shift();
    record.outcome = behaviour?.kind ?? 'answer';
    if (behaviour?.kind === 'fail') {
      const headers: Record<string, string> = { ...behaviour.headers };
      if (behaviour.retryAfterSeconds !== undefined) headers['retry-after'] = String(behaviour.retryAfterSeconds);
      if (behaviour.retryAfterMs !== undefined) headers['retry-after-ms'] = String(behaviour.retryAfterMs);
      const rateLimited = behaviour.status === 429;
      return error(
        behaviour.status,
        behaviour.message ??
          (rateLimited
            ? `Rate limit reached for ${model}. Please try again later.`
            : 'The server had an error while processing your request. Sorry about that!'),
        rateLimited ? 'requests' : behaviour.status >= 500 ? 'server_error' : 'invalid_request_error',
        behaviour.code ?? (rateLimited ? 'rate_limit_exceeded' : null),
        headers,
      );
    }
    if (behaviour?.kind === 'hang' && behaviour.afterTokens === undefined) return; // no answer at all

    const text =
      typeof this.options.answer === 'function' ? this.options.answer(body) : (this.options.answer ?? 'This is the stand-in answer.');
    const all = tokenize(text);
    const limit = [body.max_completion_tokens, body.max_tokens].find((v): v is number => typeof v === 'number' && v > 0);
    const tokens = limit !== undefined && all.length > limit ? all.slice(0, limit) : all;
    const finishReason = tokens.length < all.length ? 'length' : 'stop';
    const id = `chatcmpl-standin${this.counter}`;
    const created = Math.floor(Date.now() / 1000);
    const promptTokens = messages.reduce(
      (n: number, m: { content?: unknown }) => n + (typeof m.content === 'string' ? tokenize(m.content).length : 0),
      0,
    );
    const usage = { prompt_tokens: promptTokens, completion_tokens: tokens.length, total_tokens: promptTokens + tokens.length };
    const firstDelay = this.options.firstTokenDelayMs ?? 0;
    const tokenDelay = this.options.tokenDelayMs ?? 0;
    const open = (): boolean => !res.destroyed && !res.writableEnded;

    if (body.stream !== true) {
      await this.sleep(firstDelay + tokenDelay * Math.max(0, tokens.length - 1));
      if (!open()) return;
      return json(200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: tokens.join(''), refusal: null },
            logprobs: null,
            finish_reason: finishReason,
          },
        ],
        usage,
        system_fingerprint: 'fp_standin',
      });
    }

    record.status = 200;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-request-id': requestId,
    });
    res.flushHeaders();
    const chunk = (delta: Record<string, unknown>, finish: string | null): Record<string, unknown> => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      system_fingerprint: 'fp_standin',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    });
    /** Writes one event; resolves when it has left for the network (so a reset loses none of it). */
    const send = (payload: unknown): Promise<void> =>
      new Promise((resolve) => {
        if (!open()) return resolve();
        res.write(`data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`, () => resolve());
      });
    await send(chunk({ role: 'assistant', content: '', refusal: null }, null));
    const stopAt =
      behaviour?.kind === 'hang' || behaviour?.kind === 'break' ? Math.min(behaviour.afterTokens ?? 0, tokens.length) : tokens.length;
    for (let i = 0; i < stopAt; i += 1) {
      await this.sleep(i === 0 ? firstDelay : tokenDelay);
      if (!open()) return;
      await send(chunk({ content: tokens[i] }, null));
    }
    if (behaviour?.kind === 'hang') return; // stalls: headers and some tokens, then nothing
    if (behaviour?.kind === 'break') {
      if (behaviour.how === 'reset') {
        res.destroy();
        req.socket.destroy();
      } else {
        if (behaviour.how === 'error')
          await send({
            error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null },
          });
        res.end();
      }
      return;
    }
    if (tokens.length === 0) await this.sleep(firstDelay);
    await send(chunk({}, finishReason));
    if (body.stream_options?.include_usage)
      await send({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_standin', choices: [], usage });
    await send('[DONE]');
    if (open()) res.end();
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts)));
    req.on('error', reject);
  });
}
