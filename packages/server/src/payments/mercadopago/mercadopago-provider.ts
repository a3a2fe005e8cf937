import { Payment, PaymentRefund, Preference } from 'mercadopago';
import {
  ProviderUnavailable,
  type HostedProvider,
  type RefundOutcome,
  type RefundRequest,
} from '../provider.js';
import { amountOfMinor, chargeTermsFor, isUsdRate, minorDigits } from './charge-terms.js';
import { notificationOf } from './notification.js';
import { factOfPayment, factOfPayments, type MercadoPagoPayment } from './payment-facts.js';
import { preferenceOf } from './preference.js';
import { refusalStatusOf, sdkCaller, type SdkCaller } from './sdk-calls.js';
import { verifyWebhookSignature } from './signature.js';

/*
 * Mercado Pago's Checkout Pro as a hosted provider (docs/api.md, "Paying through a real provider"): a
 * preference per purchase, the buyer pays on `init_point`, and a signed webhook names a payment,
 * which is read back by id: the webhook itself says nothing of the payment's status or amount.
 */

const NAME = 'Mercado Pago';

export interface MercadoPagoOptions {
  accessToken: string;
  webhookSecret: string;
  /** Where the SDK sends its calls (`MERCADOPAGO_API_URL`); Mercado Pago's own when undefined. */
  apiUrl?: string | undefined;
  /** The account's currency: ARS, BRL, CLP, COP, MXN, PEN or UYU. */
  currency: string;
  /** Units of `currency` per US dollar, decimal text (`"950.25"`). */
  usdRate: string;
  /** How long one try of a call waits for an answer; 10 s unless set. */
  timeoutMs?: number;
  /** How many more tries a call that got no answer, 429 or 5xx makes; 1 unless set. */
  retries?: number;
}

/** Mercado Pago's Checkout Pro, through its official SDK. */
export function createMercadoPagoProvider(options: MercadoPagoOptions): HostedProvider {
  minorDigits(options.currency); // refuses a currency Mercado Pago does not charge in, at start
  if (!isUsdRate(options.usdRate)) {
    throw new Error(`not a rate of units per dollar: "${options.usdRate}"`);
  }
  const sdk = sdkCaller({
    accessToken: options.accessToken,
    apiUrl: options.apiUrl,
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 1,
  });
  // Whatever goes wrong opening or reading (no answer, a refusal, an answer without its fields)
  // leaves the purchase as it was: the caller tries again later.
  const unavailable = (error: unknown) => new ProviderUnavailable(NAME, error);

  return {
    method: 'mercadopago',
    kind: 'hosted',
    name: NAME,
    route: 'mercadopago',

    async openSession(request) {
      const terms = chargeTermsFor(request.total, options.currency, options.usdRate);
      try {
        const preference = await sdk((config) =>
          new Preference(config).create({
            body: preferenceOf(request, terms),
            requestOptions: { idempotencyKey: request.idempotencyKey },
          }),
        );
        if (!preference.id || !preference.init_point) {
          throw new Error('Mercado Pago answered a preference without id or init_point');
        }
        return { sessionId: preference.id, redirectUrl: preference.init_point, terms };
      } catch (error) {
        throw unavailable(error);
      }
    },

    async readSession(session) {
      try {
        const found = await sdk((config) =>
          new Payment(config).search({
            options: { external_reference: String(session.purchaseId) },
          }),
        );
        return factOfPayments((found.results ?? []) as MercadoPagoPayment[], session);
      } catch (error) {
        throw unavailable(error);
      }
    },

    async webhookFacts(request) {
      verifyWebhookSignature(request, options.webhookSecret);
      const { type, dataId } = notificationOf(request);
      if (type !== 'payment' || !dataId) return [];
      const payment = await readPayment(sdk, dataId);
      return payment ? [factOfPayment(payment)] : [];
    },

    refund: (request) => refund(sdk, request, options.currency),
  };
}

/**
 * A payment by id, or null when Mercado Pago does not know it: its dashboard's test notification
 * names payment 123456, and answering that with an error would have it sent again and again.
 */
async function readPayment(sdk: SdkCaller, id: string): Promise<MercadoPagoPayment | null> {
  try {
    return (await sdk((config) => new Payment(config).get({ id }))) as MercadoPagoPayment;
  } catch (error) {
    if (refusalStatusOf(error) === 404) return null;
    throw new ProviderUnavailable(NAME, error);
  }
}

/** Refund statuses, by what they mean for the purchase's refund. */
const REFUND_STATUS: Record<string, 'succeeded' | 'pending'> = {
  approved: 'succeeded',
  in_process: 'pending',
};

async function refund(
  sdk: SdkCaller,
  request: RefundRequest,
  currency: string,
): Promise<RefundOutcome> {
  let answer;
  try {
    answer = await sdk((config) =>
      new PaymentRefund(config).create({
        payment_id: request.paymentId,
        // An empty body refunds what is left of the payment.
        body: request.minor === undefined ? {} : { amount: amountOfMinor(request.minor, currency) },
        requestOptions: { idempotencyKey: request.idempotencyKey },
      }),
    );
  } catch (error) {
    // No answer, 429 or 5xx: the refund may or may not have been made; the same key tries again.
    if (refusalStatusOf(error) === undefined) throw new ProviderUnavailable(NAME, error);
    return refusedRefund(sdk, request, error);
  }
  const status = REFUND_STATUS[answer.status ?? ''];
  return status
    ? { status, refundId: String(answer.id) }
    : {
        status: 'failed',
        reason: `Mercado Pago answered the refund ${answer.status ?? 'without a status'}`,
      };
}

/**
 * A refund Mercado Pago refused. Its words for "already refunded" are not documented, so the payment
 * is read back instead: a full refund of a payment that is `refunded` has happened (a retry whose
 * first try was refunded without its answer reaching us, an administrator who refunded by hand).
 */
async function refusedRefund(
  sdk: SdkCaller,
  request: RefundRequest,
  error: unknown,
): Promise<RefundOutcome> {
  const reason = error instanceof Error ? error.message : String(error);
  if (request.minor !== undefined) return { status: 'failed', reason };
  const payment = await readPayment(sdk, request.paymentId);
  if (payment?.status !== 'refunded') return { status: 'failed', reason };
  const last = payment.refunds?.[payment.refunds.length - 1];
  return {
    status: 'succeeded',
    refundId: last?.id !== undefined ? String(last.id) : `payment:${request.paymentId}:refunded`,
  };
}
