import type { FieldErrors } from '@plaza/api';

/**
 * An answer the API gives on purpose: a status, a stable machine-readable `code` the app translates,
 * and an English `detail` for people reading logs and raw answers. `headers` go with it, such as
 * `Retry-After` on a `429`; `extra` fields go in the body beside `detail` and `code`, such as the
 * `product` of `insufficient_stock`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

/** A `400` that names the fields at fault: `{ field: [messages] }`, nested fields joined by dots. */
export class ValidationError extends Error {
  constructor(readonly fields: FieldErrors) {
    super(`Invalid fields: ${Object.keys(fields).join(', ')}`);
    this.name = 'ValidationError';
  }
}

export const notFound = () => new HttpError(404, 'not_found', 'Not found.');

export const invalidField = (field: string, message: string) =>
  new ValidationError({ [field]: [message] });
