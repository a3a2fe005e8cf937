import { ApiError, CLIENT_ERROR_CODES } from '@plaza/api';
import type { MessageId } from './messages';

/**
 * The message for each error `code` the API answers (docs/api.md, Conventions, and docs/product.md section 8).
 * The app translates by code, never by the server's English `detail`.
 */
const MESSAGE_BY_CODE: Record<string, MessageId> = {
  [CLIENT_ERROR_CODES.network]: 'error.network',
  [CLIENT_ERROR_CODES.invalidResponse]: 'error.unexpected',
  server_error: 'error.unexpected',
  database_unavailable: 'error.unavailable',
  storage_unavailable: 'error.unavailable',
  not_found: 'error.notFound',
  permission_denied: 'error.permissionDenied',
  not_authenticated: 'error.notAuthenticated',
  token_not_valid: 'error.notAuthenticated',
  invalid_credentials: 'error.invalidCredentials',
  invalid_code: 'error.invalidCode',
  throttled: 'error.throttled',
  payload_too_large: 'error.payloadTooLarge',
  file_too_large: 'error.payloadTooLarge',
  unsupported_media_type: 'error.unsupportedFile',
  parse_error: 'error.invalid',
  invalid: 'error.invalid',
  conflict: 'error.conflict',
  invalid_status: 'error.conflict',
  insufficient_stock: 'error.insufficientStock',
  too_many_unpaid: 'error.tooManyUnpaid',
  unpaid_purchase: 'error.unpaidPurchase',
  transaction_error: 'error.transaction',
  transaction_expired: 'error.transactionExpired',
  user_create_error: 'error.userCreate',
  captcha_required: 'error.captchaRequired',
  invalid_referral: 'error.invalidReferral',
  address_required: 'error.addressRequired',
  // Paying through a real provider (docs/api.md).
  payment_provider_unavailable: 'error.paymentProviderUnavailable',
  insufficient_balance: 'error.insufficientBalance',
  negative_balance: 'error.negativeBalance',
  // Reviews (docs/api.md, Reviews and seller pages).
  not_received: 'error.notReceived',
  already_reviewed: 'error.alreadyReviewed',
  edit_window_closed: 'error.editWindowClosed',
  already_replied: 'error.alreadyReplied',
  // Questions to the seller (docs/api.md).
  already_answered: 'error.alreadyAnswered',
  // Messages after the sale (docs/api.md).
  conversation_not_open: 'error.conversationNotOpen',
  conversation_closed: 'error.conversationClosed',
  // Claims (docs/api.md, "After the sale"); a decision on a claim no longer escalated is a
  // conflict like any other status that moved on.
  claim_not_available: 'error.claimNotAvailable',
  claim_already_open: 'error.claimAlreadyOpen',
  offer_already_made: 'error.offerAlreadyMade',
  claim_response_pending: 'error.claimResponsePending',
  nothing_to_refund: 'error.nothingToRefund',
  claim_not_escalated: 'error.conflict',
};

export interface ErrorMessage {
  id: MessageId;
  values?: { seconds: number } | { minutes: number } | { max: number };
}

/** From this wait on, a rate limit's wait is said in minutes: nobody counts 3,540 seconds. */
const WAIT_IN_MINUTES_FROM_SECONDS = 120;

/** What to tell the user about a failed call, with the wait a rate limit asks for. */
export function errorMessage(error: unknown): ErrorMessage {
  if (!(error instanceof ApiError)) return { id: 'error.unexpected' };
  const id = MESSAGE_BY_CODE[error.code] ?? 'error.unexpected';
  if (id !== 'error.throttled') return { id };
  const seconds = error.retryAfter ?? 60;
  return seconds < WAIT_IN_MINUTES_FROM_SECONDS
    ? { id, values: { seconds } }
    : { id: 'error.throttledMinutes', values: { minutes: Math.ceil(seconds / 60) } };
}
