// Which speech-to-text engine serves a recording, chosen from the environment, plus what the
// UI needs to know about it. Each engine is built once per configuration and reused.
//
// A session's transcription type is 'aws' (live, English) or 'whisper' (delayed, multilingual):
//   'aws'     → Amazon Transcribe when AWS_TRANSCRIBE_REGION, AWS_ACCESS_KEY_ID and
//               AWS_SECRET_ACCESS_KEY are set; else Google Speech-to-Text when
//               GOOGLE_SPEECH_ENABLED=1 or GOOGLE_APPLICATION_CREDENTIALS is set; else the
//               local PocketSphinx engine (English only, no keys, runs in the server).
//   'whisper' → OpenAI Whisper when OPENAI_API_KEY is set; else the same choice as 'aws'.
//
// Environment:
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
import { DEFAULT_LANGUAGE_MODEL, LANGUAGE_MODELS, type LanguageModelChoice } from './language-models';
import type { TranscriptionProvider, TranscriptionProviderId } from './types';
import { WhisperProvider } from './whisper';
import type { ServerEnvironment } from '../../config';

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

/** The engine for a session of this type under this environment (one instance per engine). */
export function selectTranscriptionProvider(type: TranscriptType, env: ServerEnvironment): TranscriptionProvider {
  const choice = (type === 'whisper' && whisperChoice(env)) || liveChoice(env);
  const cached = cache.get(choice.id);
  if (cached && cached.key === choice.key) return cached.provider;
  const provider = choice.create();
  cache.set(choice.id, { key: choice.key, provider });
  return provider;
}

/** Which engine selectTranscriptionProvider would use, without building it. */
export function selectedTranscriptionProviderId(type: TranscriptType, env: ServerEnvironment): TranscriptionProviderId {
  return ((type === 'whisper' && whisperChoice(env)) || liveChoice(env)).id;
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

function set(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

function whisperChoice(env: ServerEnvironment): Choice | undefined {
  const apiKey = env.OPENAI_API_KEY;
  if (!set(apiKey)) return undefined;
  const baseURL = set(env.OPENAI_BASE_URL) ? env.OPENAI_BASE_URL.trim() : undefined;
  const model = set(env.WHISPER_MODEL) ? env.WHISPER_MODEL.trim() : undefined;
  return {
    id: 'whisper',
    key: JSON.stringify([fingerprint(apiKey), baseURL, model]),
    create: () => new WhisperProvider({ apiKey: apiKey.trim(), baseURL, model }),
  };
}

function liveChoice(env: ServerEnvironment): Choice {
  return awsChoice(env) ?? googleChoice(env) ?? pocketSphinxChoice(env);
}

function awsChoice(env: ServerEnvironment): Choice | undefined {
  const { AWS_TRANSCRIBE_REGION: region, AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!set(region) || !set(accessKeyId) || !set(secretAccessKey)) return undefined;
  const sessionToken = set(env.AWS_SESSION_TOKEN) ? env.AWS_SESSION_TOKEN : undefined;
  const endpoint = set(env.AWS_TRANSCRIBE_ENDPOINT) ? env.AWS_TRANSCRIBE_ENDPOINT.trim() : undefined;
  return {
    id: 'aws',
    key: JSON.stringify([region, endpoint, accessKeyId, fingerprint(secretAccessKey + (sessionToken ?? ''))]),
    create: () =>
      new AwsTranscribeProvider({
        region: region.trim(),
        endpoint,
        credentials: { accessKeyId: accessKeyId.trim(), secretAccessKey: secretAccessKey.trim(), sessionToken },
      }),
  };
}

function googleChoice(env: ServerEnvironment): Choice | undefined {
  if (env.GOOGLE_SPEECH_ENABLED?.trim() !== '1' && !set(env.GOOGLE_APPLICATION_CREDENTIALS)) return undefined;
  const endpoint = set(env.GOOGLE_SPEECH_ENDPOINT) ? parseHostPort(env.GOOGLE_SPEECH_ENDPOINT) : undefined;
  const model = set(env.GOOGLE_SPEECH_MODEL) ? env.GOOGLE_SPEECH_MODEL.trim() : undefined;
  return {
    id: 'google',
    key: JSON.stringify([env.GOOGLE_APPLICATION_CREDENTIALS, endpoint, model]),
    create: () =>
      new GoogleSpeechProvider({
        model,
        clientOptions: endpoint ? { apiEndpoint: endpoint.host, port: endpoint.port, sslCreds: grpcCredentials.createInsecure() } : {},
      }),
  };
}

function pocketSphinxChoice(env: ServerEnvironment): Choice {
  const modelDir = set(env.POCKETSPHINX_MODEL_DIR) ? env.POCKETSPHINX_MODEL_DIR.trim() : undefined;
  const languageModel = pocketSphinxLanguageModel(env);
  return {
    id: 'pocketsphinx',
    key: JSON.stringify([modelDir, languageModel]),
    create: () => new PocketSphinxProvider({ ...(modelDir ? { modelDir } : {}), languageModel }),
  };
}

/** POCKETSPHINX_LM: 'clinical' (also when unset) or 'generic'; anything else is a configuration error. */
export function pocketSphinxLanguageModel(env: ServerEnvironment): LanguageModelChoice {
  const value = env.POCKETSPHINX_LM?.trim().toLowerCase();
  if (!value) return DEFAULT_LANGUAGE_MODEL;
  const choice = LANGUAGE_MODELS.find((model) => model === value);
  if (!choice) throw new Error(`POCKETSPHINX_LM must be one of ${LANGUAGE_MODELS.join(', ')}, not "${value}"`);
  return choice;
}

/** "localhost:50051" or "[::1]:50051" → host and port. */
function parseHostPort(value: string): { host: string; port: number } {
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(value.trim());
  const port = match ? Number(match[2]) : NaN;
  if (!match || port < 1 || port > 65535) throw new Error('GOOGLE_SPEECH_ENDPOINT must be host:port');
  return { host: match[1], port };
}

/** A short tag of a secret, so the cache notices a new key without holding the key itself. */
function fingerprint(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 16);
}
