// The Braintree gateway, through the real `braintree` SDK: Sandbox or Production by
// BRAINTREE_ENVIRONMENT, or any gateway at BRAINTREE_GATEWAY_URL (the local stack's stand-in;
// the SDK's Environment accepts a custom host). Null when no merchant is configured.
import braintree from 'braintree';

export interface PaymentConfig {
  gateway: braintree.BraintreeGateway;
  /** The gateway is the local stand-in: the site offers the test-nonce form instead of the Drop-in. */
  local: boolean;
}

let shared: PaymentConfig | null | undefined;

export function paymentGateway(env: NodeJS.ProcessEnv = process.env): PaymentConfig | null {
  if (shared !== undefined && env === process.env) return shared;
  const { BRAINTREE_MERCHANT_ID: merchantId, BRAINTREE_PUBLIC_KEY: publicKey, BRAINTREE_PRIVATE_KEY: privateKey } = env;
  let config: PaymentConfig | null = null;
  if (merchantId && publicKey && privateKey) {
    let environment: braintree.Environment;
    let local = false;
    if (env.BRAINTREE_GATEWAY_URL) {
      const url = new URL(env.BRAINTREE_GATEWAY_URL);
      const port = url.port || (url.protocol === 'https:' ? '443' : '80');
      environment = new braintree.Environment(url.hostname, port, url.origin, url.protocol === 'https:', url.hostname, port);
      local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    } else {
      environment = env.BRAINTREE_ENVIRONMENT === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox;
    }
    config = { gateway: new braintree.BraintreeGateway({ environment, merchantId, publicKey, privateKey }), local };
  }
  if (env === process.env) shared = config;
  return config;
}
