import { randomUUID } from 'node:crypto';

/*
 * What the fake Mercado Pago keeps, in the shapes its API answers: preferences, the payments made
 * on them and their refunds. Amounts are JSON numbers with up to two decimals, as Mercado Pago's;
 * sums are made in hundredths so that 0.1 + 0.2 stays 0.3.
 */

export interface FakeItem {
  id?: string;
  title: string;
  quantity: number;
  unit_price: number;
  currency_id?: string;
}

/** A preference as it was created, with what Mercado Pago adds to it. */
export interface FakePreference {
  id: string;
  init_point: string;
  items: FakeItem[];
  external_reference?: string;
  notification_url?: string;
  back_urls?: { success?: string; failure?: string; pending?: string };
  auto_return?: string;
  binary_mode?: boolean;
  expires?: boolean;
  expiration_date_to?: string;
  payer?: { email?: string };
  metadata?: Record<string, unknown>;
  date_created: string;
  /** Not Mercado Pago's: the `X-Idempotency-Key` it was created with. */
  idempotencyKey: string | undefined;
}

export interface FakeRefund {
  id: number;
  payment_id: number;
  amount: number;
  status: 'approved';
  date_created: string;
  /** Not Mercado Pago's: the `X-Idempotency-Key` it was asked with. */
  idempotencyKey: string | undefined;
}

export type FakePaymentStatus =
  'approved' | 'rejected' | 'pending' | 'in_process' | 'cancelled' | 'refunded';

export interface FakePayment {
  id: number;
  status: FakePaymentStatus;
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  external_reference: string | undefined;
  /** Not in Mercado Pago's payment: the preference it was paid on. */
  preference_id: string;
  date_created: string;
  refunds: FakeRefund[];
}

/** Hundredths of an amount, whole: the fake's amounts have at most two decimals. */
export const hundredthsOf = (amount: number) => Math.round(amount * 100);

/** What a preference's items add up to. */
export function totalOf(preference: FakePreference): number {
  const hundredths = preference.items.reduce(
    (sum, item) => sum + hundredthsOf(item.unit_price) * item.quantity,
    0,
  );
  return hundredths / 100;
}

/** A preference id in Mercado Pago's form: the collector's id, then a UUID. */
export const newPreferenceId = () => `1234567890-${randomUUID()}`;

/** Numeric ids, each larger than the last, as Mercado Pago's payment and refund ids are. */
export function idCounter(first: number): () => number {
  let next = first;
  return () => next++;
}

/** The detail Mercado Pago gives with each status. */
export const STATUS_DETAIL: Record<FakePaymentStatus, string> = {
  approved: 'accredited',
  rejected: 'cc_rejected_other_reason',
  pending: 'pending_waiting_payment',
  in_process: 'pending_contingency',
  cancelled: 'expired',
  refunded: 'refunded',
};
