// One call to our HTTP API with a user's ID token: GET without a body, POST with one, or `method`.
// Routes that need a proof of work get a solved challenge, as the site sends one.
import { needsProof } from '@shared/proof-of-work';
import { proofHeader, testAddress } from './proof-of-work';
import type { Stack } from './stack';

/**
 * The address this test file calls from (as the front end's last X-Forwarded-For entry): each
 * file has its own, so suites do not use up each other's per-address limits (callers without
 * one all share the "unknown" address).
 */
const address = testAddress();

export interface ApiAnswer {
  status: number;
  body: Record<string, any>;
}

/**
 * `from` names another caller's address than the file's: for suites whose cases stand for
 * different clinics (each its own address), so one case's mails do not use up the next one's.
 */
export async function apiCall(
  stack: Stack,
  path: string,
  token: string,
  body?: unknown,
  method?: 'DELETE' | 'PATCH',
  from: string = address,
): Promise<ApiAnswer> {
  const verb = method ?? (body === undefined ? 'GET' : 'POST');
  const proof = needsProof(verb, path, body) ? await proofHeader(stack) : {};
  // A request lost on a kept-alive connection the server closed is sent again by the suites' fetch (jest-setup-stack.ts).
  const response = await fetch(`${stack.api}${path}`, {
    method: verb,
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': from,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...proof,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
}
