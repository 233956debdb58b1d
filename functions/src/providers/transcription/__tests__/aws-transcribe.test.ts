// AwsTranscribeProvider through the real @aws-sdk/client-transcribe-streaming client against a
// local cleartext HTTP/2 stand-in speaking the event-stream framing: request shape, signed
// audio frames, partial and final results with offsets, reconnects, idle legs and errors.
import { AwsTranscribeProvider, type AwsTranscribeProviderOptions } from '../aws-transcribe';
import type { FinalSegment, TranscriberEvents } from '../types';
import { AwsTranscribeStandIn } from './stand-ins/aws-transcribe-stand-in';
import { chunk, durationMs, speech } from './stand-ins/test-audio';

jest.setTimeout(20_000);

interface Heard {
  log: string[];
  finals: FinalSegment[];
  errors: Error[];
  events: TranscriberEvents;
}

function listener(): Heard {
  const heard: Heard = {
    log: [],
    finals: [],
    errors: [],
    events: {
      onPartial: (text) => heard.log.push(`partial ${text}`),
      onFinal: (segment) => {
        heard.finals.push(segment);
        heard.log.push(`final ${segment.text}`);
      },
      onError: (error) => heard.errors.push(error),
    },
  };
  return heard;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long a state may take to be reached on a busy machine before the test fails. */
const STATE_WAIT_MS = 15_000;
/** Resolves once `reached()` holds, checking every 20 ms; fails past STATE_WAIT_MS. */
async function stateReached(reached: () => boolean): Promise<void> {
  const until = Date.now() + STATE_WAIT_MS;
  while (!reached()) {
    if (Date.now() > until) throw new Error('The state waited for was not reached.');
    await sleep(20);
  }
}

async function play(stream: { write(pcm: Uint8Array): void }, audio: Buffer, paceMs = 0): Promise<void> {
  for (const piece of chunk(audio)) {
    stream.write(piece);
    if (paceMs > 0) await sleep(paceMs);
  }
}

describe('AwsTranscribeProvider', () => {
  let standIn: AwsTranscribeStandIn;
  let provider: AwsTranscribeProvider | undefined;

  async function setUp(options: Partial<AwsTranscribeProviderOptions> = {}) {
    standIn = new AwsTranscribeStandIn();
    const endpoint = await standIn.start();
    provider = new AwsTranscribeProvider({
      region: 'eu-west-1',
      endpoint,
      credentials: { accessKeyId: 'AKIDSTANDIN', secretAccessKey: 'stand-in-secret' },
      retryDelayMs: 20,
      ...options,
    });
    return provider;
  }

  afterEach(async () => {
    await provider?.close();
    provider = undefined;
    await standIn.stop();
  });

  test('is live and English only', async () => {
    const aws = await setUp();
    expect(aws.id).toBe('aws');
    expect(aws.live).toBe(true);
    expect(aws.supports('en')).toBe(true);
    expect(aws.supports('fr')).toBe(false);
    expect(() => aws.open('fr', listener().events)).toThrow(/English only/);
  });

  test('streams signed audio events and reports partials then finals with offsets', async () => {
    const aws = await setUp();
    const heard = listener();
    const stream = aws.open('en', heard.events);
    const audio = speech([2, { gap: 500 }, 3, { gap: 100 }, 4, { gap: 400 }, 5], 400);
    await play(stream, audio, 5);
    await stream.end();

    expect(heard.errors).toEqual([]);
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.headers).toMatchObject({
      ':method': 'POST',
      ':path': '/stream-transcription',
      'content-type': 'application/vnd.amazon.eventstream',
      'x-amzn-transcribe-language-code': 'en-US',
      'x-amzn-transcribe-sample-rate': '16000',
      'x-amzn-transcribe-media-encoding': 'pcm',
      'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-EVENTS',
    });
    expect(String(request.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDSTANDIN\/\d{8}\/eu-west-1\/transcribe\/aws4_request/,
    );
    expect(request.signed).toBe(true);
    expect(request.endFrame).toBe(true);
    expect(Buffer.concat(request.audio).equals(audio)).toBe(true);
    // 250 ms writes go out as two 125 ms events (AWS asks for 50–200 ms).
    for (const piece of request.audio) expect(piece.length).toBeLessThanOrEqual(200 * 32);

    expect(heard.finals).toEqual([
      { text: 'w2', startMs: 0, endMs: 700 },
      { text: 'w3 w4', startMs: 900, endMs: 2100 },
      { text: 'w5', startMs: 2200, endMs: durationMs(audio) },
    ]);
    expect(heard.log.indexOf('partial w2')).toBeLessThan(heard.log.indexOf('final w2'));
    expect(heard.log).toContain('partial w3 w4');
  });

  test('reconnects after a transient exception and resends the audio after the last final', async () => {
    const aws = await setUp();
    standIn.failNext(1, {
      kind: 'exception',
      exceptionType: 'LimitExceededException',
      message: 'Too many requests',
      afterBytes: 2000 * 32,
    });
    const heard = listener();
    const stream = aws.open('en', heard.events);
    const audio = speech([1, { gap: 800 }, 2, { gap: 500 }, 3], 800);
    await play(stream, audio, 10);
    await stream.end();

    expect(heard.errors).toEqual([]);
    expect(standIn.requests.map((r) => r.outcome)).toEqual(['LimitExceededException', 'ok']);
    expect(heard.finals.map((f) => f.text)).toEqual(['w1', 'w2', 'w3']);
    expect(heard.finals[0]).toEqual({ text: 'w1', startMs: 0, endMs: 1100 });
    // The second request starts at w1's end (1100 ms) and its times are shifted by that.
    expect(standIn.requests[1].audioBytes).toBe(audio.length - 1100 * 32);
    expect(heard.finals[1]).toEqual({ text: 'w2', startMs: 1600, endMs: 2700 });
    expect(heard.finals[2]).toEqual({ text: 'w3', startMs: 2900, endMs: durationMs(audio) });
  });

  test('retries a refused request (HTTP 503) and then streams', async () => {
    const aws = await setUp();
    standIn.failNext(1, { kind: 'http', status: 503, errorType: 'ServiceUnavailableException', message: 'Service is unavailable' });
    const heard = listener();
    const stream = aws.open('en', heard.events);
    await play(stream, speech([6]), 5);
    await stream.end();
    expect(heard.errors).toEqual([]);
    expect(standIn.requests.map((r) => r.outcome)).toEqual(['503', 'ok']);
    expect(heard.finals).toEqual([{ text: 'w6', startMs: 0, endMs: 600 }]);
  });

  test('a bad request ends the stream with a clear error', async () => {
    const aws = await setUp();
    standIn.failNext(1, {
      kind: 'exception',
      exceptionType: 'BadRequestException',
      message: 'Your request timed out because no new audio was received for 15 seconds.',
      afterBytes: 1,
    });
    const heard = listener();
    const stream = aws.open('en', heard.events);
    await play(stream, speech([1]));
    await stream.end();
    expect(heard.finals).toEqual([]);
    expect(heard.errors.map((e) => e.message)).toEqual([
      'Amazon Transcribe stream failed (BadRequestException: Your request timed out because no new audio was received for 15 seconds.)',
    ]);
  });

  test('wrong credentials are reported with the HTTP status, without retrying', async () => {
    const aws = await setUp();
    standIn.failNext(1, {
      kind: 'http',
      status: 403,
      errorType: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
    });
    const heard = listener();
    const stream = aws.open('en', heard.events);
    await play(stream, speech([1]));
    await stream.end();
    expect(standIn.requests).toHaveLength(1);
    expect(heard.errors).toHaveLength(1);
    expect(heard.errors[0].message).toMatch(/^Amazon Transcribe stream failed \(HTTP 403 UnrecognizedClientException/);
    expect(heard.errors[0].message).not.toMatch(/stand-in-secret/);
  });

  test('gives up after the bounded number of reconnects', async () => {
    const aws = await setUp({ maxRetries: 2 });
    standIn.failNext(5, { kind: 'http', status: 500, errorType: 'InternalFailureException', message: 'Internal failure' });
    const heard = listener();
    const stream = aws.open('en', heard.events);
    await play(stream, speech([1]));
    await stream.end();
    expect(standIn.requests).toHaveLength(3);
    expect(heard.errors.map((e) => e.message)).toEqual([
      'Amazon Transcribe stream failed after 2 reconnects (HTTP 500 InternalFailureException: Internal failure)',
    ]);
  });

  test('ends an idle request and starts a new one when audio resumes', async () => {
    const aws = await setUp({ idleMs: 200 });
    const heard = listener();
    const stream = aws.open('en', heard.events);
    await play(stream, speech([5, { gap: 100 }]));
    // The idle request ends on its own: wait for that state, not for a time (a busy machine may take longer).
    await stateReached(() => standIn.requests[0]?.endFrame === true && heard.finals.length === 1);
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0].endFrame).toBe(true);
    expect(heard.finals).toEqual([{ text: 'w5', startMs: 0, endMs: 700 }]);
    await play(stream, speech([6]));
    await stream.end();
    expect(standIn.requests).toHaveLength(2);
    expect(heard.finals).toEqual([
      { text: 'w5', startMs: 0, endMs: 700 },
      { text: 'w6', startMs: 700, endMs: 1300 },
    ]);
    expect(standIn.audioBytes).toBe(1300 * 32);
  });

  test('abort() stops the request and reports nothing more', async () => {
    const aws = await setUp();
    const heard = listener();
    const stream = aws.open('en', heard.events);
    await play(stream, speech([1]), 5);
    stream.abort();
    await sleep(200);
    expect(heard.finals).toEqual([]);
    expect(heard.errors).toEqual([]);
    await expect(stream.end()).resolves.toBeUndefined();
  });
});
