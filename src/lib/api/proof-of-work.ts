// The proof of work some API routes ask for (guest sign-in, code checks, invitations, the
// failed-sign-in report): a challenge from the API, solved here (a fraction of a second of
// hashing, ALTCHA's format), sent along in a header. Loaded only by the calls that need it.
import { solveChallenge } from 'altcha-lib/v1';
import { PROOF_OF_WORK } from '@shared/limits';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** The header that carries a fresh solution, for one call to `apiBase`. */
export async function proofOfWorkHeader(apiBase: string): Promise<Record<string, string>> {
  const response = await fetch(`${apiBase}/proof-of-work`, { cache: 'no-store' });
  if (!response.ok) return {};
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber ?? PROOF_OF_WORK.maxNumber).promise;
  if (!solution) return {};
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return { [PROOF_OF_WORK.header]: btoa(JSON.stringify(payload)) };
}
