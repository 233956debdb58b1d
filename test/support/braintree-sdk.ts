// The functions' own `braintree` SDK pointed at the local gateway stand-in: for suites that make
// a subscription at the gateway as a purchase would, or sign webhooks as the gateway does.
import { join } from 'node:path';
import type { Stack } from './stack';

/** The stack's gateway stand-in as `npm start` writes it to .run/stack.json. */
export type StackWithPayments = Stack & { payments: { url: string; merchantId: string; publicKey: string; privateKey: string } };

/* eslint-disable-next-line @typescript-eslint/no-require-imports -- the functions' SDK, not a copy of the site's */
export const braintree = require(require.resolve('braintree', { paths: [join(__dirname, '..', '..', 'functions')] }));

/** A gateway of the SDK that talks to the stand-in over plain HTTP on 127.0.0.1. */
export function standInGateway(stack: StackWithPayments) {
  const port = new URL(stack.payments.url).port;
  return new braintree.BraintreeGateway({
    environment: new braintree.Environment('127.0.0.1', port, stack.payments.url, false, '127.0.0.1', port),
    merchantId: stack.payments.merchantId,
    publicKey: stack.payments.publicKey,
    privateKey: stack.payments.privateKey,
  });
}
