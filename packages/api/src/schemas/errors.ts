import * as s from 'superstruct';
import { documented } from '../json-schema.js';

/** `{ detail, code }`: every non-validation error the server answers (docs/api.md, Conventions). */
export const ErrorDetail = s.type({ detail: s.string(), code: s.string() });
export type ErrorDetail = s.Infer<typeof ErrorDetail>;

/** `{ field: [messages] }`: a `400` validation answer, keyed by field (nested keys joined by dots). */
export const FieldErrors = documented(s.record(s.string(), s.array(s.string())), {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
});
export type FieldErrors = s.Infer<typeof FieldErrors>;

/** A validation answer may carry a `code` and `detail` beside its fields. */
export const ValidationErrorBody = s.type({
  detail: s.optional(s.string()),
  code: s.optional(s.string()),
});
