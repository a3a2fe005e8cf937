import { paramError } from './api-error.js';
import type { FormObject, FormValue } from './form-body.js';
import type { FakeSession } from './records.js';
import { newId, unixNow } from './records.js';

/*
 * A Checkout Session's parameters checked as Stripe checks the ones Plaza sends, so that a wrong
 * parameter fails here as it would there (`400 invalid_request_error` naming it).
 */

const textAt = (value: FormValue | undefined, param: string, required = true): string | null => {
  if (value === undefined && !required) return null;
  if (typeof value !== 'string' || value === '')
    throw paramError(param, `Missing required param: ${param}.`);
  return value;
};

const integerAt = (value: FormValue | undefined, param: string, min: number): number => {
  const text = textAt(value, param) ?? '';
  if (!/^\d+$/.test(text) || Number(text) < min) {
    throw paramError(param, `Invalid integer: ${text}`);
  }
  return Number(text);
};

const objectAt = (value: FormValue | undefined, param: string): FormObject => {
  if (value === undefined) return {};
  if (typeof value === 'string' || Array.isArray(value)) throw paramError(param, `Invalid object`);
  return value;
};

/** Metadata: at most 50 keys of text values. */
function metadataAt(value: FormValue | undefined, param: string): Record<string, string> {
  const entries = Object.entries(objectAt(value, param));
  if (entries.length > 50) throw paramError(param, 'Metadata has more than 50 keys');
  return Object.fromEntries(
    entries.map(([key, text]) => [key, textAt(text, `${param}[${key}]`) ?? '']),
  );
}

function lineItemsAt(value: FormValue | undefined) {
  if (!Array.isArray(value) || value.length === 0) {
    throw paramError('line_items', 'Missing required param: line_items.');
  }
  return value.map((item, index) => {
    const param = `line_items[${index}]`;
    const line = objectAt(item, param);
    const price = objectAt(line.price_data, `${param}[price_data]`);
    const product = objectAt(price.product_data, `${param}[price_data][product_data]`);
    return {
      currency: textAt(price.currency, `${param}[price_data][currency]`) ?? '',
      name: textAt(product.name, `${param}[price_data][product_data][name]`) ?? '',
      unitAmount: integerAt(price.unit_amount, `${param}[price_data][unit_amount]`, 0),
      quantity: integerAt(line.quantity, `${param}[quantity]`, 1),
    };
  });
}

/** Stripe's window for `expires_at`: 30 minutes to 24 hours after the session is created. */
function expiryAt(value: FormValue | undefined, created: number): number {
  if (value === undefined) return created + 24 * 3600;
  const at = integerAt(value, 'expires_at', 0);
  if (at < created + 30 * 60) {
    throw paramError(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
  }
  if (at > created + 24 * 3600) {
    throw paramError(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
  }
  return at;
}

/** The session a create call's parameters open, or the error Stripe answers for the first one it refuses. */
export function sessionFrom(form: FormObject): FakeSession {
  if (form.mode !== 'payment') throw paramError('mode', 'Only `payment` mode is faked.');
  const lines = lineItemsAt(form.line_items);
  const currency = lines[0]?.currency ?? 'usd';
  if (lines.some((line) => line.currency !== currency)) {
    throw paramError('line_items', 'All line items must be in the same currency.');
  }
  const created = unixNow();
  const paymentIntentData = objectAt(form.payment_intent_data, 'payment_intent_data');
  return {
    id: newId('cs_test'),
    status: 'open',
    paymentStatus: 'unpaid',
    currency,
    amountTotal: lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0),
    lineItems: lines.map(({ name, unitAmount, quantity }) => ({ name, unitAmount, quantity })),
    metadata: metadataAt(form.metadata, 'metadata'),
    paymentIntentMetadata: metadataAt(paymentIntentData.metadata, 'payment_intent_data[metadata]'),
    clientReferenceId: textAt(form.client_reference_id, 'client_reference_id', false),
    customerEmail: textAt(form.customer_email, 'customer_email', false),
    expiresAt: expiryAt(form.expires_at, created),
    created,
    successUrl: textAt(form.success_url, 'success_url') ?? '',
    cancelUrl: textAt(form.cancel_url, 'cancel_url', false) ?? '',
    paymentIntentId: null,
    chargeId: null,
    amountRefunded: 0,
  };
}
