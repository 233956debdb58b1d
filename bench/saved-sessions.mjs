// Saved Sessions with 500 stored sessions, against the running local stack: a fresh account
// gets 500 saved sessions, each holding a 30-minute consultation (about 4,500 words of
// ACI-BENCH dialogue) and a note, sealed as the server seals them. Prints:
//   - the list query: Firestore documents read, time, and bytes, for the metadata projection
//     the API uses and, as the baseline, for whole documents (ratio printed);
//   - GET /saved-sessions/{uid} (the API) and the Saved Sessions screen in Chromium (from
//     navigation to the 500 rows counted);
//   - opening one session: the decrypt-session call, and in Chromium from "Open" to its
//     transcript and note shown.
// Numbers only: no pass/fail (the target: the list and an open each in 1 s or less).
// The account's data is deleted at the end.
// Usage: npm start (in another terminal), then: npm run bench:saved-sessions
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { functionsDir, repoRoot, runDir, stackFile } from '../scripts/lib/paths.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:saved-sessions');

const SESSIONS = 500;
const WORDS = 4500; // 30 minutes at 150 words a minute
const RUNS = 5;
const BROWSER_RUNS = 3;
const STEP_MS = 60_000;

function fail(message) {
  console.error(message);
  process.exit(1);
}
if (!existsSync(stackFile))
  fail('No local stack is running: start it with `npm start` (in another terminal), then run `npm run bench:saved-sessions`.');
const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
const require = createRequire(join(functionsDir, 'package.json'));
process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
process.env.SECRETS_KEY = readFileSync(join(runDir, 'secrets.key'), 'utf8').trim();
const { initializeApp } = require('firebase-admin/app');
const { getFirestore } = require('firebase-admin/firestore');
const { createSession, updateContents } = require(join(functionsDir, 'lib', 'sessions', 'session-store.js'));
const { listSavedSessions } = require(join(functionsDir, 'lib', 'sessions', 'saved-sessions.js'));
const db = getFirestore(initializeApp({ projectId: stack.projectId }, 'bench-saved-sessions'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const withTimeout = (promise, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${STEP_MS / 1000} s`)), STEP_MS)),
  ]);

/** About WORDS words of ACI-BENCH dialogue (the training split), as one transcript. */
function consultation() {
  const words = readFileSync(join(repoRoot, '..', 'shared', 'data', 'aci-bench', 'train.csv'), 'utf8')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < WORDS) fail('The ACI-BENCH training split is missing or too short.');
  return words.slice(0, WORDS).join(' ');
}

function noteOf(index) {
  const sections = ['Subjective', 'Objective', 'Assessment', 'Plan'].map((title) => ({
    title,
    items: Array.from({ length: 5 }, (_, i) => ({
      title: '',
      body: `${title} item ${i + 1} of session ${index}: knee pain for three weeks, ibuprofen 400 mg twice a day.`,
    })),
  }));
  return { noteId: 'soap', sections, generator: 'offline', label: 'Offline draft', createdAt: Date.now() };
}

async function account() {
  const email = `bench-saved-${Date.now()}@test.example`;
  const signUp = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-pass-1', returnSecureToken: true }),
  });
  if (!signUp.ok) fail(`sign-up failed: ${signUp.status}`);
  const { idToken, localId } = await signUp.json();
  for (let i = 0; i < 100 && !(await db.doc(`users/${localId}`).get()).exists; i += 1) await new Promise((r) => setTimeout(r, 200));
  await fetch(`${stack.api}/account/register`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Clinician', role: 'therapist', country: 'Canada' }),
  });
  await db.doc(`users/${localId}`).update({ isFirstTimeLogin: false, 'settings.enableSessionStoring': true });
  return { email, idToken, uid: localId };
}

async function seed(uid, transcript) {
  const started = performance.now();
  const ids = [];
  for (let batch = 0; batch < SESSIONS; batch += 25) {
    const made = await Promise.all(
      Array.from({ length: Math.min(25, SESSIONS - batch) }, async (_, i) => {
        const index = batch + i;
        const input = {
          type: 'in-person',
          clientName: `Client ${String(index).padStart(3, '0')}`,
          consent: true,
          group: false,
          participants: [],
          pronoun: 'they',
          language: 'en',
          transcriptType: 'aws',
        };
        const id = await createSession(db, uid, input, 'pocketsphinx', 7, Date.now() - (SESSIONS - index) * 60_000);
        await updateContents(db, uid, id, (contents) => ({
          contents: { ...contents, transcript, ownNotes: 'Follow up in two weeks.', notes: [noteOf(index)] },
          meta: { noteCount: 1, status: 'stopped' },
        }));
        return id;
      }),
    );
    ids.push(...made);
  }
  return { ids, seconds: (performance.now() - started) / 1000 };
}

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}

async function browserRuns(user, openId) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.site}/login/`);
    await page.locator('body[data-hydrated="true"]').first().waitFor({ state: 'attached', timeout: STEP_MS });
    await page.getByTestId('login-email').fill(user.email);
    await page.getByTestId('login-password').fill('secret-pass-1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('recording-panel').waitFor({ timeout: STEP_MS });
    const list = [];
    const open = [];
    for (let run = 0; run < BROWSER_RUNS; run += 1) {
      await page.getByTestId('nav-saved-sessions').click();
      const started = performance.now();
      await page.getByTestId('saved-sessions-count').getByText(`${SESSIONS} saved sessions`).waitFor({ timeout: STEP_MS });
      await page.getByTestId('saved-session-row').first().waitFor({ state: 'attached', timeout: STEP_MS });
      list.push(performance.now() - started);
      await page.getByTestId('saved-sessions-search').fill(`Client ${String(SESSIONS - 1).padStart(3, '0')}`);
      const row = page.locator(`[data-testid="saved-session-row"][data-session-id="${openId}"]`);
      await row.waitFor({ timeout: STEP_MS });
      const opening = performance.now();
      await row.getByTestId('saved-session-open').click();
      await page.getByTestId('note-soap').waitFor({ timeout: STEP_MS });
      await page.getByTestId('transcript-text').waitFor({ timeout: STEP_MS });
      open.push(performance.now() - opening);
    }
    return { list, open };
  } finally {
    await browser.close();
  }
}

const user = await account();
try {
  const transcript = consultation();
  const seeded = await seed(user.uid, transcript);
  console.log(
    `Seeded ${SESSIONS} saved sessions of ${WORDS} words (${kb(transcript.length)} of transcript each) in ${seeded.seconds.toFixed(1)} s`,
  );

  const projection = [];
  let reads = 0;
  let listed = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const { value, ms: took } = await timed(() => listSavedSessions(db, user.uid));
    projection.push(took);
    reads = value.reads;
    listed = value.sessions.length;
  }
  const full = [];
  let fullBytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const { value, ms: took } = await timed(() => db.collection(`users/${user.uid}/sessions`).where('stored', '==', true).get());
    full.push(took);
    fullBytes = value.docs.reduce((sum, doc) => sum + JSON.stringify(doc.data()).length, 0);
  }
  const api = [];
  let apiBytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const { value, ms: took } = await timed(async () => {
      const response = await withTimeout(
        fetch(`${stack.api}/saved-sessions/${user.uid}`, { headers: { authorization: `Bearer ${user.idToken}` } }),
        'list',
      );
      return response.text();
    });
    api.push(took);
    apiBytes = value.length;
  }
  const openId = seeded.ids[seeded.ids.length - 1];
  const decrypt = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { ms: took } = await timed(async () =>
      (
        await withTimeout(
          fetch(`${stack.api}/saved-sessions/${user.uid}/${openId}`, { headers: { authorization: `Bearer ${user.idToken}` } }),
          'open',
        )
      ).json(),
    );
    decrypt.push(took);
  }
  const screens = await browserRuns(user, openId);

  console.log('\nSaved Sessions, 500 stored sessions (median of runs)');
  console.log(`  list query, metadata projection: ${ms(median(projection))}, ${reads} documents read, ${listed} listed`);
  console.log(`  list query, whole documents (baseline): ${ms(median(full))}, ${kb(fullBytes)} of fields read`);
  console.log(`  projection vs whole documents: ${(median(full) / median(projection)).toFixed(1)}x faster`);
  console.log(`  GET /saved-sessions/{uid}: ${ms(median(api))}, ${kb(apiBytes)} answered`);
  // The first visit reads the list; later ones show the cached list at once while it is read again.
  console.log(
    `  screen in Chromium, navigation to 500 rows counted: first ${ms(screens.list[0])}, later visits ${screens.list.slice(1).map(ms).join(', ')}`,
  );
  console.log(`  decrypt session (30-minute transcript + note): ${ms(median(decrypt))}`);
  console.log(
    `  open in Chromium, click to transcript and note shown: ${ms(median(screens.open))} (runs: ${screens.open.map(ms).join(', ')})`,
  );
} finally {
  await db.recursiveDelete(db.doc(`users/${user.uid}`));
}
process.exit(0);
