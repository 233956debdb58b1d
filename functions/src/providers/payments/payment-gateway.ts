// The payment service as billing sees it: customers, their saved methods, subscriptions and
// signed notifications. The Braintree adapter (braintree-gateway.ts) implements it with the
// real SDK, locally against the stand-in gateway; billing never touches the SDK.

/** A saved payment method as the gateway holds it. */
export interface GatewayMethod {
  token: string;
  /** The card brand; absent for a PayPal account. */
  cardType?: string;
  last4?: string;
  expirationDate?: string;
  /** The PayPal account's address; absent for a card. */
  email?: string;
  isDefault: boolean;
}

/** What the gateway answered: the value, or the processor's (or validation's) reason for declining. */
export type GatewayOutcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The subscription a notification is about. */
export interface NotifiedSubscription {
  id: string;
  billingPeriodStartDate?: string;
  currentBillingCycle?: number | string;
  transactions?: Array<{ id?: string }>;
}

/** A signed notification, once its signature has been checked. */
export interface GatewayNotification {
  kind: string;
  /** Its signed time, ms since the epoch (NaN when the payload has none). */
  timestampMs: number;
  subscription: NotifiedSubscription | null;
}

/** A subscription to create: the method that pays, the plan, the price and a one-cycle discount. */
export interface NewSubscription {
  paymentMethodToken: string;
  planId: string;
  /** Dollars, two decimals. */
  price: string;
  /** A discount of the first billing cycle: the gateway's discount id and the amount (two decimals). */
  firstCycleDiscount?: { discountId: string; amount: string };
}

export interface PaymentGateway {
  /** True for the local stand-in: the site offers the test-nonce form instead of the Drop-in. */
  readonly local: boolean;
  /** A client token for the checkout; throws when the gateway gives none. */
  clientToken(): Promise<string>;
  /** A new customer with the nonce's method, verified; its id and the method's token. */
  createCustomer(input: {
    email: string;
    firstName: string;
    lastName: string;
    nonce: string;
  }): Promise<GatewayOutcome<{ customerId: string; token: string }>>;
  /** Adds the nonce's method to a customer, verified (and made the default when asked). */
  addMethod(input: { customerId: string; nonce: string; makeDefault: boolean }): Promise<GatewayOutcome<{ token: string }>>;
  /** The customer's saved methods. */
  methods(customerId: string): Promise<GatewayMethod[]>;
  /** Makes the method the customer's default. */
  makeDefault(token: string): Promise<GatewayOutcome<null>>;
  /** Deletes a saved method. */
  removeMethod(token: string): Promise<void>;
  /** Creates a subscription; its id. */
  createSubscription(input: NewSubscription): Promise<GatewayOutcome<{ subscriptionId: string }>>;
  /** The subscription is paid with `token` from now on. */
  moveSubscription(subscriptionId: string, token: string): Promise<GatewayOutcome<null>>;
  /** Cancels a subscription. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Checks the signature and reads the notification; throws on a bad signature or payload. */
  parseNotification(signature: string, payload: string): Promise<GatewayNotification>;
}
