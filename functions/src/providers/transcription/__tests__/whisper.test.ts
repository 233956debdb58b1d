// WhisperProvider through the real openai SDK against a local /v1/audio/transcriptions
// stand-in: segments cut at pauses, uploaded as WAV with the right form fields, finals in
// audio order with offsets, bounded retries, and fail-stop errors.
import { LANGUAGES } from '../../../shared/languages';
import { parseWav } from '../pcm-wav';
import type { FinalSegment, TranscriberEvents } from '../types';
import { WhisperProvider, type WhisperProviderOptions } from '../whisper';
import { OpenAiAudioStandIn, type OpenAiAudioStandInOptions } from './stand-ins/openai-audio-stand-in';
import { chunk, durationMs, speech, tone, wordsIn } from './stand-ins/test-audio';

jest.setTimeout(15_000);

/** Transcribes the uploaded WAV like the synthetic words sound. */
const transcribe = (file: Buffer): string => wordsIn(parseWav(file).data).join(' ');

interface Heard {
  finals: FinalSegment[];
  partials: string[];
  errors: Error[];
  events: TranscriberEvents;
}

function listener(): Heard {
  const heard: Heard = {
    finals: [],
    partials: [],
    errors: [],
    events: {
      onPartial: (text) => heard.partials.push(text),
      onFinal: (segment) => heard.finals.push(segment),
      onError: (error) => heard.errors.push(error),
    },
  };
  return heard;
}

describe('WhisperProvider', () => {
  let standIn: OpenAiAudioStandIn;
  let baseURL: string;
  let provider: WhisperProvider | undefined;

  async function setUp(standInOptions: OpenAiAudioStandInOptions = {}, options: Partial<WhisperProviderOptions> = {}) {
    standIn = new OpenAiAudioStandIn({ transcribe, apiKey: 'sk-test', ...standInOptions });
    baseURL = await standIn.start();
    provider = new WhisperProvider({ apiKey: 'sk-test', baseURL, minSegmentMs: 1000, maxSegmentMs: 3000, ...options });
    return provider;
  }

  afterEach(async () => {
    await provider?.close();
    provider = undefined;
    await standIn.stop();
  });

  test('is delayed and supports every app language, and only languages Whisper knows', async () => {
    const whisper = await setUp();
    expect(whisper.id).toBe('whisper');
    expect(whisper.live).toBe(false);
    for (const language of LANGUAGES) expect(whisper.supports(language.code)).toBe(true);
    expect(whisper.supports('xx')).toBe(false);
    expect(() => whisper.open('xx', listener().events)).toThrow(/does not support/);
  });

  test('cuts at pauses, uploads WAV segments with the right form, reports finals in audio order', async () => {
    // The first upload answers last: finals must still come in audio order.
    const whisper = await setUp({ delayMs: (index) => (index === 0 ? 400 : 0) }, { maxConcurrentUploads: 3, model: 'whisper-large-v3' });
    const audio = speech([0, { gap: 400 }, 1, { gap: 400 }, 2, { gap: 400 }, 3, { gap: 400 }, 4, { gap: 400 }, 5, { gap: 100 }]);
    const heard = listener();
    const stream = whisper.open('fr', heard.events);
    for (const piece of chunk(audio)) stream.write(piece);
    await stream.end();

    expect(heard.errors).toEqual([]);
    expect(heard.partials).toEqual([]);
    expect(heard.finals.length).toBeGreaterThanOrEqual(3);
    // Every word once, in order: no word was cut in two.
    expect(heard.finals.map((f) => f.text).join(' ')).toBe('w0 w1 w2 w3 w4 w5');
    // Offsets tile the audio.
    expect(heard.finals[0].startMs).toBe(0);
    heard.finals.slice(1).forEach((final, i) => expect(final.startMs).toBe(heard.finals[i].endMs));
    expect(heard.finals.at(-1)?.endMs).toBe(durationMs(audio));
    for (const final of heard.finals) expect(final.endMs - final.startMs).toBeGreaterThanOrEqual(1000);

    // The requests: bearer key, multipart fields, a 16 kHz mono 16-bit WAV per segment.
    expect(standIn.requests).toHaveLength(heard.finals.length);
    let bytes = 0;
    const durations: number[] = [];
    for (const request of standIn.requests) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/v1/audio/transcriptions');
      expect(request.authorization).toBe('Bearer sk-test');
      expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(request.fields).toEqual({ model: 'whisper-large-v3', language: 'fr', response_format: 'json' });
      expect(request.file?.name).toBe('segment.wav');
      expect(request.file?.type).toBe('audio/wav');
      const wav = parseWav(request.file!.bytes);
      expect(wav).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16 });
      bytes += wav.data.length;
      durations.push(wav.durationMs);
    }
    expect(bytes).toBe(audio.length);
    expect(durations.sort()).toEqual(heard.finals.map((f) => f.endMs - f.startMs).sort());
  });

  test('without a pause cuts at the quietest point before the longest allowed segment', async () => {
    const whisper = await setUp({ transcribe: () => 'tone' });
    // Loud throughout, with two softer (but not quiet) dips at 2.5 s and 5 s.
    const audio = Buffer.concat([tone(0.3, 2500), tone(0.05, 100), tone(0.3, 2400), tone(0.05, 100), tone(0.3, 1900)]);
    const heard = listener();
    const stream = whisper.open('en', heard.events);
    for (const piece of chunk(audio)) stream.write(piece);
    await stream.end();
    expect(heard.errors).toEqual([]);
    expect(heard.finals.map((f) => f.text)).toEqual(['tone', 'tone', 'tone']);
    expect(heard.finals[0].endMs).toBeGreaterThanOrEqual(2500);
    expect(heard.finals[0].endMs).toBeLessThan(2600);
    expect(heard.finals[1].endMs).toBeGreaterThanOrEqual(5000);
    expect(heard.finals[1].endMs).toBeLessThan(5100);
    expect(heard.finals[2].endMs).toBe(7000);
    expect(standIn.uploads.reduce((sum, wav) => sum + parseWav(wav).data.length, 0)).toBe(audio.length);
  });

  test('retries 429 (honouring retry-after) and 500, then succeeds', async () => {
    const whisper = await setUp({}, { maxRetries: 3 });
    standIn.failNext(2, { status: 429, retryAfterSeconds: 1, retryAfterMs: 20 });
    standIn.failNext(1, { status: 500, retryAfterMs: 20 });
    const heard = listener();
    const stream = whisper.open('en', heard.events);
    stream.write(speech([7, { gap: 100 }]));
    const started = Date.now();
    await stream.end();
    expect(Date.now() - started).toBeLessThan(2000); // retry-after-ms wins over retry-after
    expect(heard.errors).toEqual([]);
    expect(heard.finals).toEqual([{ text: 'w7', startMs: 0, endMs: 700 }]);
    expect(standIn.requests.map((r) => r.status)).toEqual([429, 429, 500, 200]);
    // Every attempt carried the whole file.
    for (const request of standIn.requests) expect(parseWav(request.file!.bytes).data.length).toBe(700 * 32);
  });

  test('a segment that keeps failing ends the stream with a clear error after the earlier finals', async () => {
    const whisper = await setUp({}, { maxRetries: 2, maxConcurrentUploads: 1 });
    const heard = listener();
    const stream = whisper.open('en', heard.events);
    // Segment 1 (w1) succeeds; segment 2 (w2) fails three times; w3 is never reported.
    const audio = speech([1, { gap: 400 }, 2, { gap: 400 }, 3, { gap: 400 }], 800);
    const pieces = chunk(audio);
    pieces.slice(0, 5).forEach((piece) => stream.write(piece));
    await waitFor(() => standIn.requests.length === 1 && standIn.requests[0].status === 200);
    standIn.failNext(3, { status: 500, retryAfterMs: 10 });
    pieces.slice(5).forEach((piece) => stream.write(piece));
    await stream.end();

    expect(heard.finals).toEqual([{ text: 'w1', startMs: 0, endMs: 1000 }]);
    expect(heard.errors).toHaveLength(1);
    expect(heard.errors[0].message).toBe(
      'Whisper transcription failed for the audio from 0:01.0 to 0:02.1 (HTTP 500); the audio from 0:01.0 on was not transcribed',
    );
    expect(standIn.requests.map((r) => r.status)).toEqual([200, 500, 500, 500]);
    // Nothing after the error, even once everything settled.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.finals).toHaveLength(1);
    stream.write(speech([4]));
    await expect(stream.end()).resolves.toBeUndefined();
  });

  test('an upload that does not answer in time fails with a timeout', async () => {
    const whisper = await setUp({ delayMs: () => 3000 }, { timeoutMs: 300, maxRetries: 1 });
    const heard = listener();
    const stream = whisper.open('de', heard.events);
    stream.write(speech([2]));
    await stream.end();
    expect(heard.finals).toEqual([]);
    expect(heard.errors).toHaveLength(1);
    // Under plain Node the SDK reports APIConnectionTimeoutError ("the request timed out"); inside
    // Jest's sandbox fetch's AbortError comes from another realm and the SDK sees a bare
    // connection error, hence the alternative.
    expect(heard.errors[0].message).toMatch(
      /^Whisper transcription failed for the audio from 0:00\.0 to 0:00\.6 \((the request timed out|could not reach the server)\); the audio from 0:00\.0 on was not transcribed$/,
    );
    expect(standIn.requests).toHaveLength(2); // one retry
  });

  test('a wrong key is reported without echoing it', async () => {
    standIn = new OpenAiAudioStandIn({ apiKey: 'sk-right' });
    baseURL = await standIn.start();
    provider = new WhisperProvider({ apiKey: 'sk-wrong-secret', baseURL });
    const heard = listener();
    const stream = provider.open('en', heard.events);
    stream.write(speech([1]));
    await stream.end();
    expect(heard.errors[0].message).toMatch(/\(HTTP 401, invalid_api_key\)/);
    expect(heard.errors[0].message).not.toMatch(/sk-wrong/);
    expect(standIn.requests).toHaveLength(1); // 401 is not retried
  });

  test('silence is not uploaded; end() without audio resolves at once', async () => {
    const whisper = await setUp();
    const heard = listener();
    const quiet = whisper.open('en', heard.events);
    quiet.write(Buffer.alloc(32_000 * 2));
    await quiet.end();
    await whisper.open('en', heard.events).end();
    expect(standIn.requests).toEqual([]);
    expect(heard.finals).toEqual([]);
    expect(heard.errors).toEqual([]);
  });

  test('abort() drops pending uploads and reports nothing more', async () => {
    const whisper = await setUp({ delayMs: () => 500 });
    const heard = listener();
    const stream = whisper.open('en', heard.events);
    stream.write(speech([1, { gap: 400 }, 2, { gap: 400 }]));
    stream.write(speech([3]));
    await waitFor(() => standIn.requests.length >= 1);
    stream.abort();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(heard.finals).toEqual([]);
    expect(heard.errors).toEqual([]);
    await expect(stream.end()).resolves.toBeUndefined();
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
