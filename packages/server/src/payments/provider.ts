import type { PaymentMethod } from '@plaza/api';
import type { Db } from '../db/database.js';

/*
 * The payment port (docs/api.md, "Paying through a real provider"). Each way of paying is a provider of
 * one of three kinds, and nothing outside `payments/` knows which provider runs:
 * - `hosted` (Stripe, Mercado Pago): the server opens a session on the provider with its secret key,
 *   the buyer pays on the provider's page, and the provider's signed webhook (or the server asking it
 *   back) says what happened. Card data never touches Plaza.
 * - `card_token` (the built-in `test` provider): the browser turns a test card into a single-use
 *   token and verify-payment charges it.
 * - `manual` (bank transfer): the buyer quotes a reference and an administrator checks the account.
 * Every kind refunds. Provider calls never run while a purchase's row is locked: callers read or open
 * first, then lock and apply what the provider said (payments/apply-fact.ts).
 */

export type ProviderKind = 'hosted' | 'card_token' | 'manual';

/** Money as a provider charges it: an ISO 4217 code and an integer of its minor units. */
export interface ProviderMoney {
  currency: string;
  /** Cents for USD; whole units for a currency without decimals (CLP). */
  minor: number;
}

/** What a purchase was charged at: the money, and the units per US dollar when not in dollars. */
export interface ChargeTerms extends ProviderMoney {
  /** Decimal text (`"950.00"`), or null when charged in US dollars. */
  exchangeRate: string | null;
}

/**
 * What a provider says about a purchase's payment, from a verified webhook or from asking it back.
 * `eventId` is recorded in `payment_events` before the fact is applied, so one event applies once.
 */
export interface PaymentFact {
  /** The provider's event id (`evt_…`), or one this fact is known by (`payment:123:approved`). */
  eventId: string;
  /**
   * `paid`: money taken; `failed`: this attempt was declined (the purchase stays payable);
   * `pending`: nothing final yet; `expired`: the provider closed the session unpaid;
   * `refunded`: a refund went through; `ignored`: an event Plaza does not act on.
   */
  kind: 'paid' | 'failed' | 'pending' | 'expired' | 'refunded' | 'ignored';
  /** The purchase the provider's record names (metadata, `external_reference`); null if none. */
  purchaseId: number | null;
  /** What a refund of this payment is asked with (a PaymentIntent id, a payment id). */
  paymentId?: string;
  /** What was paid, for `paid`: checked against the purchase's terms before it applies. */
  paid?: ProviderMoney;
  /**
   * For `refunded`: the provider's ids of the refunds it says went through, when the event names
   * them; absent when it cannot tell which (payments/apply-fact.ts).
   */
  refundIds?: string[];
}

/** A request to open a hosted session for a purchase waiting for payment. */
export interface SessionRequest {
  purchaseId: number;
  /** The purchase's total, in US cents. */
  total: number;
  /** One line per item and one for shipping when there is any, in US cents each. */
  lines: { name: string; quantity: number; unitAmount: number }[];
  /** The purchase's `expires_at`: the session closes then. */
  expiresAt: Date;
  /** Absolute URL of the purchase's page with `?payment=return`; the provider adds its own query. */
  returnUrl: string;
  /** Absolute URL of this provider's webhook route. */
  webhookUrl: string;
  /** The same key for the same purchase, so a retried or repeated call opens one session. */
  idempotencyKey: string;
  buyerEmail: string;
}

export interface OpenedSession {
  /** The provider's id of the session (a Checkout Session, a preference). */
  sessionId: string;
  /** Where the buyer is sent to pay. */
  redirectUrl: string;
  terms: ChargeTerms;
}

/** A webhook as it arrived: the raw bytes (signatures are over them), headers and query. */
export interface WebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
}

export interface RefundRequest {
  /** `PaymentFact.paymentId` of the payment to refund. */
  paymentId: string;
  /** In the payment's own minor units; the whole payment when absent. */
  minor?: number;
  /** One key per refund, so a retried refund is made once. */
  idempotencyKey: string;
}

export type RefundOutcome =
  | { status: 'succeeded' | 'pending'; refundId: string }
  | { status: 'failed'; reason: string }
  /** A bank transfer: an administrator pays it back by hand and marks it done. */
  | { status: 'manual' };

/** A provider that could not be reached or answered an error: the purchase stays as it was. */
export class ProviderUnavailable extends Error {
  constructor(provider: string, cause: unknown) {
    super(`${provider} could not be reached or answered an error`, { cause });
    this.name = 'ProviderUnavailable';
  }
}

/** A webhook whose signature does not verify: `400`, and nothing of it is applied. */
export class WebhookRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookRefused';
  }
}

interface ProviderBase {
  /** The `payment_method` of purchases paid this way, also kept on each transaction as `provider`. */
  readonly method: PaymentMethod;
  readonly kind: ProviderKind;
  /** Shown to buyers in the list of methods (a brand name; the app translates the generic ones). */
  readonly name: string;
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

export interface HostedProvider extends ProviderBase {
  readonly kind: 'hosted';
  /** The name the provider's webhook route goes by (`payments/{route}/webhook/`). */
  readonly route: string;
  openSession(request: SessionRequest): Promise<OpenedSession>;
  /** What the provider says now of the purchase's session; `ProviderUnavailable` when it can't say. */
  readSession(session: { purchaseId: number; sessionId: string }): Promise<PaymentFact>;
  /**
   * The facts a webhook carries, its signature checked first (`WebhookRefused` if it fails). A
   * provider whose webhook only names a payment reads the payment back here.
   */
  webhookFacts(request: WebhookRequest): Promise<PaymentFact[]>;
  /**
   * Closes the purchase's session so that it can no longer be paid. The expiry sweep calls it after
   * it expired a purchase whose session was still open, never while the purchase's row is locked. A
   * session already closed (paid, expired) counts as closed; `ProviderUnavailable` when the provider
   * can't be asked, and the sweep may leave it (a payment made after all is refunded). A provider
   * whose sessions close at the purchase's `expires_at` on their own (Mercado Pago's preferences)
   * has none; Stripe's stay open at least 30 minutes, often past a purchase's window.
   */
  closeSession?(session: { sessionId: string }): Promise<void>;
}

/** What the card provider's client step answered, charged inside the purchase's transaction. */
export interface CardCharge {
  /** The purchase's transaction, for providers that keep their records in the database. */
  tx: Db;
  /** What the provider's client step answered. */
  token: string;
  /** Cents, US dollars. */
  amount: number;
  purchaseId: number;
}

export type ChargeOutcome =
  | { outcome: 'paid'; reference: string }
  | { outcome: 'declined' }
  /** Unknown, already used or expired: the client step has to run again. */
  | { outcome: 'invalid_token' };

export interface CardTokenProvider extends ProviderBase {
  readonly kind: 'card_token';
  charge(charge: CardCharge): Promise<ChargeOutcome>;
}

/** Bank transfer: the buyer pays by hand, an administrator checks, and refunds are paid back by hand. */
export interface ManualProvider extends ProviderBase {
  readonly kind: 'manual';
  /** Where to pay and what to quote, for `transaction.instructions`. */
  instructions(purchaseId: number): string;
}

export type PaymentProvider = HostedProvider | CardTokenProvider | ManualProvider;
