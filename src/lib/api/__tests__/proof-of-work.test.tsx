// The site's proof of work: its SHA-256 agrees with Node's hash and finds the number of
// a challenge made as the API makes it (one- and two-block messages); the page hands the work
// to a worker and shows its progress, and works in slices itself when no worker starts.
import React from 'react';
import { createHash } from 'node:crypto';
import { act, render, screen } from '@testing-library/react';
import type { SolverReply, SolverRequest } from '../proof-of-work-messages';
import { SOLVE_SLICE, solveRange, sha256Hex } from '../proof-of-work-solver';
import { proofOfWorkProgress } from '../proof-of-work-status';
import { proofOfWorkHeader, solveChallenge } from '../proof-of-work';
import { ProofOfWorkStatus, PROOF_OF_WORK_STATUS_DELAY_MS } from '../../../components/proof-of-work-status';

jest.mock('../../i18n/i18n', () => ({
  useTranslation: () => ({ t: (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}` }),
}));
jest.mock('../proof-of-work-worker-start', () => ({ startSolverWorker: jest.fn() }));
const { startSolverWorker } = jest.requireMock('../proof-of-work-worker-start') as { startSolverWorker: jest.Mock };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A challenge as the API makes one: salt `<hex>?by=<tag>&expires=<s>&`, the number below `max`. */
const challengeOf = (number: number, max: number, salt = '0123456789abcdef?by=1a2b3c4d&expires=1893456000&') => ({
  algorithm: 'SHA-256',
  challenge: sha256(salt + number),
  salt,
  signature: 'sig',
  maxnumber: max,
});

/** A stand-in worker solving synchronously, speaking the worker's messages. */
function fakeWorker() {
  const worker = {
    onmessage: null as ((event: { data: SolverReply }) => void) | null,
    onerror: null as unknown,
    terminate: jest.fn(),
    postMessage(request: SolverRequest) {
      setTimeout(() => {
        for (let from = 0; from <= request.max; from += SOLVE_SLICE) {
          const to = Math.min(request.max, from + SOLVE_SLICE - 1);
          const found = solveRange(request.challenge, request.salt, from, to);
          if (found !== null) return worker.onmessage?.({ data: { type: 'solved', number: found, took: 1 } });
          worker.onmessage?.({ data: { type: 'progress', tried: to + 1, max: request.max } });
        }
        worker.onmessage?.({ data: { type: 'solved', number: null, took: 1 } });
      }, 0);
    },
  };
  return worker;
}

describe('the proof-of-work solver', () => {
  it('hashes like SHA-256 for every message length up to three blocks, and for text beyond ASCII', () => {
    for (let length = 0; length <= 200; length++) {
      const text = 'abcdefghij0123456789?&='.repeat(10).slice(0, length);
      expect(sha256Hex(text)).toBe(sha256(text));
    }
    expect(sha256Hex('sel é€😀')).toBe(sha256('sel é€😀'));
  });

  it('finds the number behind a challenge, whatever the length of salt and number, and null outside the range', () => {
    for (const [number, salt] of [
      [0, 'ab?expires=1&'],
      [77_777, '0123456789abcdef?by=1a2b3c4d&expires=1893456000&'],
      [3_999_999, '0123456789abcdef?by=1a2b3c4d&expires=1893456000&'],
      [12_345, `${'f'.repeat(60)}?expires=1893456000&`],
    ] as const) {
      const { challenge } = challengeOf(number, number, salt);
      expect(solveRange(challenge, salt, Math.max(0, number - 1000), number + 1000)).toBe(number);
      expect(solveRange(challenge, salt, number + 1, number + 2000)).toBeNull();
    }
    expect(solveRange('not hex', 'salt', 0, 10)).toBeNull();
  });
});

describe('solving on the page', () => {
  beforeEach(() => startSolverWorker.mockReset());

  it('hands the work to a worker, reports its progress and ends it', async () => {
    const worker = fakeWorker();
    startSolverWorker.mockReturnValue(worker);
    const fractions: number[] = [];
    const seen = jest.fn(() => fractions.push(proofOfWorkProgress().fraction));
    const { subscribeProofOfWork } = await import('../proof-of-work-status');
    const stop = subscribeProofOfWork(seen);
    expect(await solveChallenge(challengeOf(123_456, 250_000))).toBe(123_456);
    stop();
    expect(worker.terminate).toHaveBeenCalled();
    // Slices of 25,000 of 250,000: the number is in the fifth.
    expect(fractions.filter((fraction) => fraction > 0)).toEqual([0.1, 0.2, 0.3, 0.4]);
    expect(proofOfWorkProgress().running).toBe(0);
  });

  it('solves in slices on the page when no worker starts', async () => {
    startSolverWorker.mockImplementation(() => {
      throw new Error('Worker is not defined');
    });
    expect(await solveChallenge(challengeOf(60_001, 100_000))).toBe(60_001);
    expect(proofOfWorkProgress().running).toBe(0);
  });

  it('sends the solution in the API’s header, as ALTCHA’s base64 JSON', async () => {
    startSolverWorker.mockReturnValue(fakeWorker());
    const challenge = challengeOf(4_242, 250_000);
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => challenge }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const header = await proofOfWorkHeader('http://api.test');
    expect(fetchMock).toHaveBeenCalledWith('http://api.test/proof-of-work', { cache: 'no-store' });
    expect(JSON.parse(atob(header['x-proof-of-work']))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 4_242,
      salt: challenge.salt,
      signature: 'sig',
    });
  });
});

describe('<ProofOfWorkStatus>', () => {
  it('says nothing when solving is quick, then shows how far a long one got', async () => {
    jest.useFakeTimers();
    const { solvingStarted } = await import('../proof-of-work-status');
    render(<ProofOfWorkStatus />);
    expect(screen.queryByTestId('proof-of-work-status')).toBeNull();
    const solving = solvingStarted();
    act(() => solving.progressed(0.25));
    act(() => void jest.advanceTimersByTime(PROOF_OF_WORK_STATUS_DELAY_MS - 50));
    expect(screen.queryByTestId('proof-of-work-status')).toBeNull();
    act(() => void jest.advanceTimersByTime(100));
    expect(screen.getByTestId('proof-of-work-status')).toHaveTextContent('common.proofOfWork {"percent":25}');
    act(() => solving.ended());
    expect(screen.queryByTestId('proof-of-work-status')).toBeNull();
    jest.useRealTimers();
  });
});
