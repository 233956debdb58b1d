// npm run bench:realtime-load — N simulated clinicians, each streaming 16 kHz audio in real
// time through the browser's protocol (bench/lib/streaming-client.mjs: socket.io, 250 ms
// chunks sent as captured, each answered by a receipt as soon as the server has taken it and
// kept until the server says it is durable in the audio store), against 1 and against 2
// realtime instances (behind the local balancer). Speech goes to the streaming provider's
// stand-in, so the socket layer and the store are what is measured.
// Prints per run: the receipt's latency (sending to its answer) and durability's (first
// sending to the durable mark passing the chunk), p50/p95/p99; chunks lost (not stored at
// stop); memory per session. The last line says which acknowledgement its p95 is:
// `load: N sessions on K instance(s), receipt ack p95 X ms (durable ack p95 Y ms), lost 0 chunks`.
// With `--engine local`, one instance transcribes real speech with the local engine instead,
// the sessions stepped up until it falls behind: `local engine: N sessions per core in real time (criterion ...)`.
// Needs a running stack (npm start). Usage:
//   npm run bench:realtime-load [-- --sessions 200 --seconds 30 --instances 1,2 --segment-wait-ms 5000 --nice=0]
//   npm run bench:realtime-load -- --engine local [--seconds 40 --max-sessions 8]
// The segment wait defaults to production's (deploy/realtime/service.yaml), not the local stack's 2 s.
import { parseArgs } from 'node:util';
import { loadavg, setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { clinicianWithSession, percentile, pool, readStack, rssKiB, startFleet, startSpeechStandInWorker } from './lib/realtime-fleet.mjs';
import { StreamingClient } from './lib/streaming-client.mjs';
import { localEngineSteps } from './lib/local-engine-steps.mjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:realtime-load');

const { values } = parseArgs({
  options: {
    sessions: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    instances: { type: 'string', default: '1,2' },
    'segment-wait-ms': { type: 'string', default: '5000' },
    // The instances' (and the clients') scheduling priority: on a machine shared with other work, a negative value stands for a machine of their own.
    nice: { type: 'string', default: '0' },
    // `local`: the instance transcribes with the local engine (PocketSphinx) instead, stepping sessions up (see lib/local-engine-steps.mjs).
    engine: { type: 'string', default: 'stand-in' },
    'max-sessions': { type: 'string', default: '8' },
  },
});
// Bounded: at most 400 sessions, 120 s of audio each, 20 minutes in all.
const SESSIONS = Math.min(400, Math.max(1, Number(values.sessions)));
const SECONDS = Math.min(120, Math.max(5, Number(values.seconds)));
const COUNTS = values.instances
  .split(',')
  .map(Number)
  .filter((n) => n >= 1 && n <= 4);
// Clinicians start over RAMP_MS (a clinic's morning, not one instant): every session opening at
// once would measure the emulators' queue, not the socket layer.
const RAMP_MS = 5000;
const NICE = Math.max(-20, Math.min(19, Number(values.nice) || 0));
// The clients measure: they run at the instances' priority too.
setPriority(process.pid, NICE);
const WAIT_MS = String(Math.max(100, Number(values['segment-wait-ms']) || 5000));
setTimeout(
  () => {
    console.error('bench:realtime-load: 20-minute limit reached');
    process.exit(1);
  },
  20 * 60 * 1000,
).unref();

const stack = readStack();
if (values.engine === 'local') {
  // Bounded: steps of at most 120 s of speech, up to 16 sessions, 15 minutes in all.
  const seconds = Math.min(120, Math.max(20, Number(values.seconds)));
  const maxSessions = Math.min(16, Math.max(1, Number(values['max-sessions'])));
  console.log(await localEngineSteps(stack, { seconds, maxSessions, budgetMs: 15 * 60 * 1000 }));
  process.exit(0);
}
const standIn = await startSpeechStandInWorker();
const speechPort = standIn.port;
const { speech, chunk } = await import('../functions/lib/providers/transcription/__tests__/stand-ins/test-audio.js');
// Speech-like audio: words and pauses the stand-in recognises, repeated for the whole recording.
const phrase = speech([1, 2, 3, { gap: 900 }, 4, 5, 6, 7, { gap: 1500 }], 500);
const chunks = chunk(Buffer.concat(Array.from({ length: Math.ceil((SECONDS * 1000) / 7000) + 1 }, () => phrase))).slice(0, SECONDS * 4);

/** One clinician, as the browser does it: connect, open, a chunk every 250 ms for a receipt, each kept until durable, stop. */
async function record(url, clinician, offsetMs) {
  await new Promise((r) => setTimeout(r, offsetMs));
  const client = new StreamingClient(url, clinician, chunks, { reconnection: false });
  await client.ready();
  await client.record();
  const stopped = await client.finish(60000);
  const stored = stopped.ok ? Math.round(stopped.seconds * 4) : 0;
  return { receiptMs: client.receiptMs, durableMs: client.durableMs, lost: chunks.length - stored };
}

const lines = [];
for (const count of COUNTS) {
  const env = { GOOGLE_SPEECH_ENABLED: '1', GOOGLE_SPEECH_ENDPOINT: `127.0.0.1:${speechPort}`, AUDIO_SEGMENT_WAIT_MS: WAIT_MS };
  const fleet = await startFleet(stack, count, env);
  for (const instance of fleet.instances) setPriority(instance.child.pid, NICE);
  console.log(`${count} instance(s): making ${SESSIONS} clinicians with a session each ...`);
  const clinicians = await pool(
    Array.from({ length: SESSIONS }, (_, i) => i),
    8,
    (i) => clinicianWithSession(stack, `load-${count}-${i}`),
  );
  const baseKiB = fleet.instances.reduce((sum, i) => sum + rssKiB(i.child.pid), 0);
  let peakKiB = baseKiB;
  const sampler = setInterval(
    () =>
      (peakKiB = Math.max(
        peakKiB,
        fleet.instances.reduce((sum, i) => sum + rssKiB(i.child.pid), 0),
      )),
    1000,
  );
  console.log(
    `${count} instance(s): ${SESSIONS} clinicians streaming ${SECONDS} s of audio each, in real time, starting over ${RAMP_MS / 1000} s (segments wait at most ${WAIT_MS} ms; instances and clients at nice ${NICE}) ...`,
  );
  const started = Date.now();
  // The clients' own event-loop delay: what of the latencies is the measuring process's.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const results = await Promise.all(
    clinicians.map((c, i) =>
      record(fleet.url, c, (i * RAMP_MS) / SESSIONS).catch((error) => ({ receiptMs: [], durableMs: [], lost: chunks.length, error })),
    ),
  );
  clearInterval(sampler);
  clientLoop.disable();
  await fleet.stop();
  const receipt = results.flatMap((r) => r.receiptMs);
  const durable = results.flatMap((r) => r.durableMs);
  const lost = results.reduce((sum, r) => sum + r.lost, 0);
  const failed = results.filter((r) => r.error);
  const perSessionMiB = (peakKiB - baseKiB) / 1024 / SESSIONS;
  const spread = (list) => `p50 ${percentile(list, 50)} ms, p95 ${percentile(list, 95)} ms, p99 ${percentile(list, 99)} ms`;
  console.log(
    `  ${count} instance(s): ${receipt.length} receipts, ${durable.length} chunks durable in ${((Date.now() - started) / 1000).toFixed(0)} s; receipt ack ${spread(receipt)}; durable ack ${spread(durable)}; lost ${lost}; ${failed.length} sessions failed${failed[0] ? ` (${failed[0].error.message})` : ''}; memory ${(perSessionMiB * 1024).toFixed(0)} KiB per session (RSS peak ${(peakKiB / 1024).toFixed(0)} MiB); the clients' event-loop delay p95 ${(clientLoop.percentile(95) / 1e6).toFixed(0)} ms; load average ${loadavg()[0].toFixed(1)}`,
  );
  lines.push(
    `load: ${SESSIONS} sessions on ${count} instance(s), receipt ack p95 ${percentile(receipt, 95)} ms (durable ack p95 ${percentile(durable, 95)} ms), lost ${lost} chunks`,
  );
}
await standIn.stop();
for (const line of lines) console.log(line);
process.exit(0);
