export type { UserChanges } from './calls/account-forms.js';
export type { NewProduct, ProductUpdate } from './calls/product-editing.js';
export { createClient, type ApiClient } from './client.js';
export { ApiError, CLIENT_ERROR_CODES, decodeError } from './errors.js';
export { toFormData } from './form-data.js';
export { documented, toJsonSchema, type JsonSchema } from './json-schema.js';
export {
  endpoint,
  fillPath,
  pathOf,
  type AnswerOf,
  type Auth,
  type BodyOf,
  type Endpoint,
  type EndpointDeclaration,
  type Files,
  type FilesOf,
  type Method,
  type ParamNames,
  type ParamsOf,
  type PathValues,
  type QueryOf,
} from './endpoint.js';
export type { CallOptions, ClientOptions, Query, Requester } from './request.js';
export { createRequester } from './request.js';
// The endpoints by area, for the server's routes and the tests.
export * as accountEndpoints from './endpoints/account.js';
export * as accountFormEndpoints from './endpoints/account-forms.js';
export * as baseEndpoints from './endpoints/base.js';
export * as catalogueEndpoints from './endpoints/catalogue.js';
export * as claimEndpoints from './endpoints/claims.js';
export * as earningsEndpoints from './endpoints/earnings.js';
export * as notificationEndpoints from './endpoints/notifications.js';
export * as messageEndpoints from './endpoints/messages.js';
export * as orderEndpoints from './endpoints/orders.js';
export * as paymentEndpoints from './endpoints/payments.js';
export * as productEditingEndpoints from './endpoints/product-editing.js';
export * as questionEndpoints from './endpoints/questions.js';
export * as reviewEndpoints from './endpoints/reviews.js';
export * as supportEndpoints from './endpoints/support.js';
// The calls by area, so an app loads each area's calls and schemas with the screens that use them.
export { accountCalls } from './calls/account.js';
export { accountFormCalls } from './calls/account-forms.js';
export { baseCalls } from './calls/base.js';
export { catalogueCalls } from './calls/catalogue.js';
export { claimCalls } from './calls/claims.js';
export { productEditingCalls } from './calls/product-editing.js';
export { earningsCalls } from './calls/earnings.js';
export { notificationCalls } from './calls/notifications.js';
export { messageCalls } from './calls/messages.js';
export { orderCalls } from './calls/orders.js';
export { questionCalls } from './calls/questions.js';
export { reviewCalls } from './calls/reviews.js';
export { supportCalls } from './calls/support.js';
export * from './schemas/account.js';
export * from './schemas/account-forms.js';
export * from './schemas/base.js';
export * from './schemas/catalogue.js';
export {
  booleanFromText,
  decimalText,
  Id,
  integerFromText,
  lengthLimitOf,
} from './schemas/form-values.js';
export * from './schemas/errors.js';
export * from './schemas/health.js';
export * from './schemas/pagination.js';
export * from './schemas/product-body.js';
export * from './schemas/addresses.js';
export * from './schemas/payments.js';
export * from './schemas/purchases.js';
export * from './schemas/refunds.js';
export * from './schemas/users.js';
export * from './schemas/sales.js';
export * from './schemas/earnings.js';
export * from './schemas/support.js';
export * from './schemas/reviews.js';
export * from './schemas/questions.js';
export * from './schemas/notifications.js';
export * from './schemas/messages.js';
export * from './schemas/claims.js';
export type { NewTicket } from './calls/support.js';
export type { NewMessage } from './calls/messages.js';
export type { NewClaim } from './calls/claims.js';
export type * from './render.js';
