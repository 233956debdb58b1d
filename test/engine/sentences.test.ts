// The local engine's transcript as sentences, for real: a short visit spoken by espeak-ng
// (clinician and patient voices, a 2 s pause between turns) is decoded by PocketSphinx in its
// worker threads, through the engine uploads and live sessions get (transcriptionEngine),
// and comes out in sentences with capitals, full stops and question marks, one paragraph per
// turn. Needs the functions built (functions/lib) and espeak-ng; no stack.
import fs from 'node:fs';
import path from 'node:path';
import { speakDialogue } from '../../bench/lib/spoken-dialogue';
import type { FileTranscript } from '../../functions/src/file-processing/transcribe-file';
import type { FinalSegment, TranscriptionProvider } from '../../functions/src/providers/transcription/types';
import type { TranscriptionSettings } from '../../functions/src/config';

const lib = path.join(__dirname, '..', '..', 'functions', 'lib');
if (!fs.existsSync(path.join(lib, 'providers', 'transcription', 'engine.js')))
  throw new Error('Build the functions first: npm run build:functions');
/* eslint-disable @typescript-eslint/no-require-imports -- the compiled modules, as the server runs them */
const { loadConfig } = require(path.join(lib, 'config.js')) as {
  loadConfig: (env: NodeJS.ProcessEnv) => { transcription: TranscriptionSettings };
};
const { transcriptionEngine } = require(path.join(lib, 'providers', 'transcription', 'engine.js')) as {
  transcriptionEngine: (type: 'aws' | 'whisper', settings: TranscriptionSettings) => TranscriptionProvider;
};
const { closeTranscriptionProviders, selectTranscriptionProvider } = require(path.join(lib, 'providers', 'transcription', 'select.js')) as {
  closeTranscriptionProviders: () => Promise<void>;
  selectTranscriptionProvider: (type: 'aws', settings: TranscriptionSettings) => TranscriptionProvider;
};
const { audioToPcm, ffmpegPath } = require(path.join(lib, 'file-processing', 'audio-to-pcm.js')) as {
  audioToPcm: (bytes: Buffer, fileName: string) => Promise<Buffer>;
  ffmpegPath: () => string;
};
const { transcribeFileSegments } = require(path.join(lib, 'file-processing', 'transcribe-file.js')) as {
  transcribeFileSegments: (pcm: Buffer, language: string, provider: TranscriptionProvider) => Promise<FileTranscript>;
};
const { SentenceMaker } = require(path.join(lib, 'providers', 'transcription', 'sentences.js')) as {
  SentenceMaker: { endsOpen: (text: string) => boolean };
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** A sentence PocketSphinx decodes ending on a word after which a sentence cannot end. */
const OPEN_ENDED = 'My knee is swollen and';

jest.setTimeout(60000);

let heard: FileTranscript;

beforeAll(async () => {
  const visit = speakDialogue(
    [
      { speaker: 'clinician', text: 'What brings you in today?' },
      { speaker: 'patient', text: 'My left knee has been hurting for three weeks.' },
      { speaker: 'clinician', text: 'Do you have any swelling?' },
      { speaker: 'patient', text: 'Yes. It is swollen in the morning.' },
    ],
    ffmpegPath(),
    2000,
    150,
  );
  heard = await transcribeFileSegments(
    await audioToPcm(visit.wav, 'visit.wav'),
    'en',
    transcriptionEngine('aws', loadConfig({}).transcription),
  );
});

afterAll(() => closeTranscriptionProviders());

it('writes each decoded utterance as a sentence: a capital, then a full stop or a question mark', () => {
  expect(heard.segments.length).toBeGreaterThanOrEqual(4);
  for (const segment of heard.segments) expect(segment.text).toMatch(/^[A-Z][^.?]*[.?]( [A-Z][^.?]*[.?])*$/);
  const question = heard.segments.find((s) => /^Do you have\b/.test(s.text));
  expect(question?.text).toMatch(/^Do you have\b.*\?$/);
  expect(heard.segments[0].text).toMatch(/^What brings you\b.*\?$/);
  expect(heard.segments.filter((s) => s.text.endsWith('.')).length).toBeGreaterThanOrEqual(2);
});

it('starts a paragraph at each long pause (the turns), not at the pause between two sentences of a turn', () => {
  const paragraphs = heard.text.split('\n\n');
  expect(paragraphs).toHaveLength(4);
  expect(paragraphs[2]).toMatch(/^Do you have\b.*\?$/);
  expect(paragraphs[3]).toMatch(/^Yes\. [A-Z].*\.$/);
});

/** Sentences spoken by one voice with a pause between them, as 16 kHz PCM, and where each is. */
async function spoken(texts: string[], pauseMs: number) {
  const visit = speakDialogue(
    texts.map((text) => ({ speaker: 'patient' as const, text })),
    ffmpegPath(),
    pauseMs,
    150,
  );
  return { pcm: await audioToPcm(visit.wav, 'spoken.wav'), spans: visit.spans };
}

it('hears each pause as it goes (what a held final waits for): its silence so far, then its length once speech resumes', async () => {
  const { pcm } = await spoken(['How is the knee?', 'It is better.', 'Good, keep walking every day.'], 1800);
  const events: Array<{ final: FinalSegment } | { silentMs: number; resumed: boolean }> = [];
  const failures: Error[] = [];
  const stream = selectTranscriptionProvider('aws', loadConfig({}).transcription).open('en', {
    onPartial: () => undefined,
    onFinal: (final) => events.push({ final }),
    onPause: (silentMs, resumed) => events.push({ silentMs, resumed }),
    onError: (error) => failures.push(error),
  });
  for (let offset = 0; offset < pcm.length; offset += 8000) stream.write(pcm.subarray(offset, offset + 8000));
  await stream.end();
  expect(failures).toEqual([]);
  const finals = events.flatMap((e, i) => ('final' in e ? [{ ...e.final, at: i }] : []));
  expect(finals.length).toBeGreaterThanOrEqual(3);
  for (const [k, final] of finals.slice(0, -1).entries()) {
    const next = finals[k + 1];
    const reports = events.slice(final.at + 1, next.at).flatMap((e) => ('silentMs' in e ? [e] : []));
    // Silence grows report by report, then one report gives the pause's length, the gap the segments show.
    expect(reports.length).toBeGreaterThanOrEqual(1);
    const resumed = reports[reports.length - 1];
    expect(resumed.resumed).toBe(true);
    expect(reports.slice(0, -1).every((r, i) => !r.resumed && (i === 0 || r.silentMs > reports[i - 1].silentMs))).toBe(true);
    expect(Math.abs(resumed.silentMs - (next.startMs - final.endMs))).toBeLessThanOrEqual(300);
  }
});

describe('a final that ends on a word that cannot end a sentence', () => {
  // Only the audio may let such a final go: the sentence step's timers are frozen (fake), so a
  // final that waited on wall time would never be heard here.
  const finalsOf = async (pcm: Buffer, until: (finals: FinalSegment[]) => boolean) => {
    const finals: FinalSegment[] = [];
    const failures: Error[] = [];
    const stream = transcriptionEngine('aws', loadConfig({}).transcription).open('en', {
      onPartial: () => undefined,
      onFinal: (f) => finals.push(f),
      onError: (e) => failures.push(e),
    });
    for (let offset = 0; offset < pcm.length; offset += 8000) stream.write(pcm.subarray(offset, offset + 8000));
    const deadline = Date.now() + 20000;
    while (!until(finals) && failures.length === 0 && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    stream.abort();
    expect(failures).toEqual([]);
    return finals;
  };
  const openEnded = (text: string) => SentenceMaker.endsOpen(text.replace(/[.?]$/, ''));

  beforeEach(() =>
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
      ],
    }),
  );
  afterEach(() => jest.useRealTimers());

  it('is let go as a sentence once the silence after it is long enough, with no more audio and no end()', async () => {
    const { pcm } = await spoken([OPEN_ENDED], 1200);
    const finals = await finalsOf(pcm, (f) => f.length > 0);
    expect(finals).toHaveLength(1);
    expect(finals[0].text).toMatch(/^[A-Z].*\.$/);
    expect(openEnded(finals[0].text)).toBe(true);
  });

  it('is let go as a sentence going on as soon as speech resumes after a short pause', async () => {
    // The words that finish the sentence are written only up to 0.4 s in (espeak-ng's own silence and 0.1 s between them): not yet a final.
    const { pcm, spans } = await spoken([OPEN_ENDED, 'yesterday morning.'], 100);
    const finals = await finalsOf(pcm.subarray(0, Math.round((spans[1].startMs + 400) * 16) * 2), (f) => f.length > 0);
    expect(finals).toHaveLength(1);
    expect(finals[0].text).toMatch(/^[A-Z].*[a-z]$/);
    expect(openEnded(finals[0].text)).toBe(true);
  });
});
