import { is } from 'superstruct';
import { ErrorDetail, FieldErrors } from './schemas/errors.js';

/** Codes the client itself gives when there is no server answer to decode. */
export const CLIENT_ERROR_CODES = {
  network: 'network_error',
  invalidResponse: 'invalid_response',
} as const;

/** The code a status implies when the body names none (docs/api.md, Conventions). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'throttled',
};

/**
 * A failed call, decoded. The app translates by `code`, never by `detail`;
 * `fields` holds a validation answer's messages keyed by field.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;
  /** Seconds to wait before trying again, from `Retry-After` on a `429`. */
  readonly retryAfter: number | undefined;
  /** What the answer said beside `detail` and `code`, such as the `product` of `insufficient_stock`. */
  readonly extra: Record<string, unknown>;

  constructor(options: {
    status: number;
    code: string;
    detail?: string;
    fields?: FieldErrors;
    retryAfter?: number;
    extra?: Record<string, unknown>;
  }) {
    super(options.detail ?? options.code);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.retryAfter = options.retryAfter;
    this.extra = options.extra ?? {};
  }
}

/** Turns a non-2xx answer's status, body and headers into an {@link ApiError}. */
export function decodeError(status: number, body: unknown, headers?: Headers): ApiError {
  const retryAfterHeader = headers?.get('retry-after');
  const retryAfter = retryAfterHeader ? Number(retryAfterHeader) : undefined;
  const fallbackCode = CODE_BY_STATUS[status] ?? (status >= 500 ? 'server_error' : 'error');
  const common = { status, ...(retryAfter !== undefined && { retryAfter }) };
  if (is(body, ErrorDetail)) {
    const { code, detail, ...extra } = body;
    return new ApiError({ ...common, code, detail, extra });
  }
  if (status === 400 && is(body, FieldErrors)) {
    return new ApiError({ ...common, code: fallbackCode, fields: body });
  }
  return new ApiError({ ...common, code: fallbackCode });
}
