// The functions' configuration: the environment read once, at start-up, into one typed and
// validated object. Code takes what it needs from config() (or is handed it); it does not
// read process.env (lint refuses it outside this module). A malformed value fails here,
// loudly, rather than deep in a request. Every variable the server reads is declared in
// envSchema. The adapters that parse their own variables (the transcription engines, the image
// reader, the note model, mail, storage, the CRM, the secrets' keyring: each tested with an
// explicit environment) are given environment(): the schema's variables only, so a variable
// missing from the schema is not seen anywhere (and is a type error where it is read).
import { z } from 'zod';
import { RATE_LIMIT_WINDOW_MS, REALTIME_REVOCATION_CHECK_MS, TRUSTED_PROXY_HOPS_DEFAULT } from './shared/limits';
import type { BraintreeConfig } from './providers/payments/braintree-gateway';
import type { RecallConfig } from './providers/meeting/recall';

/** A variable read by its adapter as it is set (undefined when absent). */
const raw = z.string().optional();

/** Text settings: trimmed, '' when absent. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? '');

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
  // Read by the adapters themselves, as set (their defaults are theirs, beside their tests).
  TRUSTED_PROXY_HOPS: raw,
  OPENAI_API_KEY: raw,
  OPENAI_BASE_URL: raw,
  OPENAI_NOTES_BASE_URL: raw,
  OPENAI_NOTES_MODEL: raw,
  OPENAI_VISION_MODEL: raw,
  OPENAI_VISION_BASE_URL: raw,
  NOTES_MODEL_KEYLESS: raw,
  WHISPER_MODEL: raw,
  AWS_ACCESS_KEY_ID: raw,
  AWS_SECRET_ACCESS_KEY: raw,
  AWS_SESSION_TOKEN: raw,
  AWS_REGION: raw,
  AWS_TRANSCRIBE_REGION: raw,
  AWS_TRANSCRIBE_ENDPOINT: raw,
  S3_ENDPOINT: raw,
  S3_BUCKET: raw,
  GOOGLE_SPEECH_ENABLED: raw,
  GOOGLE_APPLICATION_CREDENTIALS: raw,
  GOOGLE_SPEECH_ENDPOINT: raw,
  GOOGLE_SPEECH_MODEL: raw,
  POCKETSPHINX_MODEL_DIR: raw,
  POCKETSPHINX_LM: raw,
  ZOHO_CLIENT_ID: raw,
  ZOHO_CLIENT_SECRET: raw,
  ZOHO_REFRESH_TOKEN: raw,
  ZOHO_ACCOUNTS_URL: raw,
  ZOHO_API_DOMAIN: raw,
  ZOHO_MODULE: raw,
  ZOHO_AUTOMATION_TAG: raw,
  ZOHO_API_VERSION: raw,
  SMTP_HOST: raw,
  SMTP_PORT: raw,
  SMTP_USER: raw,
  SMTP_PASS: raw,
  SMTP_SECURE: raw,
  MAIL_FROM: raw,
  SECRETS_KEY: raw,
  SECRETS_KEY_ID: raw,
  SECRETS_OLD_KEYS: raw,
  AUDIO_STORE: raw,
  AUDIO_DIR: raw,
  AUDIO_BUCKET: raw,
  AUDIO_SEGMENT_MS: raw,
  AUDIO_SEGMENT_WAIT_MS: raw,
  AUDIO_SEGMENT_IDLE_MS: raw,
  // The realtime server's own settings, parsed by realtimeSchema in its process only (the
  // functions' own PORT, set by their host, is not a port number).
  GCLOUD_PROJECT: raw,
  PORT: raw,
  HOST: raw,
  CORS_ORIGINS: raw,
  INSTANCE_ID: raw,
  REALTIME_REVOCATION_CHECK_MS: raw,
  SESSION_SWEEP_MS: raw,
  SWEEPER_LEASE: raw,
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
});

/** The name of a variable the server reads. */
export type EnvName = keyof typeof envSchema.shape;

/** The environment as the adapters are given it: the schema's variables only, as they are set. */
export type ServerEnvironment = Readonly<Partial<Record<EnvName, string>>>;

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
}

const DEFAULT_SUPPORT_EMAIL = 'support@clinicscribe.example';

/** The number of trusted proxies that append to X-Forwarded-For (TRUSTED_PROXY_HOPS; default 1). */
export function trustedProxyHops(env: NodeJS.ProcessEnv): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return TRUSTED_PROXY_HOPS_DEFAULT;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : TRUSTED_PROXY_HOPS_DEFAULT;
}

/** The configuration `env` describes; throws on a malformed value. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.parse(env);
  const siteOrigins = parsed.SITE_URL.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const { BRAINTREE_MERCHANT_ID: merchantId, BRAINTREE_PUBLIC_KEY: publicKey, BRAINTREE_PRIVATE_KEY: privateKey } = parsed;
  return {
    siteOrigins,
    siteUrl: (parsed.SITE_URL.split(',')[0] ?? '').trim().replace(/\/$/, ''),
    supportEmail: parsed.SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
    powHmacKey: parsed.POW_HMAC_KEY,
    trustedProxyHops: trustedProxyHops(env),
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
  };
}

type Env = z.infer<typeof envSchema>;

const withoutSlash = (value: string, fallback: string) => (value || fallback).replace(/\/$/, '');

function recallConfig(env: Env): RecallConfig | null {
  const baseUrl = withoutSlash(env.RECALL_BASE_URL || (env.RECALL_REGION ? `https://${env.RECALL_REGION}.recall.ai` : ''), '');
  return env.RECALL_API_KEY && baseUrl ? { apiKey: env.RECALL_API_KEY, baseUrl } : null;
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
}

/** The realtime server's settings `env` describes; throws on a malformed value. */
export function loadRealtimeConfig(env: NodeJS.ProcessEnv): RealtimeConfig {
  const parsed = realtimeSchema.parse(env);
  return {
    projectId: parsed.GCLOUD_PROJECT,
    port: parsed.PORT,
    host: parsed.HOST,
    corsOrigins: parsed.CORS_ORIGINS.split(',').filter(Boolean),
    instanceId: parsed.INSTANCE_ID,
    revocationCheckMs: parsed.REALTIME_REVOCATION_CHECK_MS,
    sessionSweepMs: parsed.SESSION_SWEEP_MS,
    sweeperLease: parsed.SWEEPER_LEASE || 'sweeper',
  };
}

let loaded: Config | null = null;
let loadedRealtime: RealtimeConfig | null = null;
let snapshot: ServerEnvironment | null = null;
let whole: Readonly<NodeJS.ProcessEnv> | null = null;

/** The process's whole environment, read once (the emulator has loaded functions/.env.local by then). */
function processEnvironment(): Readonly<NodeJS.ProcessEnv> {
  whole ??= Object.freeze({ ...process.env });
  return whole;
}

/**
 * The schema's variables of the process's environment, read the first time it is asked for.
 * For the adapters that parse their own variables, through providers.ts; everything else
 * reads config().
 */
export function environment(): ServerEnvironment {
  const env = processEnvironment();
  snapshot ??= Object.freeze(
    Object.fromEntries(Object.keys(envSchema.shape).flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]]))),
  );
  return snapshot;
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
