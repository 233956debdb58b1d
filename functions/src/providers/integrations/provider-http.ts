// One HTTP call to an integration's API: JSON in and out, through the outbound client
// (../../security/outbound-http.ts: the address vetted at connection, a byte cap on the answer,
// time limits), and bounded retries of 429 and 5xx answers and of a server that could not be
// reached (honouring Retry-After, at most 5 s a wait, 3 attempts in all). Errors carry the
// provider's status and a short, sanitised excerpt of its message; keys and tokens never go
// into a message. The outbound client's own refusals (an address not allowed, an answer too
// large) are thrown as they are, never retried.
import { outbound, OutboundFailure, remoteExcerpt, type OutboundClient, type OutboundResponse } from '../../security/outbound-http';

const ATTEMPTS = 3;
const CALL_MS = 15_000;
const MAX_WAIT_MS = 5_000;

/** A provider's refusal or failure: its HTTP status (0 when unreachable) and its message. */
export class IntegrationError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A call: method, headers and a text body, with the answer's byte cap and the client when not the process's own. */
export interface ProviderInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The largest answer read, in bytes (the outbound client's default unless given). */
  maxBytes?: number;
  client?: OutboundClient;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryDelay(response: OutboundResponse, attempt: number): number {
  const header = response.headers['retry-after'];
  const seconds = header !== undefined ? Number(header) : NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(MAX_WAIT_MS, seconds * 1000);
  return Math.min(MAX_WAIT_MS, 500 * 2 ** attempt);
}

/** The provider's own words for an error body, whatever its shape: a short excerpt, printable text only. */
export function messageOf(body: unknown, status: number): string {
  const b = body as {
    message?: unknown;
    detail?: unknown;
    error?: unknown;
    errors?: Array<{ message?: unknown }>;
    issue?: Array<{ diagnostics?: string; details?: { text?: string } }>;
  } | null;
  // A FHIR server's OperationOutcome: the diagnostics of its issues.
  const outcome = Array.isArray(b?.issue)
    ? b.issue
        .map((issue) => issue?.diagnostics ?? issue?.details?.text)
        .filter((text) => typeof text === 'string' && text)
        .join('; ')
    : undefined;
  const errors = Array.isArray(b?.errors) ? b.errors[0]?.message : undefined;
  const text = typeof body === 'object' && body !== null ? (b?.message ?? b?.detail ?? errors ?? b?.error ?? outcome) : undefined;
  const excerpt = typeof text === 'string' ? remoteExcerpt(text) : '';
  return excerpt || `The service answered ${status}`;
}

/** Calls the provider; resolves with the parsed body (null for an empty one). */
export async function callProvider<T>(url: string, init: ProviderInit = {}): Promise<T> {
  const { client = outbound(), maxBytes, ...request } = init;
  for (let attempt = 0; ; attempt += 1) {
    let response: OutboundResponse;
    try {
      response = await client.request(url, { ...request, maxBytes, timeoutMs: CALL_MS });
    } catch (error) {
      if (!(error instanceof OutboundFailure)) throw error;
      if (attempt + 1 < ATTEMPTS) {
        await sleep(500 * 2 ** attempt);
        continue;
      }
      throw new IntegrationError('The service could not be reached', 0);
    }
    if ((response.status === 429 || response.status >= 500) && attempt + 1 < ATTEMPTS) {
      await sleep(retryDelay(response, attempt));
      continue;
    }
    let body: unknown = null;
    try {
      body = response.text ? JSON.parse(response.text) : null;
    } catch {
      body = response.text;
    }
    if (response.status < 200 || response.status >= 300) throw new IntegrationError(messageOf(body, response.status), response.status);
    return body as T;
  }
}

/** A form-encoded body (OAuth token calls). */
export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
