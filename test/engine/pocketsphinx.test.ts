// The local speech-to-text engine, for real: PocketSphinx (Debian's libpocketsphinx3,
// pocketsphinx-en-us, pocketsphinx-testdata) in its worker threads, fed the librivox test
// clips shipped with pocketsphinx-testdata. Needs the functions built (functions/lib); no
// stack. Run alone: npx jest --selectProjects stack test/engine
import fs from 'node:fs';
import path from 'node:path';
import * as wer from '../../bench/lib/word-error-rate';
import type { FinalSegment, TranscriberEvents, TranscriptionProvider } from '../../functions/src/providers/transcription/types';

const lib = path.join(__dirname, '..', '..', 'functions', 'lib', 'providers', 'transcription');
if (!fs.existsSync(path.join(lib, 'pocketsphinx-worker.js'))) throw new Error('Build the functions first: npm run build:functions');
/* eslint-disable @typescript-eslint/no-require-imports -- the compiled engine, as the server runs it */
const { PocketSphinxProvider } = require(path.join(lib, 'pocketsphinx.js')) as {
  PocketSphinxProvider: new (options?: {
    modelDir?: string;
    maxBacklogSeconds?: number;
    maxUtteranceSeconds?: number;
    idleDecoders?: number;
  }) => TranscriptionProvider;
};
const { decodeBatch } = require(path.join(lib, 'pocketsphinx-binding.js')) as { decodeBatch: (recordings: Int16Array[]) => string[] };
const { readStreamWav } = require(path.join(lib, 'pcm-wav.js')) as { readStreamWav: (file: Buffer) => Buffer };
/* eslint-enable @typescript-eslint/no-require-imports */

const CLIPS = '/usr/share/pocketsphinx/test/data/librivox';
const CHUNK = 8000; // 250 ms of 16 kHz mono 16-bit PCM
const ids = fs.readFileSync(path.join(CLIPS, 'fileids'), 'utf8').trim().split('\n');
const references = wer.parseSphinxTranscripts(fs.readFileSync(path.join(CLIPS, 'transcription'), 'utf8'));
const clips = new Map(ids.map((id) => [id, readStreamWav(fs.readFileSync(path.join(CLIPS, `${id}.wav`)))]));
const clip = (suffix: string) => clips.get(ids.find((id) => id.endsWith(suffix))!)!;

interface Heard {
  events: Array<
    { type: 'partial'; text: string } | ({ type: 'final' } & FinalSegment) | { type: 'error'; message: string } | { type: 'ended' }
  >;
  finals: FinalSegment[];
  errors: Error[];
  text(): string;
}

function listener(): Heard & TranscriberEvents {
  const heard: Heard & TranscriberEvents = {
    events: [],
    finals: [],
    errors: [],
    text: () => heard.finals.map((f) => f.text).join(' '),
    onPartial: (text) => heard.events.push({ type: 'partial', text }),
    onFinal: (segment) => {
      heard.finals.push(segment);
      heard.events.push({ type: 'final', ...segment });
    },
    onError: (error) => {
      heard.errors.push(error);
      heard.events.push({ type: 'error', message: error.message });
    },
  };
  return heard;
}

/** Streams `pcm` in 250 ms chunks as fast as it goes, then end(). */
async function stream(provider: TranscriptionProvider, pcm: Uint8Array): Promise<Heard> {
  const heard = listener();
  const s = provider.open('en', heard);
  for (let i = 0; i < pcm.length; i += CHUNK) s.write(pcm.subarray(i, i + CHUNK));
  await s.end();
  heard.events.push({ type: 'ended' });
  return heard;
}

/** Quiet room noise (deterministic), `ms` long. */
function roomNoise(ms: number, seed = 1): Buffer {
  const out = Buffer.alloc(ms * 32);
  let x = seed;
  for (let i = 0; i < out.length; i += 2) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out.writeInt16LE((x % 61) - 30, i);
  }
  return out;
}

const asSamples = (pcm: Buffer) => new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length));

let provider: TranscriptionProvider;
const solo = new Map<string, Heard>();
let batch: string[];

beforeAll(async () => {
  provider = new PocketSphinxProvider();
  batch = decodeBatch(ids.map((id) => asSamples(clips.get(id)!)));
  for (const id of ids) solo.set(id, await stream(provider, clips.get(id)!));
  // Decoding every clip twice is CPU work: about 50 s on 2 idle cores, over 60 s when the
  // machine is shared (a timeout here says nothing about the engine).
}, 240000);

afterAll(() => provider?.close());

describe('PocketSphinx engine', () => {
  it('transcribes each librivox clip streamed in 250 ms chunks about as well as a batch decode', () => {
    for (const id of ids) expect(solo.get(id)!.errors).toEqual([]);
    const streamed = wer.totalWordErrors(ids.map((id) => wer.wordErrors(references.get(id)!, solo.get(id)!.text())));
    const batched = wer.totalWordErrors(ids.map((id, i) => wer.wordErrors(references.get(id)!, batch[i])));
    expect(batched.rate).toBeLessThan(0.4); // the decoder works at all (the shipped test-lm.match scores ~0.3)
    expect(streamed.rate).toBeLessThanOrEqual(batched.rate * 1.1 + 0.02);
    const all = ids.map((id) => solo.get(id)!.text()).join(' ');
    for (const word of ['amiable', 'respectable', 'selfish', 'leisure', 'young man']) expect(all).toContain(word);
  });

  it('sends partials before the final, and finals within the clip', () => {
    for (const id of ids) {
      const { events, finals } = solo.get(id)!;
      const firstFinal = events.findIndex((e) => e.type === 'final');
      expect(firstFinal).toBeGreaterThan(0);
      expect(events.slice(0, firstFinal).some((e) => e.type === 'partial' && e.text.length > 0)).toBe(true);
      const clipMs = clips.get(id)!.length / 32;
      for (const f of finals) {
        expect(f.startMs).toBeGreaterThanOrEqual(0);
        expect(f.endMs).toBeGreaterThan(f.startMs);
        expect(f.endMs).toBeLessThanOrEqual(clipMs);
      }
    }
  });

  it('cuts a session at its pauses: one final per sentence, in order, where the words are', async () => {
    const parts: Buffer[] = [roomNoise(1000)];
    const spans: Array<[number, number]> = [];
    let at = 1000;
    for (const [i, id] of ids.entries()) {
      const pcm = clips.get(id)!;
      spans.push([at, at + pcm.length / 32]);
      parts.push(pcm, roomNoise(1500, i + 2));
      at += pcm.length / 32 + 1500;
    }
    const heard = await stream(provider, Buffer.concat(parts));
    expect(heard.errors).toEqual([]);
    expect(heard.finals).toHaveLength(ids.length);
    heard.finals.forEach((f, i) => {
      // Words lie inside their clip (to a frame or two), each final after the previous one.
      expect(f.startMs).toBeGreaterThanOrEqual(spans[i][0] - 50);
      expect(f.endMs).toBeLessThanOrEqual(spans[i][1] + 50);
      expect(f.endMs - f.startMs).toBeGreaterThan((spans[i][1] - spans[i][0]) * 0.6);
      if (i > 0) expect(f.startMs).toBeGreaterThanOrEqual(heard.finals[i - 1].endMs);
      expect(wer.wordErrors(references.get(ids[i])!, f.text).rate).toBeLessThan(0.6);
    });
  });

  it('settles a monologue without pauses at the utterance cap', async () => {
    const capped = new PocketSphinxProvider({ maxUtteranceSeconds: 3, idleDecoders: 0 });
    try {
      const pcm = clip('0870'); // 7.1 s of continuous speech
      const heard = await stream(capped, pcm);
      expect(heard.errors).toEqual([]);
      expect(heard.finals.length).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < heard.finals.length; i++) expect(heard.finals[i].startMs).toBeGreaterThanOrEqual(heard.finals[i - 1].endMs);
      for (const f of heard.finals) expect(f.endMs - f.startMs).toBeLessThanOrEqual(3100);
      // Cut at gaps between words where it can: the sentence survives the cuts.
      expect(heard.text()).toContain('leisure');
      expect(wer.wordErrors(references.get(ids.find((id) => id.endsWith('0870'))!)!, heard.text()).rate).toBeLessThan(0.6);
    } finally {
      await capped.close();
    }
  });

  it('end() reports the last words before it resolves', async () => {
    // The clip ends right after "himself": no pause for the decoder to settle it by itself.
    const pcm = clip('0930');
    const trimmed = pcm.subarray(0, pcm.length - (pcm.length % CHUNK));
    const heard = await stream(provider, trimmed);
    const ended = heard.events.findIndex((e) => e.type === 'ended');
    const last = heard.events.map((e) => e.type).lastIndexOf('final');
    expect(last).toBeGreaterThanOrEqual(0);
    expect(last).toBeLessThan(ended);
    expect(heard.finals[heard.finals.length - 1].text).toMatch(/amiable (him|it)self$/);
  });

  it('keeps two streams at once apart', async () => {
    const [a, b] = [ids.find((id) => id.endsWith('0920'))!, ids.find((id) => id.endsWith('0890'))!];
    const heardA = listener();
    const heardB = listener();
    const streamA = provider.open('en', heardA);
    const streamB = provider.open('en', heardB);
    const pcmA = clips.get(a)!;
    const pcmB = clips.get(b)!;
    for (let i = 0; i < Math.max(pcmA.length, pcmB.length); i += CHUNK) {
      if (i < pcmA.length) streamA.write(pcmA.subarray(i, i + CHUNK));
      if (i < pcmB.length) streamB.write(pcmB.subarray(i, i + CHUNK));
    }
    await Promise.all([streamA.end(), streamB.end()]);
    expect(heardA.text()).toContain('respectable');
    expect(heardA.text()).not.toContain('selfish');
    expect(heardB.text()).toContain('selfish');
    expect(heardB.text()).not.toContain('respectable');
    // Each stream hears exactly what it heard alone.
    expect(heardA.text()).toBe(solo.get(a)!.text());
    expect(heardB.text()).toBe(solo.get(b)!.text());
  });

  it('reports nothing for silence', async () => {
    const heard = await stream(provider, Buffer.alloc(10 * 32000));
    expect(heard.finals).toEqual([]);
    expect(heard.errors).toEqual([]);
    expect(heard.events.filter((e) => e.type === 'partial')).toEqual([]);
  });

  it('ignores writes after end()', async () => {
    const heard = listener();
    const s = provider.open('en', heard);
    s.write(clip('0880'));
    const ending = s.end();
    expect(() => s.write(clip('0920'))).not.toThrow();
    await ending;
    expect(() => s.write(clip('0920'))).not.toThrow();
    await expect(s.end()).resolves.toBeUndefined();
    expect(() => s.abort()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard.errors).toEqual([]);
    expect(heard.text()).toContain('young man');
    expect(heard.text()).not.toContain('respectable');
  });

  it('takes writes of any size, odd byte counts included', async () => {
    const id = ids.find((i) => i.endsWith('0880'))!;
    const pcm = clips.get(id)!;
    const heard = listener();
    const s = provider.open('en', heard);
    s.write(pcm.subarray(0, 1));
    for (let i = 1; i < pcm.length; i += 4001) s.write(pcm.subarray(i, i + 4001));
    await s.end();
    expect(heard.errors).toEqual([]);
    expect(heard.text()).toBe(solo.get(id)!.text());
  });

  it('drops an aborted stream and serves the next one', async () => {
    const heard = listener();
    const s = provider.open('en', heard);
    s.write(clip('0870'));
    s.abort();
    await expect(s.end()).resolves.toBeUndefined();
    const next = await stream(provider, clip('0880'));
    expect(next.text()).toBe(solo.get(ids.find((id) => id.endsWith('0880'))!)!.text());
    expect(heard.finals).toEqual([]);
    expect(heard.errors).toEqual([]);
  });

  it('reports a missing model through onError', async () => {
    const broken = new PocketSphinxProvider({ modelDir: '/nonexistent/pocketsphinx-model' });
    try {
      const heard = listener();
      const s = broken.open('en', heard);
      s.write(clip('0880'));
      await s.end();
      expect(heard.errors).toHaveLength(1);
      expect(heard.errors[0].message).toMatch(/PocketSphinx model not found in \/nonexistent\/pocketsphinx-model/);
      expect(heard.errors[0].message).toMatch(/apt-get install .*pocketsphinx-en-us/);
      expect(heard.finals).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('refuses other languages, and audio piling up beyond the backlog limit', async () => {
    expect(provider.supports('en')).toBe(true);
    expect(provider.supports('fr')).toBe(false);
    const french = listener();
    provider.open('fr', french);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(french.errors[0]?.message).toMatch(/English only/);

    const small = new PocketSphinxProvider({ maxBacklogSeconds: 1, idleDecoders: 0 });
    try {
      const heard = listener();
      const s = small.open('en', heard);
      for (let i = 0; i < 40; i++) s.write(Buffer.alloc(CHUNK)); // 10 s at once
      await s.end();
      expect(heard.errors).toHaveLength(1);
      expect(heard.errors[0].message).toMatch(/fell more than 1 s behind/);
    } finally {
      await small.close();
    }
  });

  it('reads 16 kHz mono WAV files and refuses other formats', () => {
    expect(clip('0880').length).toBe(95724 - 44);
    const stereo = Buffer.from(fs.readFileSync(path.join(CLIPS, `${ids[1]}.wav`)));
    stereo.writeUInt16LE(2, 22);
    expect(() => readStreamWav(stereo)).toThrow(/16000 Hz mono 16-bit/);
  });
});
