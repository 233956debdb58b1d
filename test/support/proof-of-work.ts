// The proof of work some API routes need (guest creation, code checks, invitations, the
// failed-sign-in report), solved here as the site solves it; and guests made as the site
// makes them (the API creates the account, the Auth emulator signs in with its token).
// Challenges are solved with Node's own SHA-256, one call per number (the site does the same
// work in a Web Worker): a challenge may hide a number up to a few million.
import { createHash } from 'node:crypto';
import type { Stack } from './stack';

export interface PowChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The header carrying the solution of `challenge` (found by trying every number up to its maxnumber). */
export async function solvedHeader(challenge: PowChallenge): Promise<Record<string, string>> {
  const limit = Math.min(challenge.maxnumber, 50_000_000);
  for (let n = 0; n <= limit; n++) {
    if (
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    ) {
      return { 'x-proof-of-work': Buffer.from(JSON.stringify({ ...challenge, number: n })).toString('base64') };
    }
    // Let the event loop breathe now and then (timers, sockets of the test).
    if (n % 200_000 === 199_999) await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('challenge not solved');
}

/**
 * A header with a freshly solved challenge of the API (each is accepted once). The challenge is
 * fetched from an address of its own, so what other suites had refused does not make it dearer.
 */
export async function proofHeader(stack: Stack): Promise<Record<string, string>> {
  const response = await fetch(`${stack.api}/proof-of-work`, { headers: { 'x-forwarded-for': testAddress() } });
  if (!response.ok) throw new Error(`no challenge: ${response.status} ${await response.text()}`);
  return solvedHeader((await response.json()) as PowChallenge);
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
