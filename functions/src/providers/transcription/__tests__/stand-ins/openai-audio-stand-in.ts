// A local stand-in for OpenAI's POST /v1/audio/transcriptions, for tests: it parses the
// multipart upload (file, model, language, response_format), records every request, and
// answers like the API ({text}, verbose_json, text), or with a scripted failure (429 with
// retry-after, 500, ...) or delay. Listens on 127.0.0.1 on a free port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedTranscriptionRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string;
  /** The text fields of the form (model, language, response_format, ...). */
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | undefined;
  /** How the stand-in answered. */
  status: number;
}

export interface ScriptedFailure {
  status: number;
  /** Sent as retry-after (seconds). */
  retryAfterSeconds?: number;
  /** Sent as retry-after-ms (OpenAI's SDK honours it). */
  retryAfterMs?: number;
}

export interface OpenAiAudioStandInOptions {
  /** The text answered for an uploaded file (default: "audio of N ms"). */
  transcribe?: (file: Buffer, fields: Record<string, string>) => string;
  /** Milliseconds to wait before answering the nth successful request (0-based), default 0. */
  delayMs?: (index: number, file: Buffer) => number;
  /** The expected bearer token (default: anything non-empty). */
  apiKey?: string;
}

export class OpenAiAudioStandIn {
  readonly requests: RecordedTranscriptionRequest[] = [];
  private readonly failures: ScriptedFailure[] = [];
  private server: Server | undefined;
  private successes = 0;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: OpenAiAudioStandInOptions = {}) {}

  /** The next `times` requests are answered with this failure. */
  failNext(times: number, failure: ScriptedFailure): void {
    for (let i = 0; i < times; i += 1) this.failures.push(failure);
  }

  /** Starts listening; resolves to the base URL for the SDK (http://127.0.0.1:PORT/v1). */
  async start(): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The successful requests' WAV files, in the order they arrived. */
  get uploads(): Buffer[] {
    return this.requests.filter((r) => r.status === 200 && r.file).map((r) => (r.file as { bytes: Buffer }).bytes);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const record: RecordedTranscriptionRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'] ?? '',
      fields: {},
      file: undefined,
      status: 0,
    };
    this.requests.push(record);
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
      record.status = status;
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      res.writeHead(status, { 'content-type': typeof payload === 'string' ? 'text/plain' : 'application/json', ...headers });
      res.end(text);
    };
    const error = (status: number, message: string, type: string, code: string | null = null, headers = {}): void =>
      answer(status, { error: { message, type, param: null, code } }, headers);

    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return error(404, 'Not found', 'invalid_request_error');
    const bearer = /^Bearer (.+)$/.exec(record.authorization ?? '')?.[1];
    if (!bearer || (this.options.apiKey !== undefined && bearer !== this.options.apiKey)) {
      return error(401, 'Incorrect API key provided', 'invalid_request_error', 'invalid_api_key');
    }
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': record.contentType } }).formData();
    } catch {
      return error(400, 'Could not parse multipart form', 'invalid_request_error');
    }
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') record.fields[name] = value;
      else record.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    if (!record.file) return error(400, "Missing required parameter: 'file'.", 'invalid_request_error');
    if (!record.fields.model) return error(400, "Missing required parameter: 'model'.", 'invalid_request_error');

    const failure = this.failures.shift();
    if (failure) {
      const headers: Record<string, string> = {};
      if (failure.retryAfterSeconds !== undefined) headers['retry-after'] = String(failure.retryAfterSeconds);
      if (failure.retryAfterMs !== undefined) headers['retry-after-ms'] = String(failure.retryAfterMs);
      const [type, message] =
        failure.status === 429
          ? ['requests', 'Rate limit reached']
          : ['server_error', 'The server had an error while processing your request'];
      return error(failure.status, message, type, null, headers);
    }

    const index = this.successes;
    this.successes += 1;
    const delay = this.options.delayMs?.(index, record.file.bytes) ?? 0;
    if (delay > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          resolve();
        }, delay);
        this.timers.add(timer);
      });
    }
    const text = this.options.transcribe?.(record.file.bytes, record.fields) ?? `audio of ${wavDurationMs(record.file.bytes)} ms`;
    const format = record.fields.response_format ?? 'json';
    if (format === 'text') return answer(200, text);
    if (format === 'verbose_json') {
      const duration = wavDurationMs(record.file.bytes) / 1000;
      return answer(200, {
        task: 'transcribe',
        language: record.fields.language ?? 'english',
        duration,
        text,
        segments: [
          {
            id: 0,
            seek: 0,
            start: 0,
            end: duration,
            text,
            tokens: [],
            temperature: 0,
            avg_logprob: 0,
            compression_ratio: 1,
            no_speech_prob: 0,
          },
        ],
      });
    }
    return answer(200, { text });
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

/** Duration of a 16-bit mono WAV from its header (data bytes / byte rate). */
function wavDurationMs(wav: Buffer): number {
  if (wav.length < 44) return 0;
  return Math.round((wav.readUInt32LE(40) / wav.readUInt32LE(28)) * 1000);
}
