// Which language model writes notes, chosen from the environment. null means none is
// configured: the caller then uses the built-in offline draft generator.
//
//   OPENAI_API_KEY set          → OpenAI's Chat Completions API (or the server at the base URL).
//   NOTES_MODEL_KEYLESS=1 and a base URL, no key
//                               → an OpenAI-compatible server that needs no key (Ollama,
//                                 llama.cpp, vLLM without --api-key); no Authorization header.
//   otherwise                   → null.
//
// Environment:
//   OPENAI_API_KEY          The key (also enables Whisper transcription, see ../transcription/select.ts).
//   OPENAI_NOTES_MODEL      Model name (default gpt-4o-mini), e.g. llama3.1:8b on Ollama.
//   OPENAI_BASE_URL         Optional OpenAI-compatible server, e.g. http://127.0.0.1:11434/v1
//                           (Ollama), http://127.0.0.1:8000/v1 (vLLM), http://127.0.0.1:8080/v1
//                           (llama.cpp). Whisper uses it too.
//   OPENAI_NOTES_BASE_URL   Optional; overrides OPENAI_BASE_URL for notes only (e.g. notes from
//                           a local Ollama while Whisper stays on OpenAI).
//   NOTES_MODEL_KEYLESS=1   Allows a base URL without OPENAI_API_KEY (not OpenAI's own: that throws).
//
// These are parsed by config.ts's schema (config().noteModel): a base URL that is not a URL
// fails there (a configuration error, better loud than a silent fallback to offline drafts). Building a model is cheap (no connection is opened).
import { OpenAiChatModel } from './openai-chat';
import type { NoteModel } from './types';
import type { NoteModelSettings } from '../../config';

export { DEFAULT_NOTES_MODEL } from '../../config';

export function selectNoteModel({ apiKey, baseURL, model, keyless }: NoteModelSettings): NoteModel | null {
  if (apiKey) return new OpenAiChatModel({ apiKey, baseURL, model });
  if (baseURL && keyless) return new OpenAiChatModel({ baseURL, model });
  return null;
}
