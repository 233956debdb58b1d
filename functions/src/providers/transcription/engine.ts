// The transcription engine a session or an upload gets: the provider the configuration
// selects (./select.ts), the local engine's output written as sentences (./sentence-provider.ts).
// The realtime server, the API's uploads and `npm run transcribe` all take it from here.
import type { TranscriptType } from '../../shared/sessions';
import { withSentences } from './sentence-provider';
import { selectTranscriptionProvider } from './select';
import type { TranscriptionProvider } from './types';
import type { TranscriptionSettings } from '../../config';

/** The engine for a session of this type under these settings (config().transcription). */
export function transcriptionEngine(type: TranscriptType, settings: TranscriptionSettings): TranscriptionProvider {
  return withSentences(selectTranscriptionProvider(type, settings));
}
