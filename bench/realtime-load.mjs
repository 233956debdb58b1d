// npm run bench:realtime-load — N simulated clinicians, each streaming 16 kHz audio in real
// time through the real client protocol (socket.io, 250 ms chunks sent as captured, each
// counted acknowledged when the server answers it, i.e. once it is durable in the audio
// store), against 1 and against 2 realtime instances (behind the local balancer). Speech goes
// to the streaming provider's stand-in, so the socket layer and the store are what is measured.
// Prints per run: acknowledgement latency (p50/p95/p99), chunks lost (sent but not stored at
// stop), memory per session; the last line: `load: N sessions on K instance(s), ack p95 X ms, lost 0 chunks`.
// Needs a running stack (npm start). Usage:
//   npm run bench:realtime-load [-- --sessions 200 --seconds 30 --instances 1,2 --segment-wait-ms 2000]
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';
import { clinicianWithSession, loadSpeechStandIn, percentile, pool, readStack, rssKiB, startFleet } from './lib/realtime-fleet.mjs';

const { values } = parseArgs({
  options: {
    sessions: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    instances: { type: 'string', default: '1,2' },
    'segment-wait-ms': { type: 'string', default: '' },
  },
});
// Bounded: at most 400 sessions, 120 s of audio each, 20 minutes in all.
const SESSIONS = Math.min(400, Math.max(1, Number(values.sessions)));
const SECONDS = Math.min(120, Math.max(5, Number(values.seconds)));
const COUNTS = values.instances.split(',').map(Number).filter((n) => n >= 1 && n <= 4);
const WAIT_MS = values['segment-wait-ms'];
setTimeout(() => {
  console.error('bench:realtime-load: 20-minute limit reached');
  process.exit(1);
}, 20 * 60 * 1000).unref();

const stack = readStack();
const { GoogleSpeechStandIn } = loadSpeechStandIn();
const { speech, chunk } = await import('../functions/lib/providers/transcription/__tests__/stand-ins/test-audio.js');
const standIn = new GoogleSpeechStandIn();
const speechPort = await standIn.start();
// Speech-like audio: words and pauses the stand-in recognises, repeated for the whole recording.
const phrase = speech([1, 2, 3, { gap: 900 }, 4, 5, 6, 7, { gap: 1500 }], 500);
const chunks = chunk(Buffer.concat(Array.from({ length: Math.ceil((SECONDS * 1000) / 7000) + 1 }, () => phrase))).slice(0, SECONDS * 4);

/** One clinician: connect, open, a chunk every 250 ms, wait for every answer, stop. */
async function record(url, clinician, offsetMs) {
  const socket = io(url, { transports: ['websocket'], auth: { userId: clinician.uid, token: clinician.idToken }, reconnection: false, timeout: 20000 });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const opened = await socket.timeout(30000).emitWithAck('recording:open', { sessionId: clinician.sessionId, clientId: `bench-${clinician.sessionId}` });
  if (!opened.ok) throw new Error(`open refused: ${JSON.stringify(opened)}`);
  await new Promise((r) => setTimeout(r, offsetMs));
  const latencies = [];
  const answers = [];
  const started = Date.now();
  for (let seq = 0; seq < chunks.length; seq++) {
    const due = started + seq * 250;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    const sentAt = Date.now();
    answers.push(
      socket
        .timeout(60000)
        .emitWithAck('recording:chunk', { sessionId: clinician.sessionId, seq, data: chunks[seq] })
        .then((ack) => ack.ok && latencies.push(Date.now() - sentAt), () => undefined),
    );
  }
  await Promise.all(answers);
  const stopped = await socket.timeout(60000).emitWithAck('recording:stop', { sessionId: clinician.sessionId, localDate: '2026-11-27' }).catch(() => ({ ok: false }));
  socket.disconnect();
  const stored = stopped.ok ? Math.round(stopped.seconds * 4) : 0;
  return { latencies, lost: chunks.length - stored };
}

const lines = [];
for (const count of COUNTS) {
  const env = { GOOGLE_SPEECH_ENABLED: '1', GOOGLE_SPEECH_ENDPOINT: `127.0.0.1:${speechPort}`, ...(WAIT_MS ? { AUDIO_SEGMENT_WAIT_MS: WAIT_MS } : {}) };
  const fleet = await startFleet(stack, count, env);
  console.log(`${count} instance(s): making ${SESSIONS} clinicians with a session each ...`);
  const clinicians = await pool(Array.from({ length: SESSIONS }, (_, i) => i), 8, (i) => clinicianWithSession(stack, `load-${count}-${i}`));
  const baseKiB = fleet.instances.reduce((sum, i) => sum + rssKiB(i.child.pid), 0);
  let peakKiB = baseKiB;
  const sampler = setInterval(() => (peakKiB = Math.max(peakKiB, fleet.instances.reduce((sum, i) => sum + rssKiB(i.child.pid), 0))), 1000);
  console.log(`${count} instance(s): ${SESSIONS} clinicians streaming ${SECONDS} s of audio each, in real time ...`);
  const started = Date.now();
  const results = await Promise.all(clinicians.map((c, i) => record(fleet.url, c, (i * 250) / SESSIONS).catch((error) => ({ latencies: [], lost: chunks.length, error }))));
  clearInterval(sampler);
  await fleet.stop();
  const latencies = results.flatMap((r) => r.latencies);
  const lost = results.reduce((sum, r) => sum + r.lost, 0);
  const failed = results.filter((r) => r.error);
  const perSessionMiB = (peakKiB - baseKiB) / 1024 / SESSIONS;
  console.log(
    `  ${count} instance(s): ${latencies.length} chunks acknowledged in ${((Date.now() - started) / 1000).toFixed(0)} s; ack p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, p99 ${percentile(latencies, 99)} ms; lost ${lost}; ${failed.length} sessions failed${failed[0] ? ` (${failed[0].error.message})` : ''}; memory ${(perSessionMiB * 1024).toFixed(0)} KiB per session (RSS peak ${(peakKiB / 1024).toFixed(0)} MiB)`,
  );
  lines.push(`load: ${SESSIONS} sessions on ${count} instance(s), ack p95 ${percentile(latencies, 95)} ms, lost ${lost} chunks`);
}
await standIn.stop();
for (const line of lines) console.log(line);
process.exit(0);
