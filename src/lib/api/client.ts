// Calls to our API with the signed-in user's ID token. Errors carry the server's
// catalogue key (translated by the caller) and its English message.
import { loadRuntimeConfig } from '../firebase/runtime-config';
import { currentIdToken } from '../firebase/auth';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly key?: string,
  ) {
    super(message);
  }
}

/** POSTs (or GETs, without a body) `path` of the API and returns its JSON answer. */
export async function apiCall<T>(path: string, body?: unknown): Promise<T> {
  const [{ apiBase }, token] = await Promise.all([loadRuntimeConfig(), currentIdToken()]);
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, 'unavailable', 'The server cannot be reached');
  }
  const payload = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string; key?: string } };
  if (!response.ok) {
    throw new ApiRequestError(response.status, payload.error?.code ?? 'unknown', payload.error?.message ?? response.statusText, payload.error?.key);
  }
  return payload as T;
}
