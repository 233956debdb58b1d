// npm run soak:failover — 10 runs of: record 60 s (a clinician streaming in real time through
// the local balancer to two realtime instances), SIGKILL the instance serving the recording at
// a random moment, the client resumes on the other (the killed one is started again a few
// seconds later, as a platform would), stop. Each transcript is compared with the same
// recording made once without a failure: a run passes with every second stored and 0 words
// lost. Speech is recognised by the streaming provider's stand-in (deterministic words), so a
// lost or repeated word is the system's, not the engine's. Prints each run and `N passed, N failed`.
// Needs a running stack (npm start). Usage: npm run soak:failover [-- --runs 10 --seconds 60]
import { parseArgs } from 'node:util';
import { clinicianWithSession, loadSpeechStandIn, readStack, startFleet } from './lib/realtime-fleet.mjs';
import { StreamingClient } from './lib/streaming-client.mjs';
import { recordRun } from './lib/record.mjs';

const recording = recordRun('soak:failover');

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' }, seconds: { type: 'string', default: '60' } } });
const RUNS = Math.min(30, Math.max(1, Number(values.runs)));
const SECONDS = Math.min(120, Math.max(10, Number(values.seconds)));
// Bounded: a run may take at most its audio plus 2 minutes.
setTimeout(
  () => {
    console.error('soak:failover: time limit reached');
    process.exit(1);
  },
  (RUNS + 1) * (SECONDS + 120) * 1000,
).unref();

const stack = readStack();
const { GoogleSpeechStandIn } = loadSpeechStandIn();
const { speech, chunk } = await import('../functions/lib/providers/transcription/__tests__/stand-ins/test-audio.js');
const standIn = new GoogleSpeechStandIn();
const speechPort = await standIn.start();
// Words 1 to 9 with pauses, over and over: the transcript names each word heard, in order.
const plan = Array.from({ length: 9 }, (_, i) => [i + 1, ...(i % 3 === 2 ? [{ gap: 1200 }] : [])]).flat();
const phrase = speech(plan, 450);
const chunks = chunk(Buffer.concat(Array.from({ length: Math.ceil(SECONDS / 5) + 2 }, () => phrase))).slice(0, SECONDS * 4);
const fleet = await startFleet(stack, 2, {
  GOOGLE_SPEECH_ENABLED: '1',
  GOOGLE_SPEECH_ENDPOINT: `127.0.0.1:${speechPort}`,
  AUDIO_SEGMENT_WAIT_MS: '2000',
});

const words = (text) => (text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
/** Words of `expected` missing from `actual`, and words `actual` has more of (counted as multisets). */
function compare(expected, actual) {
  const count = (list) => list.reduce((m, w) => m.set(w, (m.get(w) ?? 0) + 1), new Map());
  const [e, a] = [count(expected), count(actual)];
  let lost = 0;
  let extra = 0;
  for (const [w, n] of e) lost += Math.max(0, n - (a.get(w) ?? 0));
  for (const [w, n] of a) extra += Math.max(0, n - (e.get(w) ?? 0));
  return { lost, extra };
}

async function recordOnce(label, killAtSeconds) {
  const clinician = await clinicianWithSession(stack, label);
  const client = new StreamingClient(fleet.url, clinician, chunks);
  await new Promise((resolve) => client.socket.once('connect', resolve));
  let killed = null;
  await client.record(async (seconds) => {
    if (killAtSeconds === null || killed || seconds < killAtSeconds) return;
    const serving = await client.instance().catch(() => null);
    const index = fleet.instances.findIndex((i) => i.id === serving);
    if (index < 0) return;
    killed = { id: serving, at: seconds, index, when: Date.now() };
    fleet.instances[index].child.kill('SIGKILL');
    // Started again 5 s later, as Cloud Run or the local supervisor would.
    setTimeout(() => void fleet.restart(index).catch(() => undefined), 5000);
  });
  const stopped = await client.finish();
  const resumedOn = killed ? await client.instance().catch(() => '?') : null;
  return { stopped, killed, reconnects: client.reconnects, resumedOn };
}

console.log(`Failover soak: ${RUNS} runs of ${SECONDS} s, 2 instances behind the balancer; baseline first ...`);
const baseline = await recordOnce('soak-baseline', null);
if (!baseline.stopped.ok || !baseline.stopped.transcript?.trim()) {
  console.error('the baseline recording failed', baseline.stopped);
  process.exit(1);
}
const expected = words(baseline.stopped.transcript);
console.log(`baseline: ${baseline.stopped.seconds} s stored, ${expected.length} words`);
let passed = 0;
let failed = 0;
for (let run = 1; run <= RUNS; run++) {
  const killAt = 5 + Math.random() * (SECONDS - 10);
  const started = Date.now();
  const { stopped, killed } = await recordOnce(`soak-${run}`, killAt).catch((error) => ({
    stopped: { ok: false, error: error.message },
    killed: null,
  }));
  const { lost, extra } = compare(expected, words(stopped.transcript));
  const ok = stopped.ok && stopped.seconds === SECONDS && lost === 0 && killed !== null;
  if (ok) passed += 1;
  else failed += 1;
  console.log(
    `run ${run}: ${ok ? 'passed' : 'FAILED'} — killed ${killed ? `${killed.id} at ${killed.at.toFixed(1)} s` : 'nothing'}; ${stopped.ok ? `${stopped.seconds} s stored` : `stop failed (${stopped.error ?? 'no answer'})`}; ${lost} words lost, ${extra} repeated; ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
await fleet.stop();
await standIn.stop();
console.log(`${passed} passed, ${failed} failed`);
recording.measured();
process.exit(failed === 0 ? 0 : 1);
