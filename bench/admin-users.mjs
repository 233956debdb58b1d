// The admin console's Users view with 10,000 users, against the running local stack: seeds
// 10,000 user records (the shape the functions write), then times, through the API as the
// demo admin, the first page (newest first, with the total count) and a search by e-mail
// prefix and by name, and prints the Firestore documents each reads. Numbers only (the
// target: each in 500 ms or less). The seeded records are deleted at the end.
// Usage: npm start (in another terminal), then: npm run bench:admin-users
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { functionsDir, stackFile } from '../scripts/lib/paths.mjs';
import { recordRun } from './lib/record.mjs';

recordRun('bench:admin-users');

const USERS = 10_000;
const RUNS = 5;
const PAGE = 25;

if (!existsSync(stackFile)) {
  console.error('No local stack is running: start it with `npm start` (in another terminal), then run `npm run bench:admin-users`.');
  process.exit(1);
}
const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
const require = createRequire(join(functionsDir, 'package.json'));
process.env.FIRESTORE_EMULATOR_HOST = new URL(stack.firestore).host;
const { initializeApp } = require('firebase-admin/app');
const { getFirestore } = require('firebase-admin/firestore');
const { newUserRecord } = require(join(functionsDir, 'lib', 'users', 'user-record.js'));
const { listUsers } = require(join(functionsDir, 'lib', 'admin', 'user-directory.js'));
const db = getFirestore(initializeApp({ projectId: stack.projectId }, 'bench-admin-users'));

const run = Date.now().toString(36);
const uidOf = (i) => `bench-${run}-${String(i).padStart(5, '0')}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(0)} ms`;

async function seed() {
  const started = performance.now();
  const now = Date.now();
  for (let from = 0; from < USERS; from += 500) {
    const batch = db.batch();
    for (let i = from; i < Math.min(USERS, from + 500); i += 1) {
      const record = newUserRecord({
        uid: uidOf(i),
        email: `bench-${run}-u${i}@bench.example`,
        displayName: `Bench ${run} User${i}`,
        referralCode: '',
        role: 'therapist',
        now: now - (USERS - i) * 1000,
      });
      batch.set(db.doc(`users/${uidOf(i)}`), record);
    }
    await batch.commit();
  }
  return (performance.now() - started) / 1000;
}

async function cleanup() {
  for (let from = 0; from < USERS; from += 500) {
    const batch = db.batch();
    for (let i = from; i < Math.min(USERS, from + 500); i += 1) batch.delete(db.doc(`users/${uidOf(i)}`));
    await batch.commit();
  }
}

async function adminToken() {
  const admin = stack.demoUsers.find((u) => u.role === 'admin');
  const response = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password, returnSecureToken: true }),
  });
  return response.json();
}

async function timedCall(token, body) {
  const started = performance.now();
  const response = await fetch(`${stack.api}/admin/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`admin/users answered ${response.status}: ${JSON.stringify(answer)}`);
  return { ms: performance.now() - started, answer };
}

try {
  console.log(`Seeded ${USERS} users in ${(await seed()).toFixed(1)} s`);
  const { idToken, localId } = await adminToken();
  const cases = [
    ['first page, newest first, with the total', { search: '' }],
    ['second page', { search: '', next: true }],
    ['search by e-mail prefix', { search: `bench-${run}-u12` }],
    ['search by name prefix', { search: `Bench ${run} User99` }],
  ];
  console.log(`\nUsers view, ${USERS} seeded users (median of ${RUNS} API calls; documents read per page from the same query)`);
  for (const [label, { search, next }] of cases) {
    let after = null;
    if (next) after = (await timedCall(idToken, { uid: localId, search, limit: PAGE })).answer.next;
    const times = [];
    let answer;
    for (let i = 0; i < RUNS; i += 1) {
      const result = await timedCall(idToken, { uid: localId, search, after, limit: PAGE });
      times.push(result.ms);
      answer = result.answer;
    }
    const { reads } = await listUsers(db, { search, after, limit: PAGE });
    const total = answer.total === null ? '' : `, total ${answer.total}`;
    console.log(
      `  ${label}: ${ms(median(times))} (runs ${times.map(ms).join(', ')}), ${answer.users.length} rows${total}, ${reads} documents read`,
    );
  }
} finally {
  await cleanup();
}
process.exit(0);
