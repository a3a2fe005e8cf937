/**
 * One failure of a superstruct `StructError` (`error.failures()`), typed by its shape so @plaza/ui
 * needs neither superstruct nor @plaza/api.
 */
export interface ValidationFailure {
  /** Where in the value it failed, e.g. `['attributes', 0, 'value']`. */
  path: readonly (string | number)[];
  /** superstruct's own message, in English, for developers. */
  message: string;
  key?: unknown;
  value?: unknown;
  /** The struct type that failed, e.g. `string`, `object`. */
  type?: string;
  /** The refinement that failed, e.g. `size`, `email`; absent when the type itself failed. */
  refinement?: string;
}

/** Anything with superstruct's `failures()`: a `StructError`. */
export interface FailureList {
  failures(): readonly ValidationFailure[];
}

/**
 * Messages by field name, nested names joined with dots (`attributes.0.value`): react-aria's
 * `validationErrors` for a Form, and what FormErrorSummary lists. Failures of the whole value,
 * not of one field, are under `''`.
 */
export type FieldErrors = Record<string, string[]>;

/**
 * Field errors from a superstruct `StructError`, each failure turned into the user's language by
 * `translate` (which can read `type`, `refinement`, `path`…).
 */
export function toFieldErrors(
  error: FailureList,
  translate: (failure: ValidationFailure) => string,
): FieldErrors;
/**
 * Field errors from the body of an API `400`: `{ "email": ["…"], "attributes.0.value": ["…"] }`,
 * or the same nested (`{ "attributes": [{ "value": ["…"] }] }`). Plain strings, as in
 * `{ "detail": "…", "code": "…" }`, are not about a field and are left out.
 */
export function toFieldErrors(body: unknown): FieldErrors;
export function toFieldErrors(
  source: unknown,
  translate?: (failure: ValidationFailure) => string,
): FieldErrors {
  const errors: FieldErrors = {};
  if (isFailureList(source)) {
    // Without a translation superstruct's English stands in, rather than reading the error as a body.
    const message = translate ?? ((failure: ValidationFailure) => failure.message);
    for (const failure of source.failures()) add(errors, failure.path.join('.'), message(failure));
  } else {
    collect(source, '', errors);
  }
  return errors;
}

function isFailureList(source: unknown): source is FailureList {
  return typeof (source as Partial<FailureList> | null)?.failures === 'function';
}

function collect(value: unknown, path: string, errors: FieldErrors) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (typeof item === 'string') add(errors, path, item);
      else collect(item, join(path, index), errors);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) collect(item, join(path, key), errors);
  }
}

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

function add(errors: FieldErrors, name: string, message: string) {
  const messages = (errors[name] ??= []);
  if (!messages.includes(message)) messages.push(message);
}
