import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database.js';
import { paymentRefunds } from '../../src/db/schema/index.js';
import type {
  CardTokenProvider,
  RefundOutcome,
  RefundRequest,
} from '../../src/payments/provider.js';
import { ProviderUnavailable } from '../../src/payments/provider.js';
import type { PaymentRegistry } from '../../src/payments/registry.js';

/*
 * A card provider whose refunds answer what the test says, and the registry `runRefund` and
 * `retryPendingRefunds` are given in its place: they take their services as an argument, so a test
 * calls them on the test server's database with this double instead of the `test` provider.
 */

export interface RefundDouble {
  /** What `runRefund` and the sweep are given as `services.payments`. */
  payments: PaymentRegistry;
  /** Every refund asked of the double, in order. */
  calls: RefundRequest[];
}

/** `answer(n)` is the outcome of the n-th refund asked (1 first); it may throw. */
export function refundDouble(
  answer: (n: number, request: RefundRequest) => Promise<RefundOutcome>,
): RefundDouble {
  const calls: RefundRequest[] = [];
  const provider: CardTokenProvider = {
    method: 'card',
    kind: 'card_token',
    name: 'Refund double',
    charge: () => Promise.reject(new Error('the refund double takes no payments')),
    refund: (request) => {
      calls.push(request);
      return answer(calls.length, request);
    },
  };
  return {
    calls,
    payments: { all: [provider], forMethod: () => provider, hostedByRoute: () => undefined },
  };
}

/** A provider that can't be reached. */
export const unreachable = (): Promise<RefundOutcome> =>
  Promise.reject(new ProviderUnavailable('double', new Error('connect ECONNREFUSED')));

/** The refund went through at once. */
export const refunded = (_: number, request: RefundRequest): Promise<RefundOutcome> =>
  Promise.resolve({ status: 'succeeded', refundId: `re_${request.idempotencyKey}` });

/** The refund row of a purchase, as the database keeps it. */
export async function refundRowOf(db: Db, purchaseId: number) {
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.purchaseId, purchaseId));
  return rows;
}

/** Makes a refund look untouched for two minutes, as the sweep finds one a pass later. */
export const untouchedForMinutes = (db: Db, purchaseId: number) =>
  db
    .update(paymentRefunds)
    .set({ updatedAt: sql`now() - interval '2 minutes'` })
    .where(eq(paymentRefunds.purchaseId, purchaseId));
