// Calls to our API with the signed-in user's ID token. Errors carry the server's
// catalogue key (translated by the caller) and its English message.
import { loadRuntimeConfig } from '../firebase/runtime-config';
import { currentIdToken } from '../firebase/auth';
import { ApiError, type ApiErrorBody } from '@shared/api-error';
import { needsProof } from '@shared/proof-of-work';

/** Failures are ApiError (status 0 when the server cannot be reached). */
export { ApiError };

/** Sends a request to `path` of the API; resolves with a successful response, else throws its ApiError. */
export async function apiResponse(path: string, body?: unknown, method?: 'PATCH' | 'DELETE', signal?: AbortSignal): Promise<Response> {
  const [{ apiBase }, token] = await Promise.all([loadRuntimeConfig(), currentIdToken()]);
  const verb = method ?? (body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    // Routes a script would hammer (and a body naming a code) need a solved challenge first (a wait, shown by <ProofOfWorkStatus>).
    const proof = needsProof(verb, path, body) ? await (await import('./proof-of-work')).proofOfWorkHeader(apiBase) : {};
    response = await fetch(`${apiBase}${path}`, {
      method: verb,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...proof,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError(0, 'unavailable', 'The server cannot be reached');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    throw new ApiError(
      response.status,
      payload.error?.code ?? 'unknown',
      payload.error?.message ?? response.statusText,
      payload.error?.key,
      payload.error?.values,
    );
  }
  return response;
}

/** POSTs (or GETs, without a body; or `method`) `path` of the API and returns its JSON answer. */
export async function apiCall<T>(path: string, body?: unknown, method?: 'PATCH' | 'DELETE'): Promise<T> {
  const response = await apiResponse(path, body, method);
  return (await response.json().catch(() => ({}))) as T;
}
