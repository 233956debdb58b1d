// Helpers for suites that run against the local stack described by .run/stack.json.
import fs from 'node:fs';
import path from 'node:path';
import { REALTIME_REVOCATION_CHECK_MS } from '../../functions/src/shared/limits';

export interface Stack {
  projectId: string;
  site: string;
  auth: string;
  firestore: string;
  functions: string;
  api: string;
  database: string | null;
  realtime: string;
  mail: string;
  smtp: string;
  s3: string;
  /** The Zoho CRM stand-in. */
  zoho: { url: string };
  /** The EMR/CRM stand-ins (one server; each provider under its prefix); apiKey where the provider takes one. */
  integrations: Record<'cliniko' | 'healthie' | 'drchrono' | 'highlevel', { url: string; apiKey?: string }>;
  /** The FHIR R4 server: its base URL, the registered demo client (its private key in a file) and the Practitioner it writes as. */
  fhir: { url: string; clientId: string; privateKeyFile: string; practitionerId: string; bearerToken: string };
  demoUsers: Array<{ email: string; password: string; role: string }>;
  /** The API rate limits' window (ms): seconds on `npm test`'s stack; absent before it was written. */
  rateLimitWindowMs?: number;
  /** How often the realtime server re-checks its open sockets' accounts (ms): seconds on `npm test`'s stack; null for the default. */
  revocationCheckMs?: number | null;
  pid: number;
}

/** The running stack; throws with a clear message when there is none. */
export function readStack(): Stack {
  const file = path.join(__dirname, '..', '..', '.run', 'stack.json');
  if (!fs.existsSync(file)) throw new Error('No local stack is running: start it with `npm start` or run `npm test`.');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Stack;
}

export function demoUser(stack: Stack, role: 'admin' | 'clinician') {
  const user = stack.demoUsers.find((u) => (role === 'admin' ? u.role === 'admin' : u.role !== 'admin'));
  if (!user) throw new Error(`no demo ${role} in stack.json`);
  return user;
}

/** Signs in through the Auth emulator's REST API and returns {idToken, localId}. */
export async function signInWithPassword(stack: Stack, email: string, password: string) {
  const response = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { idToken: string; localId: string };
}

/** Creates a throwaway account in the Auth emulator and returns its token and uid. */
export async function newAccount(stack: Stack, label: string) {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
  const response = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-pass-1', returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { email, ...((await response.json()) as { idToken: string; localId: string }) };
}

/** How often the stack's realtime server re-checks its open sockets' accounts (ms): seconds on `npm test`'s stack. */
export function revocationCheckMs(stack: Stack): number {
  return stack.revocationCheckMs ?? REALTIME_REVOCATION_CHECK_MS;
}
