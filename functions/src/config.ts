// The functions' configuration: the environment read once, at start-up, into one typed and
// validated object. Code takes what it needs from config() (or is handed it); it does not
// read process.env. A malformed value fails here, loudly, rather than deep in a request.
import { z } from 'zod';
import { trustedProxyHops } from './api/middleware/client-address';
import type { BraintreeConfig } from './providers/payments/braintree-gateway';

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
});

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
  /** The Braintree merchant, or null when none is configured (payments then answer 503). */
  braintree: BraintreeConfig | null;
}

const DEFAULT_SUPPORT_EMAIL = 'support@clinicscribe.example';

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
    braintree:
      merchantId && publicKey && privateKey
        ? { merchantId, publicKey, privateKey, environment: parsed.BRAINTREE_ENVIRONMENT, gatewayUrl: parsed.BRAINTREE_GATEWAY_URL }
        : null,
  };
}

let loaded: Config | null = null;

/** The process's configuration, read from the environment the first time it is asked for. */
export function config(): Config {
  loaded ??= loadConfig(process.env);
  return loaded;
}
