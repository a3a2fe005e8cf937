export { createClient, type ApiClient } from './client.js';
export { ApiError, CLIENT_ERROR_CODES, decodeError } from './errors.js';
export type { ClientOptions, Method, Query, Requester, RequestOptions } from './request.js';
export * from './schemas/catalogue.js';
export * from './schemas/errors.js';
export * from './schemas/health.js';
