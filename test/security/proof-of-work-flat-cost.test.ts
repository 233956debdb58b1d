// Attack: a flat, cheap proof of work. Every challenge hid a number below 50,000 (about 0.12 s
// of an attacker's time per solution), however often that address had just been refused, so
// the proof of work in front of guest creation, code checks and invitations was friction only.
// Now a challenge costs PROOF_OF_WORK.maxNumber (250,000) at first and doubles with each of the
// address's recent refusals on the routes it guards, up to PROOF_OF_WORK.maxDoublings. The
// address is the one the rate limits use (the front end's X-Forwarded-For entry); a refusal
// counts for the address that sent the request and for the one that fetched the challenge, so
// fetching challenges from a second address does not keep them cheap.
import { PROOF_OF_WORK } from '@shared/limits';
import { solvedHeader } from '../support/proof-of-work';
import { readStack } from '../support/stack';

const stack = readStack();

/** An address of its own for each case (198.18.0.0/15, benchmarking), so no other suite shares its counts. */
const freshIp = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

async function challengeFor(ip: string): Promise<Challenge> {
  const response = await fetch(`${stack.api}/proof-of-work`, { headers: { 'x-forwarded-for': ip } });
  expect(response.status).toBe(200);
  return (await response.json()) as Challenge;
}

/** The unauthenticated failed-sign-in report (a route the proof of work guards), from `ip`. */
async function report(ip: string, email: string, proof: Record<string, string> = {}) {
  const response = await fetch(`${stack.api}/account/sign-in-failed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...proof },
    body: JSON.stringify({ email, reason: 'wrong-password' }),
  });
  return response.status;
}

describe('the proof of work’s cost', () => {
  jest.setTimeout(120_000);

  it('doubles with each recent refusal of an address, up to a cap; another address still gets the base', async () => {
    const [busy, calm] = [freshIp(), freshIp()];
    expect((await challengeFor(busy)).maxnumber).toBe(PROOF_OF_WORK.maxNumber);
    expect(PROOF_OF_WORK.maxNumber).toBeGreaterThanOrEqual(250_000);

    // Three requests without a solution: refused, and counted against the address.
    for (let i = 0; i < 3; i++) expect(await report(busy, 'nobody@test.example')).toBe(403);
    const harder = await challengeFor(busy);
    expect(harder.maxnumber).toBe(PROOF_OF_WORK.maxNumber * 2 ** 3);
    expect((await challengeFor(calm)).maxnumber).toBe(PROOF_OF_WORK.maxNumber);

    // The larger challenge, solved, is accepted like any other.
    expect(await report(busy, 'nobody@test.example', await solvedHeader(harder))).toBe(200);

    // More refusals: the cost stops at the cap.
    for (let i = 0; i < PROOF_OF_WORK.maxDoublings + 2; i++) expect(await report(busy, 'nobody@test.example')).toBe(403);
    expect((await challengeFor(busy)).maxnumber).toBe(PROOF_OF_WORK.maxNumber * 2 ** PROOF_OF_WORK.maxDoublings);
    expect((await challengeFor(calm)).maxnumber).toBe(PROOF_OF_WORK.maxNumber);
  });

  it('counts a refusal for the address that fetched the challenge too', async () => {
    const [sender, fetcher] = [freshIp(), freshIp()];
    // A valid solution of a challenge fetched elsewhere, on a request the route refuses (an invalid report).
    const solved = await solvedHeader(await challengeFor(fetcher));
    expect(await report(sender, 'not-an-address', solved)).toBe(400);
    expect((await challengeFor(fetcher)).maxnumber).toBe(PROOF_OF_WORK.maxNumber * 2);
    expect((await challengeFor(sender)).maxnumber).toBe(PROOF_OF_WORK.maxNumber * 2);
  });
});
