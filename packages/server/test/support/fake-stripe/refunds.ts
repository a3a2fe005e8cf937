import { ApiError, paramError } from './api-error.js';
import type { FormObject } from './form-body.js';
import type { FakeRecords, FakeRefund } from './records.js';
import { newId, unixNow } from './records.js';

/*
 * `POST /v1/refunds` on a PaymentIntent, as Stripe answers it: the whole unrefunded amount unless
 * `amount` says less, `charge_already_refunded` once nothing is left, `amount_too_large` past it.
 */

/** Makes the refund a create call asks for, or the error Stripe answers. */
export function refundFrom(records: FakeRecords, form: FormObject): FakeRefund {
  const paymentIntentId = form.payment_intent;
  if (typeof paymentIntentId !== 'string' || paymentIntentId === '') {
    throw paramError(
      'payment_intent',
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  }
  const session = records.sessionPaidBy(paymentIntentId);
  if (!session?.chargeId) {
    throw new ApiError(
      404,
      'invalid_request_error',
      `No such payment_intent: '${paymentIntentId}'`,
      {
        code: 'resource_missing',
        param: 'payment_intent',
      },
    );
  }
  const left = session.amountTotal - session.amountRefunded;
  if (left <= 0) {
    throw new ApiError(
      400,
      'invalid_request_error',
      `Charge ${session.chargeId} has already been refunded.`,
      {
        code: 'charge_already_refunded',
      },
    );
  }
  const amount = form.amount === undefined ? left : Number(form.amount);
  if (typeof form.amount !== 'undefined' && (!/^\d+$/.test(String(form.amount)) || amount < 1)) {
    throw paramError('amount', `Invalid positive integer`);
  }
  if (amount > left) {
    throw new ApiError(
      400,
      'invalid_request_error',
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      {
        code: 'amount_too_large',
        param: 'amount',
      },
    );
  }
  session.amountRefunded += amount;
  const refund: FakeRefund = {
    id: newId('re'),
    paymentIntentId,
    chargeId: session.chargeId,
    amount,
    currency: session.currency,
    status: 'succeeded',
    created: unixNow(),
  };
  records.refunds.push(refund);
  return refund;
}
