// GoogleSpeechProvider through the real @google-cloud/speech client against a local insecure
// gRPC stand-in of StreamingRecognize: config, interim and final results with offsets,
// transparent stream restarts before the duration limit, reconnects, and errors.
import { credentials, status } from '@grpc/grpc-js';
import { GoogleSpeechProvider, type GoogleSpeechProviderOptions } from '../google-speech';
import type { FinalSegment, TranscriberEvents } from '../types';
import { GoogleSpeechStandIn, type GoogleSpeechStandInOptions } from './stand-ins/google-speech-stand-in';
import { chunk, durationMs, speech } from './stand-ins/test-audio';

jest.setTimeout(20_000);

interface Heard {
  log: string[];
  finals: FinalSegment[];
  partials: string[];
  errors: Error[];
  events: TranscriberEvents;
}

function listener(): Heard {
  const heard: Heard = {
    log: [],
    finals: [],
    partials: [],
    errors: [],
    events: {
      onPartial: (text) => {
        heard.partials.push(text);
        heard.log.push(`partial ${text}`);
      },
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

/** Writes the audio in 250 ms chunks, `paceMs` apart (0: all at once). */
async function play(stream: { write(pcm: Uint8Array): void }, audio: Buffer, paceMs = 0): Promise<void> {
  for (const piece of chunk(audio)) {
    stream.write(piece);
    if (paceMs > 0) await sleep(paceMs);
  }
}

/** Finals tile the audio in order; each word's final ends after the word. */
function expectOrdered(finals: FinalSegment[]): void {
  finals.forEach((final, i) => {
    expect(final.endMs).toBeGreaterThanOrEqual(final.startMs);
    if (i > 0) expect(final.startMs).toBe(finals[i - 1].endMs);
  });
}

describe('GoogleSpeechProvider', () => {
  let standIn: GoogleSpeechStandIn;
  let provider: GoogleSpeechProvider | undefined;

  async function setUp(options: Partial<GoogleSpeechProviderOptions> = {}, standInOptions: GoogleSpeechStandInOptions = {}) {
    standIn = new GoogleSpeechStandIn(standInOptions);
    const port = await standIn.start();
    provider = new GoogleSpeechProvider({
      clientOptions: { apiEndpoint: '127.0.0.1', port, sslCreds: credentials.createInsecure() },
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

  test('is live and supports the main languages', async () => {
    const google = await setUp();
    expect(google.id).toBe('google');
    expect(google.live).toBe(true);
    for (const code of ['en', 'fr', 'es', 'de', 'it', 'pt', 'zh', 'ar', 'hi']) expect(google.supports(code)).toBe(true);
    expect(google.supports('mi')).toBe(false);
    expect(() => google.open('mi', listener().events)).toThrow(/not set up for language "mi"/);
  });

  test('sends the config then the audio, reports partials then finals with offsets', async () => {
    const google = await setUp();
    const heard = listener();
    const stream = google.open('fr', heard.events);
    const audio = speech([1, { gap: 500 }, 2, { gap: 100 }, 3, { gap: 500 }, 4], 400);
    await play(stream, audio, 5);
    await stream.end();

    expect(heard.errors).toEqual([]);
    expect(standIn.calls).toHaveLength(1);
    const [call] = standIn.calls;
    expect(call.config).toEqual({
      config: { encoding: 'LINEAR16', sampleRateHertz: 16000, languageCode: 'fr-FR', enableAutomaticPunctuation: true },
      interimResults: true,
    });
    expect(call.audioBytes).toBe(audio.length);
    expect(Buffer.concat(call.audio).equals(audio)).toBe(true);
    expect(call.halfClosed).toBe(true);

    // 2 and 3 are one utterance (only 100 ms between them).
    expect(heard.finals.map((f) => f.text)).toEqual(['w1', 'w2 w3', 'w4']);
    expect(heard.log.indexOf('partial w1')).toBeLessThan(heard.log.indexOf('final w1'));
    expect(heard.partials).toContain('w2 w3');
    // w1 ends at 400 ms and is settled by a 300 ms pause; w2 w3 end at 1800 ms; w4 at the end.
    expect(heard.finals[0]).toEqual({ text: 'w1', startMs: 0, endMs: 700 });
    expect(heard.finals[1]).toEqual({ text: 'w2 w3', startMs: 700, endMs: 2100 });
    expect(heard.finals[2]).toEqual({ text: 'w4', startMs: 2100, endMs: durationMs(audio) });
  });

  test('restarts the stream before the duration limit, at a pause, without losing or repeating audio', async () => {
    // Streams may carry 3 s here (the stand-in refuses more than 3.2 s); restart after 1.5 s at a pause.
    const google = await setUp({ streamLimitMs: 3000, restartWindowMs: 1500 }, { maxCallAudioMs: 3200 });
    const heard = listener();
    const stream = google.open('en', heard.events);
    const plan: (number | { gap: number })[] = [];
    for (let word = 0; word < 10; word += 1) plan.push(word, { gap: 600 });
    const audio = speech(plan, 500); // 11 s
    await play(stream, audio, 2);
    await stream.end();

    expect(heard.errors).toEqual([]);
    expect(standIn.calls.length).toBeGreaterThanOrEqual(4);
    for (const call of standIn.calls) {
      expect(call.status).toBe(status.OK);
      expect(durationMs(call.audioBytes)).toBeLessThanOrEqual(3000);
    }
    // Every byte exactly once, in order, across the calls.
    expect(Buffer.concat(standIn.calls.flatMap((call) => call.audio)).equals(audio)).toBe(true);
    // No word was cut in two by a restart.
    expect(standIn.calls.flatMap((call) => call.words)).toEqual(plan.filter((item) => typeof item === 'number').map((w) => `w${w}`));
    expect(heard.finals.map((f) => f.text).join(' ')).toBe('w0 w1 w2 w3 w4 w5 w6 w7 w8 w9');
    expectOrdered(heard.finals);
    // Offsets are in the whole recording: word k ends at 1100·k + 500 ms.
    heard.finals.forEach((final, k) => {
      expect(final.endMs).toBeGreaterThanOrEqual(1100 * k + 500);
      expect(final.endMs).toBeLessThanOrEqual(1100 * k + 1100);
    });
  });

  test('half-closes an idle stream and opens a new one when audio resumes', async () => {
    const google = await setUp({ idleMs: 200 });
    const heard = listener();
    const stream = google.open('en', heard.events);
    await play(stream, speech([5, { gap: 100 }]));
    // The idle half-close and the final it brings, however busy the machine.
    await waitFor(() => standIn.calls[0]?.halfClosed === true && heard.finals.length > 0);
    expect(standIn.calls).toHaveLength(1);
    expect(standIn.calls[0].halfClosed).toBe(true);
    expect(heard.finals).toEqual([{ text: 'w5', startMs: 0, endMs: 700 }]);
    await play(stream, speech([6]));
    await stream.end();
    expect(standIn.calls).toHaveLength(2);
    expect(heard.finals).toEqual([
      { text: 'w5', startMs: 0, endMs: 700 },
      { text: 'w6', startMs: 700, endMs: 1300 },
    ]);
  });

  test('reconnects after a transient failure and resends the audio after the last final', async () => {
    const google = await setUp();
    const heard = listener();
    const stream = google.open('en', heard.events);
    // The first call dies once it has 2 s of audio: after "w1" was final, during "w2".
    standIn.failNext(1, { code: status.UNAVAILABLE, details: 'Connection reset', afterBytes: 2000 * 32 });
    const audio = speech([1, { gap: 800 }, 2, { gap: 500 }, 3], 800);
    await play(stream, audio, 10);
    await stream.end();

    expect(heard.errors).toEqual([]);
    expect(standIn.calls.map((call) => call.status)).toEqual([status.UNAVAILABLE, status.OK]);
    expect(heard.finals.map((f) => f.text)).toEqual(['w1', 'w2', 'w3']);
    expectOrdered(heard.finals);
    // The second call started where w1's final ended (1100 ms) and got the rest.
    expect(heard.finals[0].endMs).toBe(1100);
    expect(standIn.calls[1].audioBytes).toBe(audio.length - 1100 * 32);
    expect(heard.finals[2].endMs).toBe(durationMs(audio));
  });

  test('a failure that is not transient ends the stream with a clear error', async () => {
    const google = await setUp();
    standIn.failNext(1, { code: status.PERMISSION_DENIED, details: 'Cloud Speech-to-Text API has not been used in project 1' });
    const heard = listener();
    const stream = google.open('en', heard.events);
    await play(stream, speech([1, 2]));
    await stream.end();
    expect(heard.finals).toEqual([]);
    expect(heard.errors.map((e) => e.message)).toEqual([
      'Google Speech-to-Text stream failed (PERMISSION_DENIED: Cloud Speech-to-Text API has not been used in project 1)',
    ]);
  });

  test('gives up after the bounded number of reconnects', async () => {
    const google = await setUp({ maxRetries: 2 });
    standIn.failNext(5, { code: status.UNAVAILABLE, details: 'Service unavailable' });
    const heard = listener();
    const stream = google.open('en', heard.events);
    await play(stream, speech([1]));
    await stream.end();
    expect(standIn.calls).toHaveLength(3);
    expect(heard.errors.map((e) => e.message)).toEqual([
      'Google Speech-to-Text stream failed after 2 reconnects (UNAVAILABLE: Service unavailable)',
    ]);
  });

  test('abort() cancels the call and reports nothing more', async () => {
    const google = await setUp();
    const heard = listener();
    const stream = google.open('en', heard.events);
    await play(stream, speech([1]), 5);
    stream.abort();
    await sleep(200);
    expect(heard.finals).toEqual([]);
    expect(heard.errors).toEqual([]);
    await expect(stream.end()).resolves.toBeUndefined();
  });
});

/** Waits until the condition holds (at most `timeoutMs`). */
async function waitFor(condition: () => boolean, timeoutMs = 10000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}
