// The local engine's share of bench:realtime-load: one instance transcribing with PocketSphinx
// (the engine used when no cloud keys are set), each simulated clinician streaming real speech
// (the LibriVox clips Debian's pocketsphinx test data ships, with pauses between them) in real
// time; the number of concurrent sessions stepped up (1, 2, 3, ...) and, per step, whether the
// engine keeps up: the lag of each final transcript segment behind live audio (its arrival
// less the moment the audio it ends at was captured), whether that lag grows over the run,
// and the instance's CPU seconds per second of audio.
import { readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { clinicianWithSession, cpuSeconds, percentile, pool, startFleet } from './realtime-fleet.mjs';
import { StreamingClient } from './streaming-client.mjs';

const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
/** Keeping up: final lag p95 at most this, */
export const LAG_P95_LIMIT_MS = 6000;
/** its last quarter's p95 at most this over its first quarter's, and 0 chunks lost. */
export const LAG_GROWTH_LIMIT_MS = 2000;

/** The PCM of a 16 kHz mono 16-bit WAV file (its data chunk). */
function wavPcm(path) {
  const wav = readFileSync(path);
  for (let offset = 12; offset + 8 <= wav.length;) {
    const size = wav.readUInt32LE(offset + 4);
    if (wav.toString('ascii', offset, offset + 4) === 'data') return wav.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${path}: no data chunk`);
}

/** `seconds` of real speech as 250 ms chunks: the clips in turn, a second of silence after each. */
export function speechChunks(seconds) {
  const clips = readdirSync(LIBRIVOX)
    .filter((name) => name.endsWith('.wav'))
    .sort()
    .map((name) => wavPcm(join(LIBRIVOX, name)));
  const pause = Buffer.alloc(32000);
  const wanted = seconds * 32000;
  const parts = [];
  for (let length = 0, i = 0; length < wanted; i++) {
    parts.push(clips[i % clips.length], pause);
    length += clips[i % clips.length].length + pause.length;
  }
  const pcm = Buffer.concat(parts).subarray(0, wanted);
  return Array.from({ length: seconds * 4 }, (_, i) => pcm.subarray(i * 8000, (i + 1) * 8000));
}

async function record(url, clinician, chunks, offsetMs) {
  await new Promise((r) => setTimeout(r, offsetMs));
  const client = new StreamingClient(url, clinician, chunks, { reconnection: false });
  await client.ready();
  await client.record();
  const stopped = await client.finish(60000);
  const lags = client.finals.filter((f) => f.endMs > 0).map((f) => ({ audioMs: f.endMs, lagMs: f.at - (client.startedAt + f.endMs) }));
  return { lags, lost: chunks.length - (stopped.ok ? Math.round(stopped.seconds * 4) : 0) };
}

/** One step: `sessions` clinicians at once on one instance; what the engine did with them. */
async function step(stack, sessions, seconds, chunks) {
  const fleet = await startFleet(stack, 1, { AWS_TRANSCRIBE_REGION: '', GOOGLE_SPEECH_ENABLED: '', GOOGLE_APPLICATION_CREDENTIALS: '' });
  const pid = fleet.instances[0].child.pid;
  try {
    const clinicians = await pool(
      Array.from({ length: sessions }, (_, i) => i),
      4,
      (i) => clinicianWithSession(stack, `local-${sessions}-${i}`, 'pocketsphinx'),
    );
    const cpuBefore = cpuSeconds(pid);
    const results = await Promise.all(
      clinicians.map((c, i) =>
        record(fleet.url, c, chunks, (i * 1000) / sessions).catch((error) => ({ lags: [], lost: chunks.length, error })),
      ),
    );
    const cpu = cpuSeconds(pid) - cpuBefore;
    const lags = results.flatMap((r) => r.lags);
    const quarter = (seconds * 1000) / 4;
    const first = lags.filter((l) => l.audioMs <= quarter).map((l) => l.lagMs);
    const last = lags.filter((l) => l.audioMs > 3 * quarter).map((l) => l.lagMs);
    const p95 = percentile(
      lags.map((l) => l.lagMs),
      95,
    );
    const growth = percentile(last, 95) - percentile(first, 95);
    const lost = results.reduce((sum, r) => sum + r.lost, 0);
    const failed = results.filter((r) => r.error);
    const keptUp =
      failed.length === 0 && lost === 0 && lags.length > 0 && last.length > 0 && p95 <= LAG_P95_LIMIT_MS && growth <= LAG_GROWTH_LIMIT_MS;
    return {
      sessions,
      finals: lags.length,
      p95,
      growth,
      cpuPerAudio: cpu / (sessions * seconds),
      lost,
      failed,
      keptUp,
      load: loadavg()[0],
    };
  } finally {
    await fleet.stop();
  }
}

/** Steps up from 1 session until the engine falls behind, `maxSessions` is reached or `budgetMs` is spent. */
export async function localEngineSteps(stack, { seconds, maxSessions, budgetMs }) {
  const chunks = speechChunks(seconds);
  const deadline = Date.now() + budgetMs;
  const steps = [];
  for (let sessions = 1; sessions <= maxSessions; sessions++) {
    // A step takes about its audio's length plus set-up: not started when it would overrun the budget.
    if (Date.now() + (seconds + 30) * 1000 > deadline) break;
    console.log(`local engine: ${sessions} session(s) streaming ${seconds} s of speech each, in real time ...`);
    const s = await step(stack, sessions, seconds, chunks);
    steps.push(s);
    console.log(
      `  ${sessions} session(s): ${s.finals} final segments, lag behind live audio p95 ${s.p95} ms (last quarter less first quarter: ${s.growth} ms), ${s.cpuPerAudio.toFixed(2)} CPU s per audio s, lost ${s.lost}, ${s.failed.length} failed${s.failed[0] ? ` (${s.failed[0].error.message})` : ''}: ${s.keptUp ? 'keeps up' : 'falls behind'}; load average ${s.load.toFixed(1)}`,
    );
    if (!s.keptUp) break;
  }
  const best = steps.filter((s) => s.keptUp).reduce((max, s) => Math.max(max, s.sessions), 0);
  const cores = cpus().length;
  const load = steps.length ? Math.max(...steps.map((s) => s.load)) : loadavg()[0];
  return `local engine: ${(best / cores).toFixed(1)} sessions per core in real time (${best} on ${cores} cores; criterion: final transcript lag behind live audio p95 <= ${LAG_P95_LIMIT_MS} ms, not growing by more than ${LAG_GROWTH_LIMIT_MS} ms from the first to the last quarter of ${seconds} s, 0 chunks lost; load average up to ${load.toFixed(1)})`;
}
