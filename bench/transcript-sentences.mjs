// Sentences of the local engine's transcript, on a clinical set: ACI-BENCH valid dialogues
// (their opening turns, bounded) spoken by espeak-ng in two voices, clinician and patient,
// with a pause between turns, decoded through the upload's code (transcribeFileSegments with
// the engine the configuration selects, here PocketSphinx written as sentences). Prints:
//   - the share of transcript sentences with a capital first and . or ? last;
//   - the share of its sentence boundaries at a true sentence or turn end (exactly, and
//     within one word), and the share of turn ends it found; turn ends that start a paragraph;
//   - the lag of a settled sentence behind live audio (one dialogue played in real time);
//   - a 5-minute MP3 (the librivox clips, as bench:upload makes it) decoded and transcribed
//     as an upload is, in parts side by side and in one stream.
// Numbers only: no pass/fail.
// Usage: npm run bench:sentences [-- --dialogues 3 --words 300 --live-seconds 90 --pause-ms 1200 --live-only --verbose]
// (--live-only: the live lag alone, on the first dialogue; --verbose: the latest sentences and why)
// Needs espeak-ng, libpocketsphinx3, pocketsphinx-en-us and pocketsphinx-testdata.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readCommandLine } from '../scripts/lib/command-line.mjs';
import { functionsDir } from '../scripts/lib/paths.mjs';
import { loadSplit } from './lib/aci-bench.mjs';
import { loadBenchLib } from './lib/load-ts.mjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:sentences');

const USAGE = 'Usage: npm run bench:sentences [-- --dialogues N --words N --live-seconds N --pause-ms N --live-only --verbose]';
const { values: flags } = readCommandLine(USAGE, {
  dialogues: { type: 'string', default: '3' },
  words: { type: 'string', default: '300' },
  'live-seconds': { type: 'string', default: '90' },
  'pause-ms': { type: 'string', default: '1200' },
  'live-only': { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
});
const TARGETS = { liveLagP95Ms: 1000, uploadSeconds: 30 };
const CLIPS = '/usr/share/pocketsphinx/test/data/librivox';
const CHUNK_MS = 250;
const CHUNK_BYTES = 8000;

const lib = join(functionsDir, 'lib');
const require = createRequire(import.meta.url);
const { loadConfig } = require(join(lib, 'config.js'));
const { transcriptionEngine } = require(join(lib, 'providers', 'transcription', 'engine.js'));
const { closeTranscriptionProviders, selectTranscriptionProvider } = require(join(lib, 'providers', 'transcription', 'select.js'));
const { withSentences } = require(join(lib, 'providers', 'transcription', 'sentence-provider.js'));
const { audioToPcm, ffmpegPath } = require(join(lib, 'file-processing', 'audio-to-pcm.js'));
const { transcribeFileSegments } = require(join(lib, 'file-processing', 'transcribe-file.js'));
const { AUDIO_BYTES_PER_SECOND } = require(join(lib, 'shared', 'audio.js'));
const { speakDialogue } = loadBenchLib('spoken-dialogue');
const { scoreSentences } = loadBenchLib('sentence-boundaries');
const { wordErrors } = loadBenchLib('word-error-rate');

const ffmpeg = ffmpegPath();
const engine = transcriptionEngine('aws', loadConfig(process.env).transcription);
const line = (label, value) => console.log(`${label.padEnd(38)} ${value}`);
const pct = (x) => (Number.isNaN(x) ? 'n/a' : `${(x * 100).toFixed(1)}%`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  return sorted[Math.floor(at)] + (sorted[Math.ceil(at)] - sorted[Math.floor(at)]) * (at - Math.floor(at));
}

/** The opening turns of a dialogue, about `words` words, as speaker and text. */
function openingTurns(dialogue, words) {
  const turns = [];
  let count = 0;
  for (const raw of dialogue.split('\n')) {
    const match = /^\[(doctor|patient|patient_guest|doctor_guest)\]\s*(.*)$/.exec(raw.trim());
    if (!match || !match[2].trim()) continue;
    turns.push({ speaker: match[1].startsWith('doctor') ? 'clinician' : 'patient', text: match[2].trim() });
    count += match[2].split(/\s+/).length;
    if (count >= words) break;
  }
  return turns;
}

if (engine.id !== 'pocketsphinx')
  console.log(`Note: the configuration selects ${engine.id}; its transcript is not rewritten as sentences.`);
const visits = loadSplit('valid').slice(0, flags['live-only'] ? 1 : Number(flags.dialogues));
console.log(
  `clinical set: ${visits.length} ACI-BENCH valid dialogues, opening ~${flags.words} words each, espeak-ng (two voices), ${flags['pause-ms']} ms between turns`,
);

// Sentences of each dialogue, decoded as an upload is.
const totals = {
  sentences: 0,
  wellFormed: 0,
  boundaries: 0,
  atTrueEnd: 0,
  withinOneWord: 0,
  turnEnds: 0,
  turnEndsFound: 0,
  paragraphTurns: 0,
  refWords: 0,
  errors: 0,
  audio: 0,
  decode: 0,
};
const spoken = [];
for (const visit of visits) {
  const turns = openingTurns(visit.dialogue, Number(flags.words));
  const audio = speakDialogue(turns, ffmpeg, Number(flags['pause-ms']));
  const pcm = await audioToPcm(audio.wav, 'visit.wav');
  spoken.push({ turns, pcm, spans: audio.spans });
  if (flags['live-only']) break;
  const started = performance.now();
  const { text, segments } = await transcribeFileSegments(pcm, 'en', engine);
  totals.decode += (performance.now() - started) / 1000;
  totals.audio += pcm.length / AUDIO_BYTES_PER_SECOND;
  const scores = scoreSentences(
    turns.map((t) => t.text),
    text,
  );
  totals.sentences += scores.sentences;
  totals.wellFormed += scores.wellFormed * scores.sentences;
  totals.boundaries += scores.boundaries;
  totals.atTrueEnd += scores.atTrueEnd * scores.boundaries;
  totals.withinOneWord += scores.withinOneWord * scores.boundaries;
  totals.turnEnds += turns.length - 1;
  totals.turnEndsFound += scores.turnEndsFound * (turns.length - 1);
  // A turn end starts a paragraph when the first segment after it is marked so.
  const paragraphStarts = segments.filter((s, i) => i > 0 && text.includes(`\n\n${s.text}`)).map((s) => s.startMs);
  totals.paragraphTurns += audio.spans.slice(1).filter((span) => paragraphStarts.some((ms) => Math.abs(ms - span.startMs) < 700)).length;
  const errors = wordErrors(turns.map((t) => t.text).join(' '), text);
  totals.refWords += errors.referenceWords;
  totals.errors += errors.errors;
  line(
    `${visit.encounter_id}:`,
    `${turns.length} turns, ${(pcm.length / AUDIO_BYTES_PER_SECOND).toFixed(0)} s, ${scores.sentences} sentences, WER ${pct(errors.rate)}`,
  );
}
if (!flags['live-only']) {
  line(
    'sentences written as sentences:',
    `${pct(totals.wellFormed / totals.sentences)} of ${totals.sentences} (a capital first, . or ? last)`,
  );
  line(
    'boundaries at a true end:',
    `${pct(totals.atTrueEnd / totals.boundaries)} of ${totals.boundaries} (within one word: ${pct(totals.withinOneWord / totals.boundaries)})`,
  );
  line(
    'turn ends with a boundary:',
    `${pct(totals.turnEndsFound / totals.turnEnds)} of ${totals.turnEnds} (within one word); a paragraph at ${pct(totals.paragraphTurns / totals.turnEnds)}`,
  );
  line('word error rate (the same audio):', `${pct(totals.errors / totals.refWords)} of ${totals.refWords} words`);
  line(
    'decoding:',
    `${totals.decode.toFixed(1)} s for ${totals.audio.toFixed(0)} s of audio, RTF ${(totals.decode / totals.audio).toFixed(3)}`,
  );
}

// Live: the first dialogue in real time, 250 ms chunks. A sentence is settled when a final
// carrying its end arrives (a final's text never changes); its lag is that arrival minus the
// moment the chunk holding the final's end was written. Every final ending in . or ? counts
// once; a sentence that ends inside a longer final is settled with it, earlier in the audio
// than the final's end, so its lag is estimated from its share of the final's words. To tell
// where a late sentence's lag comes from, the engine under the sentence step is observed too:
// when its final arrived (the decoder: its 0.3 s of silence, then decoding), and how long the
// sentence step held it (a final ending on a word that cannot end a sentence).
{
  const { pcm } = spoken[0];
  const audio = pcm.subarray(0, Math.min(pcm.length, Number(flags['live-seconds']) * AUDIO_BYTES_PER_SECOND));
  const writes = [];
  const rawFinals = [];
  const settled = [];
  let failure = null;
  const chunkOf = (ms) => Math.min(writes.length - 1, Math.max(0, Math.floor((ms * 32 - 1) / CHUNK_BYTES)));
  const raw = selectTranscriptionProvider('aws', loadConfig(process.env).transcription);
  const observed = {
    id: raw.id,
    live: raw.live,
    parallelStreams: raw.parallelStreams,
    supports: (language) => raw.supports(language),
    close: () => raw.close(),
    open: (language, events) =>
      raw.open(language, {
        onPartial: (text, heardMs) => events.onPartial(text, heardMs),
        onFinal: (segment) => {
          rawFinals.push({ ...segment, at: performance.now() });
          events.onFinal(segment);
        },
        onPause: (silentMs, resumed) => events.onPause?.(silentMs, resumed),
        onError: (error) => events.onError(error),
      }),
  };
  const stream = (raw.id === 'pocketsphinx' ? withSentences(observed) : engine).open('en', {
    onPartial() {},
    onFinal: (segment) => settled.push({ ...segment, at: performance.now() }),
    onError: (error) => (failure = error),
  });
  const t0 = performance.now();
  for (let k = 0; k * CHUNK_BYTES < audio.length; k++) {
    await sleep(t0 + k * CHUNK_MS - performance.now());
    writes.push(performance.now());
    stream.write(audio.subarray(k * CHUNK_BYTES, (k + 1) * CHUNK_BYTES));
  }
  const endWritten = writes.length;
  await stream.end();
  if (failure) throw failure;
  const rows = settled
    .filter((segment) => /[.?]$/.test(segment.text))
    .map((segment) => {
      const chunk = chunkOf(segment.endMs);
      const engineFinal = rawFinals.findLast((f) => f.endMs === segment.endMs) ?? segment;
      const silenceChunk = chunkOf(segment.endMs + 300);
      return {
        lag: segment.at - writes[chunk],
        decoder: engineFinal.at - writes[chunk],
        silence: writes[silenceChunk] - writes[chunk],
        held: segment.at - engineFinal.at,
        utterance: segment.endMs - segment.startMs,
        first: rawFinals[0] === engineFinal,
        afterEnd: chunk >= endWritten - 1,
        text: segment.text,
        endMs: segment.endMs,
      };
    });
  // Every sentence, those ending inside a final placed by their share of its words.
  const sentenceLags = settled.flatMap((segment) => {
    const sentences = segment.text.split(/(?<=[.?])\s+/).filter((s) => /[.?]$/.test(s));
    const words = segment.text.split(/\s+/).length;
    let upTo = 0;
    return sentences.map((sentence) => {
      upTo += sentence.split(/\s+/).length;
      const endMs = segment.startMs + ((segment.endMs - segment.startMs) * upTo) / words;
      return segment.at - writes[chunkOf(endMs)];
    });
  });
  const lags = rows.map((r) => r.lag);
  const ms = (x) => `${x.toFixed(0)} ms`;
  line(
    'live lag of a settled sentence:',
    `p50 ${ms(percentile(lags, 0.5))}, p95 ${ms(percentile(lags, 0.95))} (target p95 ≤ ${TARGETS.liveLagP95Ms} ms; ${lags.length} sentences, ${(audio.length / AUDIO_BYTES_PER_SECOND).toFixed(0)} s in real time)`,
  );
  line(
    '  every sentence (inside finals too):',
    `p50 ${ms(percentile(sentenceLags, 0.5))}, p95 ${ms(percentile(sentenceLags, 0.95))} (${sentenceLags.length} sentences)`,
  );
  line(
    "  the decoder's final (its share):",
    `p50 ${ms(
      percentile(
        rows.map((r) => r.decoder),
        0.5,
      ),
    )}, p95 ${ms(
      percentile(
        rows.map((r) => r.decoder),
        0.95,
      ),
    )}`,
  );
  const held = rows.filter((r) => r.held > 5);
  line(
    '  held by the sentence step:',
    `${held.length} of ${rows.length}, for p50 ${ms(
      percentile(
        held.map((r) => r.held),
        0.5,
      ),
    )}, max ${ms(Math.max(0, ...held.map((r) => r.held)))}`,
  );
  if (flags.verbose) {
    for (const r of [...rows].sort((a, b) => b.lag - a.lag).slice(0, 8)) {
      const why = [
        r.first && 'first utterance (decoded twice)',
        r.held > 5 && `held ${ms(r.held)}`,
        r.utterance > 8000 && `long utterance ${(r.utterance / 1000).toFixed(1)} s`,
        r.afterEnd && 'at the end of the audio',
      ].filter(Boolean);
      console.log(
        `    ${ms(r.lag).padStart(8)}  decoder ${ms(r.decoder).padStart(7)} (silence wait ${ms(r.silence)})  ${why.join(', ') || '-'}  @${(r.endMs / 1000).toFixed(1)} s  "${r.text.slice(-40)}"`,
      );
    }
  }
}

// A 5-minute MP3 of the librivox clips (as bench:upload builds it), decoded and transcribed as an upload is.
if (!flags['live-only'] && existsSync(join(CLIPS, 'fileids'))) {
  const dir = mkdtempSync(join(tmpdir(), 'sentences-bench-'));
  try {
    const ids = readFileSync(join(CLIPS, 'fileids'), 'utf8').trim().split('\n');
    const inputs = [];
    for (let round = 0; round < 10; round++) for (const id of ids) inputs.push(join(CLIPS, `${id}.wav`));
    const clipSeconds = inputs.reduce((n, file) => n + (readFileSync(file).length - 44) / AUDIO_BYTES_PER_SECOND, 0);
    const gap = Math.max(0, (300 - clipSeconds) / inputs.length);
    const filter =
      inputs.map((_f, i) => `[${i}:a]apad=pad_len=${Math.round(gap * 16000)}[a${i}];`).join('') +
      inputs.map((_f, i) => `[a${i}]`).join('') +
      `concat=n=${inputs.length}:v=0:a=1,atrim=0:300[out]`;
    const mp3 = join(dir, 'visit.mp3');
    execFileSync(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...inputs.flatMap((f) => ['-i', f]),
      '-filter_complex',
      filter,
      '-map',
      '[out]',
      '-ac',
      '2',
      '-ar',
      '44100',
      '-b:a',
      '128k',
      mp3,
    ]);
    const bytes = readFileSync(mp3);
    for (const parallel of [undefined, 1]) {
      const started = performance.now();
      const pcm = await audioToPcm(bytes, 'visit.mp3');
      await transcribeFileSegments(pcm, 'en', engine, parallel ? { parallel } : {});
      const seconds = (performance.now() - started) / 1000;
      const label = parallel ? '5-minute MP3, one stream:' : '5-minute MP3 → transcript:';
      line(
        label,
        `${seconds.toFixed(1)} s${parallel ? '' : ` (target ≤ ${TARGETS.uploadSeconds} s; in parts side by side, ${engine.parallelStreams ?? 1} at most)`}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
await closeTranscriptionProviders();
