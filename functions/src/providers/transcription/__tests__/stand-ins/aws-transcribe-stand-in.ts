// A local stand-in for Amazon Transcribe streaming, for tests: a cleartext HTTP/2 server for
// POST /stream-transcription speaking the AWS event-stream framing (@smithy/core's codec).
// It checks the request headers (language, rate, encoding, SigV4 authorization), unwraps the
// signed envelopes into AudioEvent frames, counts the audio, "recognises" the synthetic words
// of ./test-audio.ts and answers TranscriptEvent frames with partial then final results.
// Failures can be scripted: an HTTP error before the stream, or an exception event after
// some audio. Listens on 127.0.0.1 on a free port.
import { EventStreamCodec, type Message, type MessageHeaders } from '@smithy/core/event-streams';
import { randomUUID } from 'node:crypto';
import { createServer, type Http2Server, type IncomingHttpHeaders, type ServerHttp2Session, type ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { WordDetector, type DetectorEvent } from './test-audio';

export interface RecordedStreamRequest {
  headers: IncomingHttpHeaders;
  /** Audio of the AudioEvents, in order. */
  audio: Buffer[];
  audioBytes: number;
  /** Every envelope carried :date and :chunk-signature headers. */
  signed: boolean;
  /** The client sent the empty end frame. */
  endFrame: boolean;
  words: string[];
  /** How it ended: 'ok', an HTTP status, or the exception sent. */
  outcome: string | undefined;
}

export type ScriptedAwsFailure =
  | { kind: 'http'; status: number; errorType: string; message: string }
  | { kind: 'exception'; exceptionType: string; message: string; afterBytes: number };

const codec = new EventStreamCodec(
  (bytes) => Buffer.from(bytes).toString('utf8'),
  (text) => new Uint8Array(Buffer.from(text, 'utf8')),
);

const text = (value: string) => ({ type: 'string' as const, value });

export class AwsTranscribeStandIn {
  readonly requests: RecordedStreamRequest[] = [];
  private readonly failures: ScriptedAwsFailure[] = [];
  private server: Http2Server | undefined;
  private readonly sessions = new Set<ServerHttp2Session>();

  failNext(times: number, failure: ScriptedAwsFailure): void {
    for (let i = 0; i < times; i += 1) this.failures.push(failure);
  }

  /** Starts listening; resolves to the endpoint (http://127.0.0.1:PORT). */
  async start(): Promise<string> {
    const server = createServer();
    server.on('session', (session) => {
      this.sessions.add(session);
      session.on('close', () => this.sessions.delete(session));
    });
    server.on('stream', (stream, headers) => this.handle(stream, headers));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Sessions left open by the client would keep close() waiting.
      for (const session of this.sessions) session.destroy();
    });
  }

  get audioBytes(): number {
    return this.requests.reduce((sum, request) => sum + request.audioBytes, 0);
  }

  private handle(stream: ServerHttp2Stream, headers: IncomingHttpHeaders): void {
    const record: RecordedStreamRequest = {
      headers,
      audio: [],
      audioBytes: 0,
      signed: true,
      endFrame: false,
      words: [],
      outcome: undefined,
    };
    this.requests.push(record);
    stream.on('error', () => undefined);
    const httpError = (status: number, errorType: string, message: string): void => {
      record.outcome = String(status);
      stream.respond({
        ':status': status,
        'content-type': 'application/json',
        'x-amzn-errortype': `${errorType}:`,
        'x-amzn-requestid': randomUUID(),
      });
      stream.end(JSON.stringify({ Message: message }));
    };
    if (headers[':method'] !== 'POST' || headers[':path'] !== '/stream-transcription')
      return httpError(404, 'UnknownOperationException', 'Not found');
    const authorization = String(headers.authorization ?? '');
    if (
      !/^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[\w-]+\/transcribe\/aws4_request, SignedHeaders=.+, Signature=[0-9a-f]{64}$/.test(
        authorization,
      )
    ) {
      return httpError(403, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
    }
    if (
      headers['x-amzn-transcribe-media-encoding'] !== 'pcm' ||
      headers['x-amzn-transcribe-sample-rate'] !== '16000' ||
      !headers['x-amzn-transcribe-language-code'] ||
      headers['content-type'] !== 'application/vnd.amazon.eventstream'
    ) {
      return httpError(400, 'BadRequestException', 'Unexpected request parameters');
    }
    const failure = this.failures.shift();
    if (failure?.kind === 'http') return httpError(failure.status, failure.errorType, failure.message);

    stream.respond({
      ':status': 200,
      'content-type': 'application/vnd.amazon.eventstream',
      'x-amzn-requestid': randomUUID(),
      'x-amzn-transcribe-session-id': randomUUID(),
      'x-amzn-transcribe-language-code': String(headers['x-amzn-transcribe-language-code']),
      'x-amzn-transcribe-sample-rate': '16000',
      'x-amzn-transcribe-media-encoding': 'pcm',
    });
    const detector = new WordDetector();
    let resultId = 0;
    let pending = Buffer.alloc(0);
    let done = false;
    const sendEvent = (headers: MessageHeaders, body: unknown): void => {
      stream.write(codec.encode({ headers, body: new Uint8Array(Buffer.from(JSON.stringify(body))) }));
    };
    const sendResults = (events: DetectorEvent[]): void => {
      for (const event of events) {
        if (event.type === 'final') record.words.push(...event.text.split(' '));
        sendEvent(
          { ':message-type': text('event'), ':event-type': text('TranscriptEvent'), ':content-type': text('application/json') },
          {
            Transcript: {
              Results: [
                {
                  ResultId: `result-${resultId}`,
                  StartTime: event.startMs / 1000,
                  EndTime: event.endMs / 1000,
                  IsPartial: event.type === 'partial',
                  ChannelId: 'ch_0',
                  Alternatives: [{ Transcript: event.text, Items: [] }],
                },
              ],
            },
          },
        );
        if (event.type === 'final') resultId += 1;
      }
    };
    const finish = (): void => {
      if (done) return;
      done = true;
      sendResults(detector.flush());
      record.outcome = 'ok';
      stream.end();
    };
    const onMessage = (envelope: Message): void => {
      if (!envelope.headers[':date'] || !envelope.headers[':chunk-signature']) record.signed = false;
      if (envelope.body.byteLength === 0) {
        record.endFrame = true;
        return finish();
      }
      const inner = codec.decode(envelope.body);
      if (inner.headers[':message-type']?.value !== 'event' || inner.headers[':event-type']?.value !== 'AudioEvent') return;
      const audio = Buffer.from(inner.body);
      record.audio.push(audio);
      record.audioBytes += audio.length;
      if (failure?.kind === 'exception' && record.audioBytes >= failure.afterBytes) {
        done = true;
        record.outcome = failure.exceptionType;
        sendEvent(
          { ':message-type': text('exception'), ':exception-type': text(failure.exceptionType), ':content-type': text('application/json') },
          { Message: failure.message },
        );
        stream.end();
        return;
      }
      sendResults(detector.push(audio));
    };
    stream.on('data', (data: Buffer) => {
      if (done) return;
      pending = Buffer.concat([pending, data]);
      // Each frame starts with its total length (big-endian uint32).
      while (!done && pending.length >= 4 && pending.length >= pending.readUInt32BE(0)) {
        const length = pending.readUInt32BE(0);
        onMessage(codec.decode(pending.subarray(0, length)));
        pending = pending.subarray(length);
      }
    });
    stream.on('end', finish);
  }
}
