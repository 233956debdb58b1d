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

/** A subscription to create: the method that pays, the plan, the price, an add-on and a one-cycle discount. */
export interface NewSubscription {
  paymentMethodToken: string;
  planId: string;
  /** Dollars, two decimals. */
  price: string;
  /** An add-on billed every cycle: the gateway's add-on id, how many, and the amount of one (two decimals). */
  addOn?: { id: string; quantity: number; amount: string };
  /** A discount of the first billing cycle: the gateway's discount id and the amount (two decimals). */
  firstCycleDiscount?: { discountId: string; amount: string };
}

/** How a subscription's add-on changes: added, its quantity and amount updated, or removed. */
export type AddOnChange = { id: string; change: 'add' | 'update'; quantity: number; amount: string } | { id: string; change: 'remove' };

/**
 * A change of an existing subscription, prorated by the gateway: the difference for the rest
 * of the billing cycle is charged at once (a rise) or credited to its balance (a fall). When
 * the prorated charge is declined the whole change is reverted.
 */
export interface SubscriptionChange {
  subscriptionId: string;
  /** Another plan of the same billing frequency; absent to keep the plan. */
  planId?: string;
  /** The plan's price (dollars, two decimals). */
  price: string;
  addOn?: AddOnChange;
  /** The method that pays from now on (the prorated charge included); absent to keep it. */
  paymentMethodToken?: string;
}

/** A subscription as the gateway holds it. */
export interface GatewaySubscription {
  id: string;
  /** 'Active', 'Past Due', 'Canceled', ... */
  status: string;
  planId: string;
  price: string;
  /** Negative: a credit taken off the next charges. */
  balance: string;
  /** The current billing cycle's first and last days (YYYY-MM-DD); absent before it starts. */
  billingPeriodStartDate?: string;
  billingPeriodEndDate?: string;
  nextBillingDate?: string;
  addOns: Array<{ id: string; quantity: number; amount: string }>;
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
  /**
   * Changes a subscription, prorated (see SubscriptionChange): what was charged at once and
   * what was credited to its balance (two decimals, '0.00' when nothing). Declined: nothing changed.
   */
  updateSubscription(change: SubscriptionChange): Promise<GatewayOutcome<{ charged: string; credited: string }>>;
  /** The subscription as the gateway holds it; throws when there is none. */
  findSubscription(subscriptionId: string): Promise<GatewaySubscription>;
  /** The subscription is paid with `token` from now on. */
  moveSubscription(subscriptionId: string, token: string): Promise<GatewayOutcome<null>>;
  /** Cancels a subscription. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Checks the signature and reads the notification; throws on a bad signature or payload. */
  parseNotification(signature: string, payload: string): Promise<GatewayNotification>;
}
