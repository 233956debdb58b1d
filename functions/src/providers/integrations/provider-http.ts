// One HTTP call to an integration's API: JSON in and out, a time limit, and bounded retries of
// 429 and 5xx answers (honouring Retry-After, at most 5 s a wait, 3 attempts in all). Errors
// carry the provider's status and message; keys and tokens never go into a message.
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryDelay(response: Response, attempt: number): number {
  const header = response.headers.get('retry-after');
  const seconds = header !== null ? Number(header) : NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(MAX_WAIT_MS, seconds * 1000);
  return Math.min(MAX_WAIT_MS, 500 * 2 ** attempt);
}

/** The provider's own words for an error body, whatever its shape. */
function messageOf(body: unknown, status: number): string {
  const b = body as { message?: unknown; detail?: unknown; error?: unknown; errors?: Array<{ message?: unknown }>; issue?: Array<{ diagnostics?: string; details?: { text?: string } }> } | null;
  // A FHIR server's OperationOutcome: the diagnostics of its issues.
  const outcome = b?.issue?.map((issue) => issue.diagnostics ?? issue.details?.text).filter(Boolean).join('; ');
  const text = b?.message ?? b?.detail ?? b?.errors?.[0]?.message ?? b?.error ?? outcome;
  return typeof text === 'string' && text ? text : `The service answered ${status}`;
}

/** Calls the provider; resolves with the parsed body (null for an empty one). */
export async function callProvider<T>(url: string, init: RequestInit = {}): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_MS) });
    } catch {
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
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    if (!response.ok) throw new IntegrationError(messageOf(body, response.status), response.status);
    return body as T;
  }
}

/** A form-encoded body (OAuth token calls). */
export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
