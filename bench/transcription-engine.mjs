// The local speech-to-text engine (PocketSphinx in worker threads) on the librivox clips of
// Debian's pocketsphinx-testdata: speed (real-time factor) in batch and streamed, word error
// rate against the reference transcription, and lag behind live audio; then the clinical
// set: ACI-BENCH visit dialogues spoken by espeak-ng (clinician and patient in two voices),
// decoded turn by turn with the generic and the clinical language model, hesitations ("uh",
// "um", spoken by espeak-ng too) left out of the scoring on both sides. The clinical model
// is built from the train dialogues only: its word error rate is measured on the valid
// dialogues (unseen), and on a few train dialogues apart (seen, for reference).
// Usage: npm run build:functions, then: node bench/transcription-engine.mjs [--clinical-words N]
// (N: words spoken per visit, default 100).
// Needs the Debian packages libpocketsphinx3, pocketsphinx-en-us, pocketsphinx-testdata, espeak-ng.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { functionsDir } from '../scripts/lib/paths.mjs';
import { loadSplit } from './lib/aci-bench.mjs';
import { speakVisits, withoutFillers } from './lib/clinical-speech.mjs';
import { loadBenchLib } from './lib/load-ts.mjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:engine');

const TARGETS = { rtf: 0.5, werRatio: 1.1, p95LagMs: 1000, clinicalWerShare: 2 / 3, librivoxWorsePoints: 1 };
const argAt = process.argv.indexOf('--clinical-words');
const CLINICAL_WORDS = argAt > 0 ? Number(process.argv[argAt + 1]) : 100;
const TRAIN_VISITS_SEEN = 5;
const CLIPS = '/usr/share/pocketsphinx/test/data/librivox';
const CHUNK_BYTES = 8000; // 250 ms of 16 kHz mono 16-bit PCM
const CHUNK_MS = 250;
const PAUSE_MS = 1500; // between sentences of the live session

const lib = join(functionsDir, 'lib', 'providers', 'transcription');
if (!existsSync(join(lib, 'pocketsphinx-worker.js'))) {
  console.error('Build the functions first: npm run build:functions');
  process.exit(1);
}
if (!existsSync(join(CLIPS, 'fileids'))) {
  console.error(`No test clips in ${CLIPS}: apt-get install pocketsphinx-testdata`);
  process.exit(1);
}
const require = createRequire(import.meta.url);
const { PocketSphinxProvider } = require(join(lib, 'pocketsphinx.js'));
const { decodeBatch } = require(join(lib, 'pocketsphinx-binding.js'));
const { readStreamWav, parseWav } = require(join(lib, 'pcm-wav.js'));
const { AUDIO_BYTES_PER_SECOND } = require(join(functionsDir, 'lib', 'shared', 'audio.js'));
const { wordErrors, totalWordErrors, parseSphinxTranscripts } = loadBenchLib('word-error-rate');

const ids = readFileSync(join(CLIPS, 'fileids'), 'utf8').trim().split('\n');
const references = parseSphinxTranscripts(readFileSync(join(CLIPS, 'transcription'), 'utf8'));
const shipped = parseSphinxTranscripts(readFileSync(join(CLIPS, 'test-lm.match'), 'utf8'));
const clips = ids.map((id) => readStreamWav(readFileSync(join(CLIPS, `${id}.wav`))));
const audioSeconds = clips.reduce((n, pcm) => n + pcm.length / AUDIO_BYTES_PER_SECOND, 0);
const asSamples = (pcm) => new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const wer = (texts) => totalWordErrors(ids.map((id, i) => wordErrors(references.get(id), texts[i])));
const pct = (x) => `${(x * 100).toFixed(1)}%`;
function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  return sorted[lo] + (sorted[Math.ceil(at)] - sorted[lo]) * (at - lo);
}

/** Quiet room noise (deterministic). */
function roomNoise(ms, seed = 1) {
  const out = Buffer.alloc(ms * 32);
  let x = seed;
  for (let i = 0; i < out.length; i += 2) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out.writeInt16LE((x % 61) - 30, i);
  }
  return out;
}

console.log(`clips: ${ids.length} librivox sentences, ${audioSeconds.toFixed(1)} s of audio`);

// Batch: one decoder, each clip one utterance (what pocketsphinx_batch does). Load time excluded.
let started = performance.now();
decodeBatch([]);
const loadMs = performance.now() - started;
started = performance.now();
const batch = decodeBatch(clips.map(asSamples));
const batchSeconds = (performance.now() - started - loadMs) / 1000;

// Streaming as fast as it goes: each clip its own stream, 250 ms writes, one after the other.
const provider = new PocketSphinxProvider();
const noop = { onPartial() {}, onFinal() {}, onError() {} };
const warm = provider.open('en', noop);
warm.write(roomNoise(500));
await warm.end(); // a loaded decoder, as a running server has
const streamed = [];
started = performance.now();
for (const pcm of clips) {
  const finals = [];
  let failure = null;
  const stream = provider.open('en', { onPartial() {}, onFinal: (f) => finals.push(f.text), onError: (e) => (failure = e) });
  for (let i = 0; i < pcm.length; i += CHUNK_BYTES) stream.write(pcm.subarray(i, i + CHUNK_BYTES));
  await stream.end();
  if (failure) throw failure;
  streamed.push(finals.join(' '));
}
const streamSeconds = (performance.now() - started) / 1000;

// The same clips as one session (one stream, 1.5 s pauses between sentences), at once.
const sessionAudio = Buffer.concat([roomNoise(500), ...clips.flatMap((pcm, i) => [pcm, roomNoise(PAUSE_MS, i + 2)])]);
const sessionFinals = [];
started = performance.now();
{
  let failure = null;
  const stream = provider.open('en', { onPartial() {}, onFinal: (f) => sessionFinals.push(f.text), onError: (e) => (failure = e) });
  for (let i = 0; i < sessionAudio.length; i += CHUNK_BYTES) stream.write(sessionAudio.subarray(i, i + CHUNK_BYTES));
  await stream.end();
  if (failure) throw failure;
}
const sessionSeconds = (performance.now() - started) / 1000;
const sessionAudioSeconds = sessionAudio.length / AUDIO_BYTES_PER_SECOND;
const werSession = wordErrors(ids.map((id) => references.get(id)).join(' '), sessionFinals.join(' '));

const werBatch = wer(batch);
const werStream = wer(streamed);
const werShipped = wer(ids.map((id) => shipped.get(id) ?? ''));
const ratio = werBatch.rate > 0 ? werStream.rate / werBatch.rate : werStream.rate === 0 ? 1 : Infinity;
const line = (label, value) => console.log(`${label.padEnd(34)} ${value}`);
line('decoder load:', `${loadMs.toFixed(0)} ms (worker: ${provider.decoderLoadTimes().join(', ')} ms)`);
line('batch decode:', `${batchSeconds.toFixed(2)} s, RTF ${(batchSeconds / audioSeconds).toFixed(3)} (target ≤ ${TARGETS.rtf})`);
line(
  'streaming, a stream per clip:',
  `${streamSeconds.toFixed(2)} s, RTF ${(streamSeconds / audioSeconds).toFixed(3)} (target ≤ ${TARGETS.rtf}; 250 ms writes at once; a stream's first sentence is decoded twice)`,
);
line(
  'streaming, one session stream:',
  `${sessionSeconds.toFixed(2)} s for ${sessionAudioSeconds.toFixed(1)} s with pauses, RTF ${(sessionSeconds / sessionAudioSeconds).toFixed(3)} (target ≤ ${TARGETS.rtf}); ${sessionFinals.length} finals`,
);
line(
  'WER streaming:',
  `${pct(werStream.rate)} (${werStream.errors}/${werStream.referenceWords} words; one session stream: ${pct(werSession.rate)})`,
);
line('WER batch:', `${pct(werBatch.rate)} (${werBatch.errors}/${werBatch.referenceWords} words)`);
line('WER shipped test-lm.match:', `${pct(werShipped.rate)} (${werShipped.errors}/${werShipped.referenceWords} words)`);
line('WER streaming / batch:', `${ratio.toFixed(2)} (target ≤ ${TARGETS.werRatio.toFixed(2)})`);

// Read English with each language model (batch): the clinical one must not make it worse.
const batchGeneric = decodeBatch(clips.map(asSamples), undefined, 'generic');
const werGeneric = wer(batchGeneric);
const points = (werBatch.rate - werGeneric.rate) * 100;
line(
  'librivox WER generic / clinical:',
  `${pct(werGeneric.rate)} / ${pct(werBatch.rate)} (${points >= 0 ? '+' : ''}${points.toFixed(1)} points; target ≤ +${TARGETS.librivoxWorsePoints})`,
);

// The clinical set, turn by turn (batch), generic against clinical.
function clinicalWer(name, visits) {
  const turns = speakVisits(visits, CLINICAL_WORDS, parseWav);
  const seconds = turns.reduce((n, turn) => n + turn.samples.length / 16000, 0);
  const result = {};
  for (const model of ['generic', 'clinical']) {
    decodeBatch([], undefined, model);
    const begun = performance.now();
    const cpuBefore = process.cpuUsage();
    const texts = decodeBatch(
      turns.map((turn) => turn.samples),
      undefined,
      model,
    );
    const cpu = process.cpuUsage(cpuBefore);
    const scored = turns.map((turn, i) => wordErrors(withoutFillers(turn.words), withoutFillers(texts[i])));
    result[model] = {
      ...totalWordErrors(scored),
      rtf: (performance.now() - begun) / 1000 / seconds,
      cpuRtf: (cpu.user + cpu.system) / 1e6 / seconds,
    };
  }
  const { generic, clinical } = result;
  const share = generic.rate > 0 ? clinical.rate / generic.rate : 1;
  line(
    `clinical set, ${name}:`,
    `${visits.length} visits, ${turns.length} turns, ${seconds.toFixed(0)} s of speech, ${generic.referenceWords} words`,
  );
  line(
    '  WER generic / clinical:',
    `${pct(generic.rate)} / ${pct(clinical.rate)} (clinical/generic ${share.toFixed(2)}; target ≤ ${TARGETS.clinicalWerShare.toFixed(2)})`,
  );
  // CPU time per second of audio: one core's real-time factor, whatever else runs on the machine.
  line(
    '  RTF generic / clinical (batch):',
    `CPU ${generic.cpuRtf.toFixed(3)} / ${clinical.cpuRtf.toFixed(3)} (target ≤ ${TARGETS.rtf} one core); wall ${generic.rtf.toFixed(3)} / ${clinical.rtf.toFixed(3)}`,
  );
}
clinicalWer('ACI-BENCH valid (unseen by the clinical model)', loadSplit('valid'));
clinicalWer(
  `ACI-BENCH train, first ${TRAIN_VISITS_SEEN} (seen: the model is built from train)`,
  loadSplit('train').slice(0, TRAIN_VISITS_SEEN),
);

// Lag behind live audio: a session of the clips with pauses between sentences, played
// twice, written in 250 ms chunks every 250 ms. For each final: arrival − the moment the
// chunk holding its endMs was written. For each partial: arrival − the latest write.
const session = [roomNoise(500)];
for (let round = 0; round < 2; round++) clips.forEach((pcm, i) => session.push(pcm, roomNoise(PAUSE_MS, round * 10 + i + 2)));
const audio = Buffer.concat(session);
const writes = [];
const finalLags = [];
const partialLags = [];
let failure = null;
const live = provider.open('en', {
  onPartial: () => partialLags.push(performance.now() - writes[writes.length - 1]),
  onFinal: (f) => {
    const chunk = Math.min(writes.length - 1, Math.floor((f.endMs * 32 - 1) / CHUNK_BYTES));
    finalLags.push(performance.now() - writes[chunk]);
  },
  onError: (e) => (failure = e),
});
const t0 = performance.now();
for (let k = 0; k * CHUNK_BYTES < audio.length; k++) {
  await sleep(t0 + k * CHUNK_MS - performance.now());
  writes.push(performance.now());
  live.write(audio.subarray(k * CHUNK_BYTES, (k + 1) * CHUNK_BYTES));
}
await live.end();
if (failure) throw failure;
const ms = (x) => `${x.toFixed(0)} ms`;
line(
  'live session:',
  `${(audio.length / AUDIO_BYTES_PER_SECOND).toFixed(1)} s in real time, ${finalLags.length} finals, ${partialLags.length} partials`,
);
line(
  'final lag p50 / p95:',
  `${ms(percentile(finalLags, 0.5))} / ${ms(percentile(finalLags, 0.95))} (target p95 ≤ ${TARGETS.p95LagMs} ms; first final ${ms(finalLags[0] ?? NaN)}, max ${ms(Math.max(...finalLags))})`,
);
line(
  'partial lag p50 / p95:',
  `${ms(percentile(partialLags, 0.5))} / ${ms(percentile(partialLags, 0.95))} (target p95 ≤ ${TARGETS.p95LagMs} ms)`,
);
await provider.close();
