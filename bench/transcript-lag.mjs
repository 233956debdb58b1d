// Live transcript lag, end to end: Chromium records read speech (pocketsphinx-testdata
// clips, fed as the microphone at real time) into a session of the running local stack,
// and for every settled segment we measure the time from the moment its last audio was
// captured to the moment the browser received its words (the page shows them in the same
// task). For the words shown while speaking (partials), the lag runs from the capture of the
// newest audio the engine had heard when it made them. Also: time to the first partial
// words after each sentence starts. Prints p50 and p95.
// Usage: npm start (in another terminal), then: npm run bench:lag
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { functionsDir, stackFile } from '../scripts/lib/paths.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:lag');

const TARGET_P95_MS = 1000;
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
const clips = readFileSync(join(LIBRIVOX, 'fileids'), 'utf8').trim().split('\n');
// The stack runs the built functions, so their WAV module is there.
const require = createRequire(import.meta.url);
const { parseWav, pcmToWav } = require(join(functionsDir, 'lib', 'providers', 'transcription', 'pcm-wav.js'));
const { AUDIO_BYTES_PER_SECOND } = require(join(functionsDir, 'lib', 'shared', 'audio.js'));

// The five clips, 1.5 s apart, then silence: about 30 s of audio.
const speech = clips.map((id) => parseWav(readFileSync(join(LIBRIVOX, `${id}.wav`))).data);
const pcm = Buffer.concat(
  speech.flatMap((clip) => [clip, Buffer.alloc(1.5 * AUDIO_BYTES_PER_SECOND)]).concat([Buffer.alloc(20 * AUDIO_BYTES_PER_SECOND)]),
);
const wav = join(mkdtempSync(join(tmpdir(), 'lag-')), 'speech.wav');
writeFileSync(wav, pcmToWav(pcm));
const speechSeconds = speech.reduce((sum, clip) => sum + clip.length / AUDIO_BYTES_PER_SECOND, 0);

// A fresh account (the stack's Auth emulator), registered, past its welcome.
const email = `lag-${Date.now()}@bench.test`;
const signUp = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: 'bench-pass-1', returnSecureToken: true }),
}).then((r) => r.json());
await new Promise((r) => setTimeout(r, 1500));
await fetch(`${stack.api}/account/register`, {
  method: 'POST',
  headers: { authorization: `Bearer ${signUp.idToken}`, 'content-type': 'application/json' },
  body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', role: 'therapist', country: 'Canada' }),
});
await fetch(
  `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents/users/${signUp.localId}?updateMask.fieldPaths=isFirstTimeLogin`,
  {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ fields: { isFirstTimeLogin: { booleanValue: false } } }),
  },
);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [
    ...CHROMIUM_FLAGS,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ],
});
const finalLags = [];
const partialLags = [];
const wordLags = [];
try {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  let firstChunkSentAt = null;
  let lastFinalEndMs = 0;
  let waitingPartialSince = null;
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      if (firstChunkSentAt === null && typeof payload === 'string' && payload.includes('recording:chunk') && payload.includes('"seq":0'))
        firstChunkSentAt = Date.now();
    });
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || firstChunkSentAt === null) return;
      const now = Date.now();
      if (payload.includes('transcript:final')) {
        const { endMs } = JSON.parse(payload.slice(payload.indexOf('['))).at(1);
        // Chunk 0 (audio 0–250 ms) was sent when it was captured: audio at endMs was captured at t0 + endMs − 250.
        finalLags.push(now - (firstChunkSentAt + endMs - 250));
        lastFinalEndMs = endMs;
        waitingPartialSince = null;
      } else if (payload.includes('transcript:partial')) {
        const { heardMs } = JSON.parse(payload.slice(payload.indexOf('['))).at(1);
        // The newest audio in these words was captured at t0 + heardMs − 250.
        if (typeof heardMs === 'number') wordLags.push(now - (firstChunkSentAt + heardMs - 250));
        if (waitingPartialSince !== null) {
          partialLags.push(now - waitingPartialSince);
          waitingPartialSince = null;
        }
      }
    });
  });
  // Speech onsets in the audio (ms): the start of each clip.
  let onset = 0;
  const onsets = clips.map((id) => {
    const at = onset;
    onset += (readFileSync(join(LIBRIVOX, `${id}.wav`)).length - 44) / 32 + 1500;
    return at;
  });
  await page.goto(`${stack.site}/login/`);
  await page.locator('body[data-hydrated="true"]').waitFor();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('bench-pass-1');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('new-session').click();
  await page.getByTestId('session-type-dictate').click();
  await page.getByTestId('session-create').click();
  await page.getByTestId('session-name').waitFor();
  await page.getByTestId('record-start').click();
  await page.locator('[data-testid="record-status"][data-status="listening"]').waitFor();
  const deadline = Date.now() + (speechSeconds + 12) * 1000;
  while (Date.now() < deadline) {
    if (firstChunkSentAt !== null) {
      const audioMs = Date.now() - firstChunkSentAt + 250;
      const next = onsets.find(
        (at) => at <= audioMs && at > lastFinalEndMs && waitingPartialSince === null && !partialLags.started?.has(at),
      );
      if (next !== undefined) {
        partialLags.started ??= new Set();
        partialLags.started.add(next);
        waitingPartialSince = firstChunkSentAt + next - 250;
      }
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await page.getByTestId('record-stop').click();
  await page.locator('[data-testid="record-status"][data-status="stopped"]').waitFor({ timeout: 60000 });
  const text = await page.getByTestId('transcript-text').textContent();
  console.log(`transcript (${text.split(/\s+/).length} words): ${text.slice(0, 160)}…`);
} finally {
  await browser.close();
}

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const cpu = execFileSync('nproc').toString().trim();
console.log(`live transcript lag, local engine, ${cpu} cores, ${speechSeconds.toFixed(1)} s of speech fed at real time`);
console.log(
  `  words on screen, audio heard → words shown (n=${wordLags.length}): p50 ${pct(wordLags, 50)} ms, p95 ${pct(wordLags, 95)} ms (target p95 ≤ ${TARGET_P95_MS} ms; ratio ${(pct(wordLags, 95) / TARGET_P95_MS).toFixed(2)})`,
);
console.log(
  `  settled words (n=${finalLags.length}): p50 ${pct(finalLags, 50)} ms, p95 ${pct(finalLags, 95)} ms (target p95 ≤ ${TARGET_P95_MS} ms; ratio ${(pct(finalLags, 95) / TARGET_P95_MS).toFixed(2)})`,
);
console.log(`  first words after speech starts (n=${partialLags.length}): p50 ${pct(partialLags, 50)} ms, p95 ${pct(partialLags, 95)} ms`);
