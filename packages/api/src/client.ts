import { accountCalls } from './calls/account.js';
import { accountFormCalls } from './calls/account-forms.js';
import { baseCalls } from './calls/base.js';
import { catalogueCalls } from './calls/catalogue.js';
import { claimCalls } from './calls/claims.js';
import { orderCalls } from './calls/orders.js';
import { productEditingCalls } from './calls/product-editing.js';
import { earningsCalls } from './calls/earnings.js';
import { messageCalls } from './calls/messages.js';
import { notificationCalls } from './calls/notifications.js';
import { questionCalls } from './calls/questions.js';
import { reviewCalls } from './calls/reviews.js';
import { supportCalls } from './calls/support.js';
import { createRequester, type ClientOptions } from './request.js';

/** A typed client of the Plaza REST API, one method per call of docs/api.md. */
export function createClient(options: ClientOptions) {
  const request = createRequester(options);
  return {
    request,
    ...accountCalls(request),
    ...accountFormCalls(request),
    ...baseCalls(request),
    ...catalogueCalls(request),
    ...productEditingCalls(request),
    ...orderCalls(request),
    ...earningsCalls(request),
    ...supportCalls(request),
    ...reviewCalls(request),
    ...questionCalls(request),
    ...notificationCalls(request),
    ...messageCalls(request),
    ...claimCalls(request),
  };
}

export type ApiClient = ReturnType<typeof createClient>;
