// Which speech-to-text engine serves a recording, chosen from the configuration, plus what the
// UI needs to know about it. Each engine is built once per configuration and reused.
//
// A session's transcription type is 'aws' (live, English) or 'whisper' (delayed, multilingual):
//   'aws'     → Amazon Transcribe when AWS_TRANSCRIBE_REGION, AWS_ACCESS_KEY_ID and
//               AWS_SECRET_ACCESS_KEY are set; else Google Speech-to-Text when
//               GOOGLE_SPEECH_ENABLED=1 or GOOGLE_APPLICATION_CREDENTIALS is set; else the
//               local PocketSphinx engine (English only, no keys, runs in the server).
//   'whisper' → OpenAI Whisper when OPENAI_API_KEY is set; else the same choice as 'aws'.
//
// Environment (parsed by config.ts's schema into config().transcription):
//   AWS_TRANSCRIBE_REGION      AWS region of Amazon Transcribe, e.g. us-east-1.
//   AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN (optional)
//                              Credentials of an IAM user/role allowed
//                              transcribe:StartStreamTranscription.
//   AWS_TRANSCRIBE_ENDPOINT    Optional endpoint override (http://host:port for a local stand-in).
//   GOOGLE_SPEECH_ENABLED=1    Use Google with Application Default Credentials (e.g. the Cloud
//                              Run service account, which needs the Speech-to-Text API enabled).
//   GOOGLE_APPLICATION_CREDENTIALS  Path of a service account key file (also enables Google).
//   GOOGLE_SPEECH_ENDPOINT     Optional host:port of a plain-text (insecure) gRPC server, for
//                              tests and emulators; no credentials are looked up then.
//   GOOGLE_SPEECH_MODEL        Optional recognition model, e.g. latest_long.
//   OPENAI_API_KEY             Enables Whisper.
//   OPENAI_BASE_URL            Optional OpenAI-compatible server, e.g. http://127.0.0.1:8000/v1.
//   WHISPER_MODEL              Optional model name (default whisper-1).
//   POCKETSPHINX_MODEL_DIR     Optional model folder of the local engine.
//   POCKETSPHINX_LM            The local engine's language model: clinical (default: the clinical
//                              model interpolated with the generic en-us one) or generic.
import { credentials as grpcCredentials } from '@grpc/grpc-js';
import { createHash } from 'node:crypto';
import { LANGUAGES } from '../../shared/languages';
import type { TranscriptType } from '../../shared/sessions';
import { AwsTranscribeProvider } from './aws-transcribe';
import { GoogleSpeechProvider } from './google-speech';
import { PocketSphinxProvider } from './pocketsphinx';
import type { TranscriptionProvider, TranscriptionProviderId } from './types';
import { WhisperProvider } from './whisper';
import type { TranscriptionSettings } from '../../config';

/** What the UI shows about the engine of a session. */
export interface TranscriptionInfo {
  id: TranscriptionProviderId;
  /** Words appear while speaking (false: segment by segment, some seconds behind). */
  live: boolean;
  englishOnly: boolean;
  /** Codes of the app's languages (../../shared/languages.ts) the engine transcribes. */
  languages: string[];
}

interface Choice {
  id: TranscriptionProviderId;
  /** Identifies the configuration: a change builds a new instance. */
  key: string;
  create(): TranscriptionProvider;
}

const cache = new Map<TranscriptionProviderId, { key: string; provider: TranscriptionProvider }>();

/** The engine for a session of this type under these settings (one instance per engine). */
export function selectTranscriptionProvider(type: TranscriptType, settings: TranscriptionSettings): TranscriptionProvider {
  const choice = (type === 'whisper' && whisperChoice(settings)) || liveChoice(settings);
  const cached = cache.get(choice.id);
  if (cached && cached.key === choice.key) return cached.provider;
  const provider = choice.create();
  cache.set(choice.id, { key: choice.key, provider });
  return provider;
}

/** Which engine selectTranscriptionProvider would use, without building it. */
export function selectedTranscriptionProviderId(type: TranscriptType, settings: TranscriptionSettings): TranscriptionProviderId {
  return ((type === 'whisper' && whisperChoice(settings)) || liveChoice(settings)).id;
}

/** Closes every engine built so far (server shutdown, tests). */
export async function closeTranscriptionProviders(): Promise<void> {
  const providers = [...cache.values()].map((entry) => entry.provider);
  cache.clear();
  await Promise.all(providers.map((provider) => provider.close()));
}

export function describeTranscription(provider: TranscriptionProvider): TranscriptionInfo {
  const languages = LANGUAGES.map((language) => language.code).filter((code) => provider.supports(code));
  return {
    id: provider.id,
    live: provider.live,
    englishOnly: languages.length === 1 && languages[0] === 'en',
    languages,
  };
}

function whisperChoice({ whisper }: TranscriptionSettings): Choice | undefined {
  if (!whisper) return undefined;
  const { apiKey, baseURL, model } = whisper;
  return {
    id: 'whisper',
    key: JSON.stringify([fingerprint(apiKey), baseURL, model]),
    create: () => new WhisperProvider({ apiKey, baseURL, model }),
  };
}

function liveChoice(settings: TranscriptionSettings): Choice {
  return awsChoice(settings) ?? googleChoice(settings) ?? pocketSphinxChoice(settings);
}

function awsChoice({ aws }: TranscriptionSettings): Choice | undefined {
  if (!aws) return undefined;
  const { region, endpoint, credentials } = aws;
  return {
    id: 'aws',
    key: JSON.stringify([
      region,
      endpoint,
      credentials.accessKeyId,
      fingerprint(credentials.secretAccessKey + (credentials.sessionToken ?? '')),
    ]),
    create: () => new AwsTranscribeProvider({ region, endpoint, credentials }),
  };
}

function googleChoice({ google }: TranscriptionSettings): Choice | undefined {
  if (!google) return undefined;
  const { credentialsFile, endpoint, model } = google;
  return {
    id: 'google',
    key: JSON.stringify([credentialsFile, endpoint, model]),
    create: () =>
      new GoogleSpeechProvider({
        model,
        clientOptions: endpoint ? { apiEndpoint: endpoint.host, port: endpoint.port, sslCreds: grpcCredentials.createInsecure() } : {},
      }),
  };
}

function pocketSphinxChoice({ pocketSphinx }: TranscriptionSettings): Choice {
  const { modelDir, languageModel } = pocketSphinx;
  return {
    id: 'pocketsphinx',
    key: JSON.stringify([modelDir, languageModel]),
    create: () => new PocketSphinxProvider({ ...(modelDir ? { modelDir } : {}), languageModel }),
  };
}

/** A short tag of a secret, so the cache notices a new key without holding the key itself. */
function fingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 16);
}
