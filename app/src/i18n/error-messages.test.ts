import { ApiError } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-messages';

describe('errorMessage', () => {
  it.each([
    ['network_error', 'error.network'],
    ['captcha_required', 'error.captchaRequired'],
    ['invalid_referral', 'error.invalidReferral'],
    ['address_required', 'error.addressRequired'],
    ['transaction_expired', 'error.transactionExpired'],
    ['too_many_unpaid', 'error.tooManyUnpaid'],
    ['unpaid_purchase', 'error.unpaidPurchase'],
    ['token_not_valid', 'error.notAuthenticated'],
    ['not_received', 'error.notReceived'],
    ['already_reviewed', 'error.alreadyReviewed'],
    ['edit_window_closed', 'error.editWindowClosed'],
    ['already_replied', 'error.alreadyReplied'],
    ['payment_provider_unavailable', 'error.paymentProviderUnavailable'],
    ['negative_balance', 'error.negativeBalance'],
    ['invalid_status', 'error.conflict'],
    ['conversation_not_open', 'error.conversationNotOpen'],
    ['conversation_closed', 'error.conversationClosed'],
    ['claim_not_available', 'error.claimNotAvailable'],
    ['claim_already_open', 'error.claimAlreadyOpen'],
    ['offer_already_made', 'error.offerAlreadyMade'],
    ['claim_response_pending', 'error.claimResponsePending'],
    ['nothing_to_refund', 'error.nothingToRefund'],
    ['claim_not_escalated', 'error.conflict'],
  ])('translates %s by its code', (code, id) => {
    expect(errorMessage(new ApiError({ status: 400, code }))).toEqual({ id });
  });

  it('never shows the server’s detail: an unknown code gets the general message', () => {
    const error = new ApiError({ status: 400, code: 'brand_new_code', detail: 'Raw English' });
    expect(errorMessage(error)).toEqual({ id: 'error.unexpected' });
    expect(errorMessage(new TypeError('boom'))).toEqual({ id: 'error.unexpected' });
  });

  it('tells how long a rate limit asks to wait', () => {
    const error = new ApiError({ status: 429, code: 'throttled', retryAfter: 42 });
    expect(errorMessage(error)).toEqual({ id: 'error.throttled', values: { seconds: 42 } });
    const hourly = new ApiError({ status: 429, code: 'throttled', retryAfter: 3541 });
    expect(errorMessage(hourly)).toEqual({ id: 'error.throttledMinutes', values: { minutes: 60 } });
  });
});
