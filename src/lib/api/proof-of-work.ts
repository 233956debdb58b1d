// The proof of work some API routes ask for (guest sign-in, code checks, invitations, the
// failed-sign-in report, a registration naming a referral code): a challenge from the API,
// solved here (ALTCHA's format), sent along in a header. The solving runs in a Web Worker, so
// the page stays responsive; a challenge is dearer after refusals from the same address (up
// to several seconds on a phone), and <ProofOfWorkStatus> shows how far it got.
// Without a worker (it could not start) it runs on the page, in slices between which
// the page gets its turn. Loaded only by the calls that need it.
import { PROOF_OF_WORK } from '@shared/limits';
import type { SolverReply, SolverRequest } from './proof-of-work-messages';
import { SOLVE_SLICE, solveRange } from './proof-of-work-solver';
import { solvingStarted } from './proof-of-work-status';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** Solves in a worker; rejects when the worker cannot start or fails. */
async function solveInWorker(request: SolverRequest, progressed: (fraction: number) => void): Promise<number | null> {
  const { startSolverWorker } = await import('./proof-of-work-worker-start');
  const worker = startSolverWorker();
  return new Promise<number | null>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<SolverReply>) => {
      if (data.type === 'progress') return progressed(data.tried / Math.max(1, data.max));
      worker.terminate();
      resolve(data.number);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new Error(event.message || 'the proof-of-work worker failed'));
    };
    worker.postMessage(request);
  });
}

/** Solves on the page, one slice per task, so input and painting go on between slices. */
async function solveOnPage(request: SolverRequest, progressed: (fraction: number) => void): Promise<number | null> {
  for (let from = 0; from <= request.max; from += SOLVE_SLICE) {
    const to = Math.min(request.max, from + SOLVE_SLICE - 1);
    const found = solveRange(request.challenge, request.salt, from, to);
    if (found !== null) return found;
    progressed((to + 1) / Math.max(1, request.max));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}

/** The number behind `challenge`, or null when none is found. */
export async function solveChallenge(challenge: Challenge): Promise<number | null> {
  const request: SolverRequest = {
    challenge: challenge.challenge,
    salt: challenge.salt,
    max: challenge.maxnumber ?? PROOF_OF_WORK.maxNumber,
  };
  const solving = solvingStarted();
  try {
    return await solveInWorker(request, solving.progressed).catch(() => solveOnPage(request, solving.progressed));
  } finally {
    solving.ended();
  }
}

/** The header that carries a fresh solution, for one call to `apiBase`. */
export async function proofOfWorkHeader(apiBase: string): Promise<Record<string, string>> {
  const response = await fetch(`${apiBase}/proof-of-work`, { cache: 'no-store' });
  if (!response.ok) return {};
  const challenge = (await response.json()) as Challenge;
  if (challenge.algorithm !== 'SHA-256') return {};
  const number = await solveChallenge(challenge);
  if (number === null) return {};
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return { [PROOF_OF_WORK.header]: btoa(JSON.stringify(payload)) };
}
