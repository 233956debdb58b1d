// One small interface for the language model that writes notes: a system and a user message
// in, streamed text out. The real adapter is ./openai-chat.ts (OpenAI or any OpenAI-compatible
// server: Ollama, vLLM, llama.cpp); ./select-model.ts picks it from the environment, or
// returns null and the caller uses the built-in offline draft generator.
//
// Failures are NoteModelErrors: `code` says what happened (for the clinician-facing layer to
// map to its own words), `retryable` whether the same request may succeed later. Messages and
// errors never carry the API key, the prompt or the generated text (they are clinical content
// and errors end up in logs).

export interface NoteModelRequest {
  /** Instructions: the note type's template and rules. */
  system: string;
  /** The material: transcript, the clinician's own notes, ... */
  user: string;
  /** Upper bound of the answer's length in tokens (default: the server's). */
  maxTokens?: number;
  /** Sampling temperature (default: the server's). Ignored by reasoning models, which refuse it. */
  temperature?: number;
  /** Cancels the generation: the promise rejects with a NoteModelError of code 'cancelled'. */
  signal?: AbortSignal;
}

export interface NoteModel {
  /** Which engine and model, e.g. 'openai:gpt-4o-mini' (stored with a note; not shown). */
  readonly id: string;
  /** Shown in the UI: the model's name, e.g. 'gpt-4o-mini'. */
  readonly label: string;
  /**
   * Streams the answer: onText gets each new piece as it arrives, in order; resolves to the
   * whole text (the pieces joined). Rejects with a NoteModelError, also when the answer is cut
   * short (stream broken, token limit reached): a partial note is never returned as whole.
   * Pieces already passed to onText stay valid as a preview but the caller must discard them
   * on rejection. If onText throws, generation stops and that error is the rejection.
   */
  generate(request: NoteModelRequest, onText?: (piece: string) => void): Promise<string>;
}

/**
 * What went wrong, for the clinician-facing layer:
 * - 'timeout'      no (complete) answer within the time limit (retryable)
 * - 'cancelled'    the request's signal aborted it (not retryable: the caller chose this)
 * - 'rate_limited' HTTP 429 after the retries (retryable: later)
 * - 'unavailable'  server error (5xx, 408, 409) or unreachable, after the retries (retryable)
 * - 'auth'         the key was refused (401/403) (not retryable: configuration)
 * - 'rejected'     the request was refused (400, 404 unknown model, 422...) (not retryable)
 * - 'interrupted'  the stream broke off or ended before the answer was complete (retryable)
 * - 'truncated'    the answer hit the token limit (finish_reason 'length') (not retryable as is)
 * - 'refused'      the model's content filter stopped the answer (not retryable)
 * - 'empty'        the model answered no text (retryable)
 */
export type NoteModelErrorCode =
  'timeout' | 'cancelled' | 'rate_limited' | 'unavailable' | 'auth' | 'rejected' | 'interrupted' | 'truncated' | 'refused' | 'empty';

export class NoteModelError extends Error {
  override readonly name = 'NoteModelError';

  constructor(
    message: string,
    /** Whether sending the same request again (later) may succeed. */
    readonly retryable: boolean,
    /** The HTTP status the server answered, when it answered with an error. */
    readonly status?: number,
    readonly code: NoteModelErrorCode = retryable ? 'unavailable' : 'rejected',
  ) {
    super(message);
  }
}
