import { array, optional, record, string, type, type Infer } from 'superstruct';
import { documented } from '../json-schema.js';

/** `{ detail, code }`: every non-validation error the server answers (API.md, Conventions). */
export const ErrorDetail = type({ detail: string(), code: string() });
export type ErrorDetail = Infer<typeof ErrorDetail>;

/** `{ field: [messages] }`: a `400` validation answer, keyed by field (nested keys joined by dots). */
export const FieldErrors = documented(record(string(), array(string())), {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
});
export type FieldErrors = Infer<typeof FieldErrors>;

/** A validation answer may carry a `code` and `detail` beside its fields. */
export const ValidationErrorBody = type({ detail: optional(string()), code: optional(string()) });
