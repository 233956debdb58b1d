// The language model that writes notes, through OpenAI's Chat Completions API with streaming
// (POST {baseURL}/chat/completions, stream: true). Any OpenAI-compatible server works through
// `baseURL`: Ollama (http://127.0.0.1:11434/v1, no key), vLLM, llama.cpp's server, ...
//
// Retries are ours, not the SDK's (it runs with maxRetries 0): the SDK's wait between retries
// ignores the abort signal and waits out any retry-after however long, so a generation could
// outlive its time limit or its cancellation. Here every attempt, wait and stream read falls
// under one total time limit (default 5 minutes, the product's limit for a note), and:
// - HTTP 429, 408, 409, 5xx and connection failures are retried up to `maxRetries` times,
//   after the wait the server asks for (retry-after-ms, retry-after in seconds or as a date)
//   or else 0.5 s, 1 s, 2 s ... (at most 8 s, with jitter). `x-should-retry: true|false`
//   overrides. A wait longer than `maxRetryWaitMs` or past the time limit is not waited out:
//   the error is reported at once (retryable).
// - A stream that breaks before its first text is retried too (nothing was shown yet); once
//   text went to onText, a break is an error ('interrupted'), never a silently shorter note.
//   The SDK ends a stream quietly when it is aborted and when the server just closes it, so
//   an answer counts as complete only with a finish_reason.
// - finish_reason 'length' (token limit) and 'content_filter' are errors, not notes.
//
// Privacy: the SDK's own logging is off (at debug level it logs request bodies, i.e. the
// transcript); our errors carry the HTTP status, the server's error code and request id, but
// not the server's message (OpenAI's 401 message quotes part of the key), the prompt or text.
import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { NOTE_GENERATION_TIMEOUT_MS } from '../../shared/limits';
import { NoteModelError, type NoteModel, type NoteModelErrorCode, type NoteModelRequest } from './types';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

export interface OpenAiChatModelOptions {
  /** Sent as the bearer token. Omit for servers without keys (Ollama); baseURL is needed then. */
  apiKey?: string;
  /** An OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1 (default: OpenAI). */
  baseURL?: string;
  /** The model name, e.g. 'gpt-4o-mini' or 'llama3.1:8b'. */
  model: string;
  /** Total time of one generate(), retries and waits included (default 5 minutes). */
  timeoutMs?: number;
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** A retry-after longer than this is not waited out (default 60 000 ms). */
  maxRetryWaitMs?: number;
  /**
   * Reasoning models (o1, o3, gpt-5...) take max_completion_tokens instead of max_tokens and
   * refuse a temperature. Default: guessed from the model name (o<digit>..., gpt-5...).
   */
  reasoning?: boolean;
}

/** Chunks are read as this: the fields of ChatCompletionChunk we use, loosely typed for other servers. */
interface Chunk {
  choices?: Array<{ delta?: { content?: string | null } | null; finish_reason?: string | null }>;
}

/** The stream ended (the server closed it) without saying the answer was complete. */
class UnfinishedStream extends Error {}

const BASE_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 8000;

export class OpenAiChatModel implements NoteModel {
  readonly id: string;
  readonly label: string;
  private readonly client: OpenAI;
  private readonly model: string;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly maxRetryWaitMs: number;
  private readonly reasoning: boolean;
  /** Where the server is, for messages: the host only (a URL may carry credentials). */
  private readonly host: string;

  constructor(options: OpenAiChatModelOptions) {
    const model = options.model.trim();
    if (!model) throw new Error('OpenAiChatModel: a model name is required');
    const apiKey = options.apiKey?.trim() || undefined;
    const baseURL = options.baseURL?.trim().replace(/\/+$/, '') || OPENAI_BASE_URL;
    const host = hostOf(baseURL);
    if (!apiKey && host === 'api.openai.com') throw new Error('OpenAiChatModel: OpenAI needs an API key');
    this.timeoutMs = options.timeoutMs ?? NOTE_GENERATION_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? 3;
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? 60_000;
    if (!(this.timeoutMs > 0) || !Number.isInteger(this.maxRetries) || this.maxRetries < 0 || !(this.maxRetryWaitMs >= 0)) {
      throw new Error('OpenAiChatModel: timeoutMs must be positive, maxRetries a whole number ≥ 0, maxRetryWaitMs ≥ 0');
    }
    this.model = model;
    this.host = host;
    this.reasoning = options.reasoning ?? /^(o\d|gpt-5)/i.test(model);
    this.id = `${host === 'api.openai.com' ? 'openai' : 'openai-compatible'}:${model}`;
    this.label = model;
    this.client = new OpenAI({
      // The SDK insists on a key; without one the Authorization header is removed instead.
      apiKey: apiKey ?? 'none',
      defaultHeaders: apiKey ? undefined : { Authorization: null },
      baseURL,
      maxRetries: 0,
      timeout: Math.ceil(this.timeoutMs),
      logLevel: 'off',
    });
  }

  async generate(request: NoteModelRequest, onText?: (piece: string) => void): Promise<string> {
    const deadline = Date.now() + this.timeoutMs;
    const outOfTime = AbortSignal.timeout(this.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, outOfTime]) : outOfTime;
    /**
     * The generation was stopped from outside: cancelled by the caller, or out of time. The
     * deadline counts, not only our timer: the SDK's own timer, set to the same deadline, may
     * fire first and fail the request with another error.
     */
    const stopped = (): NoteModelError | undefined => {
      if (request.signal?.aborted) return new NoteModelError('Note generation was cancelled', false, undefined, 'cancelled');
      if (outOfTime.aborted || Date.now() >= deadline) {
        const seconds = Math.round(this.timeoutMs / 100) / 10;
        return new NoteModelError(
          `The language model (${this.label}) did not finish the note within ${seconds} s`,
          true,
          undefined,
          'timeout',
        );
      }
      return undefined;
    };
    let callerError: { error: unknown } | undefined;
    const progress = { emitted: 0, streaming: false };
    const emit = (piece: string): void => {
      progress.emitted += piece.length;
      try {
        onText?.(piece);
      } catch (error) {
        callerError = { error };
        throw error;
      }
    };
    for (let attempt = 0; ; attempt += 1) {
      progress.emitted = 0;
      progress.streaming = false;
      try {
        const halt = stopped();
        if (halt) throw halt;
        return await this.attempt(request, signal, deadline, attempt, progress, emit);
      } catch (error) {
        if (callerError) throw callerError.error;
        const halt = stopped();
        if (halt) throw halt;
        const failure = this.classify(error, progress, attempt + 1);
        if (!failure.retry || progress.emitted > 0 || attempt >= this.maxRetries) throw failure.error;
        const wait = retryWaitMs(error, attempt);
        if (wait > this.maxRetryWaitMs || Date.now() + wait >= deadline) throw failure.error;
        try {
          await sleep(wait, undefined, { signal });
        } catch {
          throw stopped() ?? failure.error;
        }
      }
    }
  }

  private async attempt(
    request: NoteModelRequest,
    signal: AbortSignal,
    deadline: number,
    attempt: number,
    progress: { streaming: boolean },
    emit: (piece: string) => void,
  ): Promise<string> {
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [];
    if (request.system) messages.push({ role: 'system', content: request.system });
    messages.push({ role: 'user', content: request.user });
    const body: OpenAI.Chat.ChatCompletionCreateParamsStreaming = { model: this.model, messages, stream: true };
    if (request.maxTokens !== undefined) {
      if (this.reasoning) body.max_completion_tokens = request.maxTokens;
      else body.max_tokens = request.maxTokens;
    }
    if (request.temperature !== undefined && !this.reasoning) body.temperature = request.temperature;

    const stream = await this.client.chat.completions.create(body, {
      signal,
      timeout: Math.max(1, Math.ceil(deadline - Date.now())),
      maxRetries: 0,
      headers: { 'X-Stainless-Retry-Count': String(attempt) },
    });
    progress.streaming = true;
    let text = '';
    let finish: string | undefined;
    for await (const chunk of stream as AsyncIterable<Chunk>) {
      const choice = chunk.choices?.[0];
      const piece = choice?.delta?.content;
      if (piece) {
        text += piece;
        emit(piece);
      }
      if (choice?.finish_reason) finish = choice.finish_reason;
    }
    // The SDK ends the iteration without an error when the request was aborted.
    if (signal.aborted) throw new UnfinishedStream('aborted');
    if (!finish) throw new UnfinishedStream('no finish_reason');
    if (finish === 'length') {
      const limit = request.maxTokens !== undefined ? ` of ${request.maxTokens} tokens` : '';
      throw new NoteModelError(
        `The note reached the language model's length limit${limit} before it was complete`,
        false,
        undefined,
        'truncated',
      );
    }
    if (finish === 'content_filter') {
      throw new NoteModelError("The language model's content filter stopped the note", false, undefined, 'refused');
    }
    if (!text.trim()) throw new NoteModelError(`The language model (${this.label}) answered no text`, true, undefined, 'empty');
    return text;
  }

  /** The NoteModelError for a failed attempt, and whether another attempt may do better. */
  private classify(
    error: unknown,
    progress: { emitted: number; streaming: boolean },
    attempts: number,
  ): { error: NoteModelError; retry: boolean } {
    if (error instanceof NoteModelError) return { error, retry: false };
    const tries = attempts > 1 ? `, after ${attempts} attempts` : '';
    if (error instanceof APIConnectionTimeoutError) {
      // The SDK's timer runs to our deadline; it fires when the headers never came.
      const seconds = Math.round(this.timeoutMs / 100) / 10;
      return {
        error: new NoteModelError(`The language model (${this.label}) did not answer within ${seconds} s`, true, undefined, 'timeout'),
        retry: false,
      };
    }
    if (error instanceof APIError && typeof error.status === 'number') {
      const { status } = error;
      const details = describe(error);
      const should = error.headers?.get('x-should-retry');
      let code: NoteModelErrorCode;
      let message: string;
      if (status === 429) {
        code = 'rate_limited';
        message = `The language model service is over its rate limit (${details}${tries})`;
      } else if (status === 408 || status === 409 || status >= 500) {
        code = 'unavailable';
        message = `The language model service failed (${details}${tries})`;
      } else if (status === 401 || status === 403) {
        code = 'auth';
        message = `The language model service refused the API key (${details})`;
      } else {
        code = 'rejected';
        message = `The language model service rejected the request for ${this.label} (${details})`;
      }
      const retryable = should === 'true' || (should !== 'false' && (code === 'rate_limited' || code === 'unavailable'));
      return { error: new NoteModelError(message, retryable, status, code), retry: retryable };
    }
    if (!progress.streaming) {
      // No answer at all: refused connection, reset, DNS failure...
      const reason = error instanceof APIConnectionError ? 'could not connect' : 'no answer';
      return {
        error: new NoteModelError(
          `The language model service at ${this.host} is unreachable (${reason}${tries})`,
          true,
          undefined,
          'unavailable',
        ),
        retry: true,
      };
    }
    // The stream broke: connection lost, an error event, a malformed chunk, or closed early.
    const where = progress.emitted > 0 ? `after ${progress.emitted} characters` : 'before any text';
    const why = error instanceof APIError ? `, ${describe(error)}` : '';
    return {
      error: new NoteModelError(
        `The answer of the language model (${this.label}) broke off ${where}${why}${tries}`,
        true,
        undefined,
        'interrupted',
      ),
      retry: true,
    };
  }
}

/** "HTTP 429, rate_limit_exceeded, request req_123": never the server's message (it may quote the key). */
function describe(error: APIError): string {
  const parts: string[] = [];
  if (typeof error.status === 'number') parts.push(`HTTP ${error.status}`);
  const code = typeof error.code === 'string' ? error.code : typeof error.type === 'string' ? error.type : undefined;
  if (code && /^[\w.-]{1,64}$/.test(code)) parts.push(code);
  if (typeof error.requestID === 'string' && /^[\w.-]{1,128}$/.test(error.requestID)) parts.push(`request ${error.requestID}`);
  return parts.join(', ') || 'server error';
}

/** How long to wait before the next attempt: what the server asked for, else exponential backoff. */
function retryWaitMs(error: unknown, attempt: number): number {
  const headers = error instanceof APIError ? error.headers : undefined;
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const after = headers?.get('retry-after');
  if (after) {
    const seconds = Number.parseFloat(after);
    if (Number.isFinite(seconds) && /^\s*[\d.]+\s*$/.test(after)) return Math.max(0, seconds * 1000);
    const date = Date.parse(after);
    if (Number.isFinite(date)) return Math.max(0, date - Date.now());
  }
  const delay = Math.min(BASE_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS);
  return delay * (1 - Math.random() * 0.25);
}

function hostOf(baseURL: string): string {
  try {
    return new URL(baseURL).host;
  } catch {
    throw new Error('OpenAiChatModel: baseURL must be a URL, e.g. http://127.0.0.1:11434/v1');
  }
}
