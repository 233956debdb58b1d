// The functions' configuration: the environment read once, at start-up, into one typed and
// validated object. Code takes what it needs from config() (or is handed it); it does not
// read process.env (lint refuses it outside this module). A malformed value fails here,
// loudly, rather than deep in a request. Every variable the server reads is declared in
// envSchema with its type, and parsed there: trimmed, numbers and switches read, addresses and
// keys checked, defaults applied. The adapters (the transcription engines, the image reader,
// the note model, mail, storage, the CRM, the secrets' keyring) are handed their section of
// config(), typed; none reads a variable by its name (lint refuses it outside this module), and
// their tests build a section with loadConfig({ ...variables }), through this same schema.
import { z } from 'zod';
import { RATE_LIMIT_WINDOW_MS, REALTIME_INSTANCE_TTL_MS, REALTIME_REVOCATION_CHECK_MS, TRUSTED_PROXY_HOPS_DEFAULT } from './shared/limits';
import type { BraintreeConfig } from './providers/payments/braintree-gateway';
import type { RecallConfig } from './providers/meeting/recall';
import type { ZohoConfig } from './providers/automation/zoho-crm';
import type { S3StoreConfig } from './providers/storage/s3-store';

/** A variable read by its adapter as it is set (undefined when absent). */
const raw = z.string().optional();

/** Text settings: trimmed, '' when absent. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '');

/** Optional text settings: trimmed, undefined when absent or blank. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** An optional address: trimmed, undefined when absent or blank, refused when it is not a URL. */
const optionalUrl = (name: string) => optionalText.refine((value) => value === undefined || URL.canParse(value), `${name} is not a URL`);

/** A switch: on when set to 1. */
const flag = optionalText.transform((value) => value === '1');

/** A positive number of milliseconds, or undefined (the adapter's default) when absent, blank, zero or not a number. */
const positiveMs = optionalText.transform((value) => (value !== undefined && Number(value) > 0 ? Number(value) : undefined));

/** A key id of the secrets' keyring. */
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/** A master key of the secrets' keyring: 32 bytes, base64-encoded. */
function masterKey(name: string, value: string, ctx: z.RefinementCtx): Buffer {
  const buffer = Buffer.from(value.trim(), 'base64');
  if (buffer.length !== 32) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${name} must be 32 bytes, base64-encoded` });
  return buffer;
}

/** The local engine's language models (the clinical one by default; see providers/transcription/language-models.ts). */
export const LANGUAGE_MODELS = ['clinical', 'generic'] as const;
export type LanguageModelChoice = (typeof LANGUAGE_MODELS)[number];
export const DEFAULT_LANGUAGE_MODEL: LanguageModelChoice = 'clinical';

/** The note model when OPENAI_NOTES_MODEL names none. */
export const DEFAULT_NOTES_MODEL = 'gpt-4o-mini';

const envSchema = z.object({
  SITE_URL: text,
  SUPPORT_EMAIL: text,
  POW_HMAC_KEY: z.string().optional().default(''),
  BRAINTREE_MERCHANT_ID: text,
  BRAINTREE_PUBLIC_KEY: text,
  BRAINTREE_PRIVATE_KEY: text,
  BRAINTREE_ENVIRONMENT: text,
  BRAINTREE_GATEWAY_URL: text.refine((value) => value === '' || URL.canParse(value), 'BRAINTREE_GATEWAY_URL is not a URL'),
  API_PUBLIC_URL: text,
  FUNCTIONS_EMULATOR: text,
  FFMPEG_PATH: text,
  TESSERACT_PATH: text,
  MEETING_LOCAL_BASE: text,
  // The local stack under test counts in windows of a few seconds, so the limits' suites wait
  // seconds, not a minute, for a fresh window; the limits per window stay the same.
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(RATE_LIMIT_WINDOW_MS).optional(),
  RECALL_API_KEY: text,
  RECALL_BASE_URL: text,
  RECALL_REGION: text,
  RECALL_WEBHOOK_SECRET: text,
  INTEGRATIONS_CONTACT_EMAIL: text,
  CLINIKO_BASE_URL: text,
  DRCHRONO_BASE_URL: text,
  DRCHRONO_CLIENT_ID: text,
  DRCHRONO_CLIENT_SECRET: text,
  DRCHRONO_PKCE: text,
  HIGHLEVEL_AUTH_URL: text,
  HIGHLEVEL_API_URL: text,
  HIGHLEVEL_CLIENT_ID: text,
  HIGHLEVEL_CLIENT_SECRET: text,
  HEALTHIE_API_URL: text,
  HEALTHIE_NOTE_FORM_ID: text,
  HEALTHIE_NOTE_FIELD_ID: text,
  TRUSTED_PROXY_HOPS: text,
  // OpenAI-compatible services: the note model, the image reader, Whisper.
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl('OPENAI_BASE_URL'),
  OPENAI_NOTES_BASE_URL: optionalUrl('OPENAI_NOTES_BASE_URL'),
  OPENAI_NOTES_MODEL: optionalText,
  OPENAI_VISION_MODEL: optionalText,
  OPENAI_VISION_BASE_URL: optionalUrl('OPENAI_VISION_BASE_URL'),
  NOTES_MODEL_KEYLESS: flag,
  WHISPER_MODEL: optionalText,
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  AWS_SESSION_TOKEN: optionalText,
  AWS_REGION: optionalText,
  AWS_TRANSCRIBE_REGION: optionalText,
  AWS_TRANSCRIBE_ENDPOINT: optionalText,
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  GOOGLE_SPEECH_ENABLED: flag,
  GOOGLE_APPLICATION_CREDENTIALS: optionalText,
  GOOGLE_SPEECH_ENDPOINT: optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(value);
    const port = match ? Number(match[2]) : NaN;
    if (!match || port < 1 || port > 65535) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'GOOGLE_SPEECH_ENDPOINT must be host:port' });
      return z.NEVER;
    }
    return { host: match[1], port };
  }),
  GOOGLE_SPEECH_MODEL: optionalText,
  POCKETSPHINX_MODEL_DIR: optionalText,
  POCKETSPHINX_LM: optionalText.transform((value, ctx) => {
    const choice = value === undefined ? DEFAULT_LANGUAGE_MODEL : LANGUAGE_MODELS.find((model) => model === value.toLowerCase());
    if (choice) return choice;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `POCKETSPHINX_LM must be one of ${LANGUAGE_MODELS.join(', ')}, not "${value}"` });
    return z.NEVER;
  }),
  ZOHO_CLIENT_ID: optionalText,
  ZOHO_CLIENT_SECRET: optionalText,
  ZOHO_REFRESH_TOKEN: optionalText,
  ZOHO_ACCOUNTS_URL: text,
  ZOHO_API_DOMAIN: text,
  ZOHO_MODULE: text,
  ZOHO_AUTOMATION_TAG: text,
  ZOHO_API_VERSION: text,
  SMTP_HOST: optionalText,
  SMTP_PORT: optionalText.pipe(z.coerce.number().int().positive().optional()),
  SMTP_USER: optionalText,
  SMTP_PASS: z.string().optional(),
  SMTP_SECURE: optionalText.pipe(z.enum(['true', 'false']).optional()),
  MAIL_FROM: text,
  SECRETS_KEY: optionalText.transform((value, ctx) => (value === undefined ? undefined : masterKey('SECRETS_KEY', value, ctx))),
  SECRETS_KEY_ID: text.refine((value) => value === '' || KEY_ID.test(value), 'SECRETS_KEY_ID must be 1-32 letters, digits, _ or -'),
  SECRETS_OLD_KEYS: text.transform((value, ctx) => {
    const keys = new Map<string, Buffer>();
    for (const entry of value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const colon = entry.indexOf(':');
      const id = entry.slice(0, colon);
      if (colon < 1 || !KEY_ID.test(id)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'SECRETS_OLD_KEYS entries must be id:base64key' });
        return z.NEVER;
      }
      keys.set(id, masterKey(`SECRETS_OLD_KEYS (${id})`, entry.slice(colon + 1), ctx));
    }
    return keys;
  }),
  AUDIO_STORE: optionalText.pipe(z.enum(['file', 's3']).optional()),
  AUDIO_DIR: text,
  AUDIO_BUCKET: optionalText,
  AUDIO_SEGMENT_MS: positiveMs,
  AUDIO_SEGMENT_WAIT_MS: positiveMs,
  AUDIO_SEGMENT_IDLE_MS: positiveMs,
});

/** The realtime server's variables, with their defaults. */
const realtimeSchema = z.object({
  GCLOUD_PROJECT: raw,
  PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  HOST: z.string().default('127.0.0.1'),
  CORS_ORIGINS: z.string().default(''),
  INSTANCE_ID: text,
  REALTIME_REVOCATION_CHECK_MS: z.coerce.number().int().positive().default(REALTIME_REVOCATION_CHECK_MS),
  SESSION_SWEEP_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60 * 1000),
  SWEEPER_LEASE: text,
  REALTIME_INSTANCE_TTL_MS: z.coerce.number().int().min(3000).default(REALTIME_INSTANCE_TTL_MS),
});

/** The name of a variable the server reads. */
export type EnvName = keyof typeof envSchema.shape;

/** The variables the server reads (every one declared in the schema). */
export const ENV_NAMES = Object.keys(envSchema.shape) as EnvName[];

/** The language model that writes notes: an OpenAI-compatible service, with a key or keyless. */
export interface NoteModelSettings {
  apiKey?: string;
  /** OPENAI_NOTES_BASE_URL, else OPENAI_BASE_URL. */
  baseURL?: string;
  model: string;
  /** A keyless local server is used when a base URL is set (NOTES_MODEL_KEYLESS=1). */
  keyless: boolean;
}

/** The vision model that reads images (OPENAI_VISION_MODEL), else OCR. */
export interface ImageReaderSettings {
  model?: string;
  apiKey?: string;
  /** OPENAI_VISION_BASE_URL, else OPENAI_BASE_URL. */
  baseURL?: string;
  keyless: boolean;
}

/** The speech-to-text engines the environment configures (null: not configured). */
export interface TranscriptionSettings {
  whisper: { apiKey: string; baseURL?: string; model?: string } | null;
  aws: { region: string; endpoint?: string; credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } } | null;
  /** GOOGLE_SPEECH_ENABLED=1 or GOOGLE_APPLICATION_CREDENTIALS set. */
  google: { credentialsFile?: string; endpoint?: { host: string; port: number }; model?: string } | null;
  pocketSphinx: { modelDir?: string; languageModel: LanguageModelChoice };
}

/** Where recorded audio is kept: object storage (the uploads' S3 settings, its own bucket) or one machine's disk. */
export type AudioStoreSettings =
  { store: 'file'; dir: string } | { store: 's3'; s3: S3StoreConfig; segments: { segmentMs?: number; waitMs?: number; idleMs?: number } };

/** The SMTP relay (MailDev locally), or null when SMTP_HOST is unset. */
export interface MailSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  secure: boolean;
  from: string;
}

/** The secrets' master keys: the current one (null when SECRETS_KEY is unset) and older ones kept for reading. */
export interface SecretsSettings {
  key: Buffer | null;
  keyId: string;
  oldKeys: ReadonlyMap<string, Buffer>;
}

/** An OAuth client of an integration: its addresses, id and secret. */
export interface OAuthClientConfig {
  id: string;
  secret: string;
}

/** The EHR/EMR integrations' addresses and clients (each with the provider's public address by default). */
export interface IntegrationsConfig {
  /** The contact e-mail in the User-Agent of every call (INTEGRATIONS_CONTACT_EMAIL). */
  contactEmail: string;
  /** Cliniko's API address, {shard} standing for the key's region (CLINIKO_BASE_URL). */
  clinikoBaseUrl: string;
  drchrono: { baseUrl: string; client: OAuthClientConfig; pkce: boolean };
  highlevel: { authUrl: string; apiUrl: string; client: OAuthClientConfig };
  healthie: { apiUrl: string; noteFormId: string; noteFieldId: string };
}

export interface Config {
  /** Origins allowed to call the API from a browser (SITE_URL, comma-separated); the first is the site's address in e-mails. */
  siteOrigins: string[];
  /** The site's address for links in e-mails and redirects, without a trailing slash ('' when unset). */
  siteUrl: string;
  /** Where support messages go (SUPPORT_EMAIL). */
  supportEmail: string;
  /** The proof of work's HMAC key (POW_HMAC_KEY); '' refuses every challenge. */
  powHmacKey: string;
  /** Proxies that append to X-Forwarded-For (TRUSTED_PROXY_HOPS). */
  trustedProxyHops: number;
  /** The API rate limits' window (RATE_LIMIT_WINDOW_MS; default and most a minute, the production window). */
  rateLimitWindowMs: number;
  /** The Braintree merchant, or null when none is configured (payments then answer 503). */
  braintree: BraintreeConfig | null;
  /** The API's own public address, without a trailing slash (OAuth callbacks, webhooks; API_PUBLIC_URL). */
  apiPublicUrl: string;
  /** True in the local emulator (FUNCTIONS_EMULATOR): http links to this machine are then allowed. */
  emulator: boolean;
  /** The ffmpeg and tesseract programs ('' or the name: found on the PATH). */
  ffmpegPath: string;
  tesseractPath: string;
  /** The meeting bot provider (RECALL_API_KEY with RECALL_BASE_URL or RECALL_REGION), or null. */
  recall: RecallConfig | null;
  /** The secret of the meeting bot provider's webhooks (RECALL_WEBHOOK_SECRET; '' refuses every delivery). */
  recallWebhookSecret: string;
  /** A meeting address of the local stand-in accepted as a meeting link (MEETING_LOCAL_BASE). */
  meetingLocalBase: string;
  integrations: IntegrationsConfig;
  noteModel: NoteModelSettings;
  imageReader: ImageReaderSettings;
  transcription: TranscriptionSettings;
  /** The uploads' object storage. */
  s3: S3StoreConfig;
  audio: AudioStoreSettings;
  /** The CRM automation (Zoho), or null when its client is not configured. */
  crm: ZohoConfig | null;
  mail: MailSettings | null;
  secrets: SecretsSettings;
}

const DEFAULT_SUPPORT_EMAIL = 'support@clinicscribe.example';

/** The number of trusted proxies that append to X-Forwarded-For (TRUSTED_PROXY_HOPS; default 1, and when not 0-10). */
function trustedProxyHops(value: string): number {
  if (!value) return TRUSTED_PROXY_HOPS_DEFAULT;
  const hops = Number(value);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : TRUSTED_PROXY_HOPS_DEFAULT;
}

/** The configuration `env` describes; throws on a malformed value. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = parseOrExplain(envSchema, env);
  const siteOrigins = parsed.SITE_URL.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const { BRAINTREE_MERCHANT_ID: merchantId, BRAINTREE_PUBLIC_KEY: publicKey, BRAINTREE_PRIVATE_KEY: privateKey } = parsed;
  return {
    siteOrigins,
    siteUrl: (parsed.SITE_URL.split(',')[0] ?? '').trim().replace(/\/$/, ''),
    supportEmail: parsed.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
    powHmacKey: parsed.POW_HMAC_KEY,
    trustedProxyHops: trustedProxyHops(parsed.TRUSTED_PROXY_HOPS),
    rateLimitWindowMs: parsed.RATE_LIMIT_WINDOW_MS ?? RATE_LIMIT_WINDOW_MS,
    braintree:
      merchantId && publicKey && privateKey
        ? { merchantId, publicKey, privateKey, environment: parsed.BRAINTREE_ENVIRONMENT, gatewayUrl: parsed.BRAINTREE_GATEWAY_URL }
        : null,
    apiPublicUrl: parsed.API_PUBLIC_URL.replace(/\/$/, ''),
    emulator: parsed.FUNCTIONS_EMULATOR === 'true',
    ffmpegPath: parsed.FFMPEG_PATH,
    tesseractPath: parsed.TESSERACT_PATH || 'tesseract',
    recall: recallConfig(parsed),
    recallWebhookSecret: parsed.RECALL_WEBHOOK_SECRET,
    meetingLocalBase: parsed.MEETING_LOCAL_BASE,
    integrations: integrationsConfig(parsed),
    noteModel: {
      apiKey: parsed.OPENAI_API_KEY,
      baseURL: parsed.OPENAI_NOTES_BASE_URL ?? parsed.OPENAI_BASE_URL,
      model: parsed.OPENAI_NOTES_MODEL ?? DEFAULT_NOTES_MODEL,
      keyless: parsed.NOTES_MODEL_KEYLESS,
    },
    imageReader: {
      model: parsed.OPENAI_VISION_MODEL,
      apiKey: parsed.OPENAI_API_KEY,
      baseURL: parsed.OPENAI_VISION_BASE_URL ?? parsed.OPENAI_BASE_URL,
      keyless: parsed.NOTES_MODEL_KEYLESS,
    },
    transcription: transcriptionSettings(parsed),
    s3: s3Settings(parsed),
    audio:
      parsed.AUDIO_STORE === 'file'
        ? { store: 'file', dir: parsed.AUDIO_DIR || 'audio' }
        : {
            store: 's3',
            s3: { ...s3Settings(parsed), bucket: parsed.AUDIO_BUCKET ?? s3Settings(parsed).bucket },
            segments: { segmentMs: parsed.AUDIO_SEGMENT_MS, waitMs: parsed.AUDIO_SEGMENT_WAIT_MS, idleMs: parsed.AUDIO_SEGMENT_IDLE_MS },
          },
    crm: crmSettings(parsed),
    mail: mailSettings(parsed),
    secrets: { key: parsed.SECRETS_KEY ?? null, keyId: parsed.SECRETS_KEY_ID || 'k1', oldKeys: parsed.SECRETS_OLD_KEYS },
  };
}

type Env = z.infer<typeof envSchema>;

/** `schema` read from `env`; a malformed value throws with its message (the variable's name and what is wrong). */
function parseOrExplain<T extends z.ZodTypeAny>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new Error(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
}

const withoutSlash = (value: string, fallback: string) => (value || fallback).replace(/\/$/, '');

function recallConfig(env: Env): RecallConfig | null {
  const baseUrl = withoutSlash(env.RECALL_BASE_URL || (env.RECALL_REGION ? `https://${env.RECALL_REGION}.recall.ai` : ''), '');
  return env.RECALL_API_KEY && baseUrl ? { apiKey: env.RECALL_API_KEY, baseUrl } : null;
}

function transcriptionSettings(env: Env): TranscriptionSettings {
  const { AWS_TRANSCRIBE_REGION: region, AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  const googleOn = env.GOOGLE_SPEECH_ENABLED || env.GOOGLE_APPLICATION_CREDENTIALS !== undefined;
  return {
    whisper: env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.WHISPER_MODEL } : null,
    aws:
      region && accessKeyId && secretAccessKey
        ? {
            region,
            endpoint: env.AWS_TRANSCRIBE_ENDPOINT,
            credentials: { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN },
          }
        : null,
    google: googleOn
      ? { credentialsFile: env.GOOGLE_APPLICATION_CREDENTIALS, endpoint: env.GOOGLE_SPEECH_ENDPOINT, model: env.GOOGLE_SPEECH_MODEL }
      : null,
    pocketSphinx: { modelDir: env.POCKETSPHINX_MODEL_DIR, languageModel: env.POCKETSPHINX_LM },
  };
}

/** s3rver's well-known account: the local stack's S3 store checks every request's V4 signature against it. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * S3_ENDPOINT (unset in production: AWS), S3_BUCKET (clinic-uploads), AWS_REGION
 * (us-east-1), and AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY when set; with an endpoint
 * and no keys, s3rver's account. Without either, the SDK's default chain (IAM role).
 */
function s3Settings(env: Env): S3StoreConfig {
  const keys =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
      : undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET ?? 'clinic-uploads',
    region: env.AWS_REGION ?? 'us-east-1',
    credentials: keys ?? (env.S3_ENDPOINT ? S3RVER_CREDENTIALS : undefined),
  };
}

function crmSettings(env: Env): ZohoConfig | null {
  if (!env.ZOHO_CLIENT_ID || !env.ZOHO_CLIENT_SECRET || !env.ZOHO_REFRESH_TOKEN) return null;
  return {
    accountsUrl: withoutSlash(env.ZOHO_ACCOUNTS_URL, 'https://accounts.zoho.com'),
    apiDomain: withoutSlash(env.ZOHO_API_DOMAIN, 'https://www.zohoapis.com'),
    clientId: env.ZOHO_CLIENT_ID,
    clientSecret: env.ZOHO_CLIENT_SECRET,
    refreshToken: env.ZOHO_REFRESH_TOKEN,
    module: env.ZOHO_MODULE || 'Leads',
    automationTag: env.ZOHO_AUTOMATION_TAG || 'ClinicScribe automation',
    apiVersion: env.ZOHO_API_VERSION || 'v8',
  };
}

function mailSettings(env: Env): MailSettings | null {
  if (!env.SMTP_HOST) return null;
  if (env.SMTP_PORT === undefined) throw new Error('SMTP_PORT must be set with SMTP_HOST');
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
    secure: env.SMTP_SECURE === 'true',
    from: env.MAIL_FROM || 'ClinicScribe <no-reply@clinicscribe.local>',
  };
}

function integrationsConfig(env: Env): IntegrationsConfig {
  return {
    contactEmail: env.INTEGRATIONS_CONTACT_EMAIL || 'integrations@clinicscribe.example',
    clinikoBaseUrl: env.CLINIKO_BASE_URL || 'https://api.{shard}.cliniko.com/v1',
    drchrono: {
      baseUrl: withoutSlash(env.DRCHRONO_BASE_URL, 'https://drchrono.com'),
      client: { id: env.DRCHRONO_CLIENT_ID, secret: env.DRCHRONO_CLIENT_SECRET },
      pkce: env.DRCHRONO_PKCE !== 'off',
    },
    highlevel: {
      authUrl: withoutSlash(env.HIGHLEVEL_AUTH_URL, 'https://marketplace.gohighlevel.com'),
      apiUrl: withoutSlash(env.HIGHLEVEL_API_URL, 'https://services.leadconnectorhq.com'),
      client: { id: env.HIGHLEVEL_CLIENT_ID, secret: env.HIGHLEVEL_CLIENT_SECRET },
    },
    healthie: {
      apiUrl: env.HEALTHIE_API_URL || 'https://api.gethealthie.com/graphql',
      noteFormId: env.HEALTHIE_NOTE_FORM_ID || 'clinicscribe-note',
      noteFieldId: env.HEALTHIE_NOTE_FIELD_ID || 'note-body',
    },
  };
}

/** The realtime server's settings (its own process: socket.io behind a balancer). */
export interface RealtimeConfig {
  /** The Firebase project (GCLOUD_PROJECT). */
  projectId: string | undefined;
  port: number;
  host: string;
  /** Origins allowed to open a socket (CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
  /** This instance's id among several ('' : made up at start). */
  instanceId: string;
  /** Every open socket's account is re-checked this often (ms). */
  revocationCheckMs: number;
  /** The session sweeper runs this often (ms). */
  sessionSweepMs: number;
  /** The lease the sweepers share ('sweeper' unless a second deployment on the project names another). */
  sweeperLease: string;
  /** An instance counts as gone this long after its last heartbeat (ms; its places are free then). */
  instanceTtlMs: number;
}

/** The realtime server's settings `env` describes; throws on a malformed value. */
export function loadRealtimeConfig(env: NodeJS.ProcessEnv): RealtimeConfig {
  const parsed = parseOrExplain(realtimeSchema, env);
  return {
    projectId: parsed.GCLOUD_PROJECT,
    port: parsed.PORT,
    host: parsed.HOST,
    corsOrigins: parsed.CORS_ORIGINS.split(',').filter(Boolean),
    instanceId: parsed.INSTANCE_ID,
    revocationCheckMs: parsed.REALTIME_REVOCATION_CHECK_MS,
    sessionSweepMs: parsed.SESSION_SWEEP_MS,
    sweeperLease: parsed.SWEEPER_LEASE || 'sweeper',
    instanceTtlMs: parsed.REALTIME_INSTANCE_TTL_MS,
  };
}

let loaded: Config | null = null;
let loadedRealtime: RealtimeConfig | null = null;
let whole: Readonly<NodeJS.ProcessEnv> | null = null;

/** The process's whole environment, read once (the emulator has loaded functions/.env.local by then). */
function processEnvironment(): Readonly<NodeJS.ProcessEnv> {
  whole ??= Object.freeze({ ...process.env });
  return whole;
}

/** The environment a child program runs with (PATH and the rest): passed on whole, read by nobody here. */
export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...processEnvironment(), ...extra };
}

/** The realtime server's settings, read from the environment the first time they are asked for. */
export function realtimeConfig(): RealtimeConfig {
  loadedRealtime ??= loadRealtimeConfig(processEnvironment());
  return loadedRealtime;
}

/** The process's configuration, read from the environment the first time it is asked for. */
export function config(): Config {
  loaded ??= loadConfig(processEnvironment());
  return loaded;
}
