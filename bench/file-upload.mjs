// Uploaded recordings, end to end, against the running local stack: a fresh account uploads a
// 5-minute MP3 of read speech (Debian's pocketsphinx-testdata clips, repeated, encoded by the
// ffmpeg of @ffmpeg-installer/ffmpeg) through a presigned PUT to the uploads store, then has
// it read into its session (POST /uploads/read: decoding + the local engine).
// Prints the upload throughput (that file, and 5 MB and 14 MB of random bytes, which are only
// stored), the time from upload to transcript, the real-time factor and the word error rate
// against the clips' reference transcriptions. Numbers only: no pass/fail. The account's
// files and sessions are removed at the end.
// Usage: npm start (in another terminal), then: npm run bench:upload
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { functionsDir, stackFile } from '../scripts/lib/paths.mjs';
import { loadBenchLib } from './lib/load-ts.mjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:upload');

const TARGET_SECONDS = 60; // upload → transcript of 5 minutes, local engine on 2 cores
const AUDIO_SECONDS = 300;
const ROUNDS = 10; // the clips, 10 times over, spaced to last exactly AUDIO_SECONDS
const DUMMY_MB = [5, 14];
const MB = 1024 * 1024;
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';
const LOCAL_DATE = new Date().toISOString().slice(0, 10);
// Bounds: each HTTP call, the conversion, and the whole run.
const CALL_MS = 30_000;
const CONVERT_MS = 10 * 60_000;
const RUN_MS = 15 * 60_000;

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(stackFile))
  fail('No local stack is running: start it with `npm start` (in another terminal), then run `npm run bench:upload`.');
if (!existsSync(join(LIBRIVOX, 'fileids'))) fail(`No test clips in ${LIBRIVOX}: apt-get install pocketsphinx-testdata`);
const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
const require = createRequire(join(functionsDir, 'package.json'));
const ffmpeg = process.env.FFMPEG_PATH?.trim() || require('@ffmpeg-installer/ffmpeg').path;
const { wordErrorRate } = loadBenchLib('word-error-rate');
// The stack runs the built functions, so their WAV module is there.
const { parseWav, pcmToWav } = require(join(functionsDir, 'lib', 'providers', 'transcription', 'pcm-wav.js'));
const { AUDIO_BYTES_PER_SECOND } = require(join(functionsDir, 'lib', 'shared', 'audio.js'));

const watchdog = setTimeout(() => fail(`The benchmark took longer than ${RUN_MS / 60000} min: stopped.`), RUN_MS);
const seconds = (ms) => (ms / 1000).toFixed(2);
const mbps = (bytes, ms) => (bytes / MB / (ms / 1000)).toFixed(1);

/** A JSON call to the API (bounded); throws with the status and the API's error key on failure. */
async function api(path, token, body, timeoutMs = CALL_MS) {
  const response = await fetch(`${stack.api}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${answer.error?.key ?? answer.error?.message ?? ''}`);
  return answer;
}

/** A fresh account in the Auth emulator, once its user document exists. */
async function freshAccount() {
  const signUp = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `upload-bench-${Date.now()}@bench.test`, password: 'bench-pass-1', returnSecureToken: true }),
    signal: AbortSignal.timeout(CALL_MS),
  });
  if (!signUp.ok) throw new Error(`sign-up: HTTP ${signUp.status}`);
  const account = await signUp.json();
  const doc = `${stack.firestore}/v1/projects/${stack.projectId}/databases/(default)/documents/users/${account.localId}`;
  for (const until = Date.now() + 15_000; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    const response = await fetch(doc, { headers: { authorization: 'Bearer owner' }, signal: AbortSignal.timeout(CALL_MS) });
    if (response.ok) return account;
  }
  throw new Error('the user document was not created within 15 s');
}

const newSession = async (token) =>
  (await api('/sessions', token, { type: 'in-person', clientName: 'Bench Patient', consent: true, language: 'en' })).sessionId;

/** Presigns and PUTs `bytes`; returns the key and the PUT's duration in ms. */
async function upload(token, sessionId, category, fileName, contentType, bytes) {
  const uploadId = `bench-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const presigned = await api('/uploads/presign', token, { sessionId, category, uploadId, fileName, contentType, size: bytes.length });
  const started = performance.now();
  const put = await fetch(presigned.url, {
    method: 'PUT',
    headers: presigned.headers,
    body: bytes,
    signal: AbortSignal.timeout(2 * 60_000),
  });
  const ms = performance.now() - started;
  if (!put.ok) throw new Error(`PUT ${fileName}: HTTP ${put.status}`);
  return { key: presigned.key, ms };
}

/** 16 kHz mono PCM of a WAV file (its data chunk). */
const wavPcm = (file) => parseWav(readFileSync(file)).data;

/** The clips ROUNDS times, spaced with silence to last AUDIO_SECONDS, as a 44.1 kHz stereo 128 kb/s MP3; and the words spoken. */
function speechMp3(dir) {
  const ids = readFileSync(join(LIBRIVOX, 'fileids'), 'utf8').trim().split('\n');
  const clips = ids.map((id) => wavPcm(join(LIBRIVOX, `${id}.wav`)));
  const speech = clips.reduce((n, pcm) => n + pcm.length, 0);
  // Silence after each clip, a whole number of samples.
  const gapBytes = 2 * Math.floor(((AUDIO_SECONDS * AUDIO_BYTES_PER_SECOND) / ROUNDS - speech) / clips.length / 2);
  if (gapBytes < 0) throw new Error(`the clips last more than ${AUDIO_SECONDS / ROUNDS} s: raise AUDIO_SECONDS or lower ROUNDS`);
  const round = Buffer.concat(clips.flatMap((pcm) => [pcm, Buffer.alloc(gapBytes)]));
  const pcm = Buffer.concat(Array.from({ length: ROUNDS }, () => round));
  writeFileSync(join(dir, 'speech.wav'), pcmToWav(pcm));
  execFileSync(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      join(dir, 'speech.wav'),
      '-ac',
      '2',
      '-ar',
      '44100',
      '-b:a',
      '128k',
      join(dir, 'speech.mp3'),
    ],
    { timeout: 120_000 },
  );
  const references = new Map(
    readFileSync(join(LIBRIVOX, 'transcription'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => /^<s> (.*) <\/s> \((.*)\)$/.exec(line.trim()))
      .filter(Boolean)
      .map((m) => [m[2], m[1]]),
  );
  const words = Array.from({ length: ROUNDS }, () => ids.map((id) => references.get(id)).join(' ')).join(' ');
  return { mp3: readFileSync(join(dir, 'speech.mp3')), seconds: pcm.length / AUDIO_BYTES_PER_SECOND, words };
}

const dir = mkdtempSync(join(tmpdir(), 'upload-bench-'));
let account = null;
const sessions = [];
try {
  try {
    await fetch(`${stack.api}/health`, { signal: AbortSignal.timeout(5000) });
  } catch {
    fail(`The local stack in ${stackFile} does not answer at ${stack.api}: start it with \`npm start\`.`);
  }
  const made = performance.now();
  const { mp3, seconds: audioSeconds, words } = speechMp3(dir);
  console.log(
    `MP3 of read speech: ${seconds(audioSeconds * 1000)} s, ${(mp3.length / MB).toFixed(2)} MB (made in ${seconds(performance.now() - made)} s)`,
  );

  account = await freshAccount();
  const throughput = await newSession(account.idToken);
  sessions.push(throughput);
  const rows = [];
  for (const size of DUMMY_MB) {
    // Random bytes as a .wav: stored, never converted (the 15 MB session total: one at a time).
    const bytes = randomBytes(size * MB);
    const { key, ms } = await upload(account.idToken, throughput, 'avFile', `dummy-${size}mb.wav`, 'audio/wav', bytes);
    rows.push([`${size} MB random bytes (.wav)`, ms, bytes.length]);
    await api('/uploads/delete', account.idToken, { key });
  }

  const sessionId = await newSession(account.idToken);
  sessions.push(sessionId);
  const { key, ms: uploadMs } = await upload(account.idToken, sessionId, 'avFile', 'consultation.mp3', 'audio/mpeg', mp3);
  rows.unshift([`${(mp3.length / MB).toFixed(1)} MB MP3 (5 min)`, uploadMs, mp3.length]);
  console.log('\nUpload (presigned PUT to the local store):');
  for (const [label, ms, bytes] of rows)
    console.log(`  ${label.padEnd(28)} ${seconds(ms).padStart(7)} s  ${mbps(bytes, ms).padStart(7)} MB/s`);

  const started = performance.now();
  const answer = await api('/uploads/read', account.idToken, { sessionId, key, localDate: LOCAL_DATE }, CONVERT_MS);
  const convertMs = performance.now() - started;
  const totalMs = uploadMs + convertMs;
  console.log('\nRead into the session (POST /uploads/read, local engine):');
  console.log(
    `  audio                        ${seconds(audioSeconds * 1000).padStart(7)} s (the server measured ${answer.file.audioSeconds} s)`,
  );
  console.log(
    `  conversion                   ${seconds(convertMs).padStart(7)} s  real-time factor ${(convertMs / 1000 / audioSeconds).toFixed(3)}`,
  );
  console.log(`  upload → transcript          ${seconds(totalMs).padStart(7)} s  (target < ${TARGET_SECONDS} s)`);
  console.log(
    `  transcript                   ${answer.file.text.split(/\s+/).filter(Boolean).length} words, ${answer.file.text.split('\n\n').length} paragraph(s)`,
  );
  console.log(
    `  word error rate              ${(wordErrorRate(words, answer.file.text) * 100).toFixed(1)}% (against the clips' reference transcriptions)`,
  );
} catch (error) {
  console.error(`\nThe benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  // The account's files go with its sessions (session storing is off for a new account).
  for (const sessionId of account ? sessions : []) {
    await api(`/sessions/${sessionId}/end`, account.idToken, {}).catch((error) =>
      console.error(`cleanup of session ${sessionId}: ${error.message}`),
    );
  }
  rmSync(dir, { recursive: true, force: true });
  clearTimeout(watchdog);
}
