// POST /notes/generate: the notes of a session, streamed as JSON lines so text shows as
// the model writes it. Refusals before anything is written throw ApiError (with its key).
import type { NoteGenerationRequest, NoteStreamEvent } from '@shared/notes';
import { ApiError, type ApiErrorBody } from '@shared/api-error';
import { currentIdToken } from '../firebase/auth';
import { loadRuntimeConfig } from '../firebase/runtime-config';

export async function generateNotes(request: NoteGenerationRequest, onEvent: (event: NoteStreamEvent) => void, signal?: AbortSignal): Promise<void> {
  const [{ apiBase }, token] = await Promise.all([loadRuntimeConfig(), currentIdToken()]);
  let response: Response;
  try {
    response = await fetch(`${apiBase}/notes/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(request),
      signal,
    });
  } catch {
    throw new ApiError(0, 'unavailable', 'The server cannot be reached');
  }
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    throw new ApiError(response.status, payload.error?.code ?? 'unknown', payload.error?.message ?? response.statusText, payload.error?.key);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += value;
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as NoteStreamEvent);
      newline = buffered.indexOf('\n');
    }
  }
}
