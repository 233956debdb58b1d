// The proof of work some API routes need (guest creation, code checks, invitations, the
// failed-sign-in report), solved here as the site solves it; and guests made as the site
// makes them (the API creates the account, the Auth emulator signs in with its token).
import { solveChallenge } from 'altcha-lib/v1';
import type { Stack } from './stack';

/** A header with a freshly solved challenge of the API (each is accepted once). */
export async function proofHeader(stack: Stack): Promise<Record<string, string>> {
  const response = await fetch(`${stack.api}/proof-of-work`);
  if (!response.ok) throw new Error(`no challenge: ${response.status} ${await response.text()}`);
  const challenge = (await response.json()) as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  return { 'x-proof-of-work': Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64') };
}

/** A test address from the documentation range, different on each call (so tests do not share buckets). */
export function testAddress(): string {
  return `198.51.${100 + Math.floor(Math.random() * 14)}.${1 + Math.floor(Math.random() * 250)}`;
}

/** POST /account/guest from `address` (as the trusted front end's last X-Forwarded-For entry), with a solved challenge unless `proof` says otherwise. */
export async function requestGuest(stack: Stack, address: string, proof?: Record<string, string>) {
  return fetch(`${stack.api}/account/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(proof ?? (await proofHeader(stack))) },
    body: '{}',
  });
}

/** A guest signed in: its ID token and uid. */
export async function newGuest(stack: Stack, address = testAddress()): Promise<{ idToken: string; localId: string }> {
  const created = await requestGuest(stack, address);
  if (!created.ok) throw new Error(`guest refused: ${created.status} ${await created.text()}`);
  const { token } = (await created.json()) as { token: string };
  const response = await fetch(`${stack.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`guest sign-in failed: ${response.status} ${await response.text()}`);
  const { idToken } = (await response.json()) as { idToken: string };
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8')) as { user_id: string };
  return { idToken, localId: claims.user_id };
}
