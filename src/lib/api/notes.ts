// POST /notes/generate: the notes of a session, streamed as JSON lines so text shows as
// the model writes it. Refusals before anything is written throw ApiError (with its key).
import type { NoteGenerationRequest, NoteStreamEvent } from '@shared/notes';
import { ApiError } from '@shared/api-error';
import { apiResponse } from './client';

export async function generateNotes(
  request: NoteGenerationRequest,
  onEvent: (event: NoteStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await apiResponse('/notes/generate', request, undefined, signal);
  if (!response.body) throw new ApiError(response.status, 'unknown', 'The server sent no notes');
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
