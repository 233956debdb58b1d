// The functions' configuration: the environment read once, at start-up, into one typed and
// validated object. Code takes what it needs from config() (or is handed it); it does not
// read process.env (lint refuses it outside this module). A malformed value fails here,
// loudly, rather than deep in a request. The adapters that parse their own variables (the
// transcription engines, the image reader, the note model, mail, storage, the CRM, the
// secrets' keyring: each tested with an explicit environment) are given environment(), the
// same snapshot, by the providers built once in providers.ts.
import { z } from 'zod';
import { RATE_LIMIT_WINDOW_MS, TRUSTED_PROXY_HOPS_DEFAULT } from './shared/limits';
import type { BraintreeConfig } from './providers/payments/braintree-gateway';
import type { RecallConfig } from './providers/meeting/recall';

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
});

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

let loaded: Config | null = null;
let snapshot: Readonly<NodeJS.ProcessEnv> | null = null;

/**
 * The process's environment, read the first time it is asked for (the emulator has loaded
 * functions/.env.local by then). For the adapters that parse their own variables, through
 * providers.ts; everything else reads config().
 */
export function environment(): Readonly<NodeJS.ProcessEnv> {
  snapshot ??= Object.freeze({ ...process.env });
  return snapshot;
}

/** The process's configuration, read from the environment the first time it is asked for. */
export function config(): Config {
  loaded ??= loadConfig(environment());
  return loaded;
}
