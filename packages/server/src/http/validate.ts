import type { FieldErrors } from '@plaza/api';
import { validate, type Failure, type Struct } from 'superstruct';
import { ValidationError } from './http-error.js';
import { MAX_JSON_DEPTH, nestedTooDeep } from './json-body.js';

/** What DRF would say for a value of the wrong type, by the struct's type. */
const TYPE_MESSAGES: Record<string, string> = {
  string: 'Not a valid string.',
  boolean: 'Must be a valid boolean.',
  number: 'A valid number is required.',
  integer: 'A valid integer is required.',
  object: 'Invalid data. Expected an object.',
  type: 'Invalid data. Expected an object.',
  array: 'Expected a list of items.',
};

function messageOf(failure: Failure): string {
  // Refinements carry their own message (see @plaza/api's schemas); types get DRF's wording.
  if (failure.refinement) return failure.message;
  if (failure.value === undefined) return 'This field is required.';
  if (failure.value === null && failure.path.length > 0) return 'This field may not be null.';
  return TYPE_MESSAGES[failure.type] ?? 'Invalid value.';
}

/** Whether `value`'s lists and objects nest deeper than `limit`, walked without recursion. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { item: object; level: number }[] = [];
  const visit = (item: unknown, level: number) => {
    if (typeof item === 'object' && item !== null) pending.push({ item, level });
  };
  visit(value, 1);
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.level > limit) return true;
    for (const item of Object.values(next.item)) visit(item, next.level + 1);
  }
  return false;
}

/**
 * Checks a request's body or query against a schema of @plaza/api: applies its defaults, drops fields
 * it does not know, and throws a {@link ValidationError} naming every field at fault (`a.0.b` for
 * nested ones, `non_field_errors` for the body as a whole). A missing body counts as `{}`. A body
 * nested too deep is a parse error first: superstruct prints a value it refuses by recursion, and
 * multipart's `a[][]…` keys nest as deep as their names are long (JSON's parser refused it already).
 */
export function parse<T, S>(schema: Struct<T, S>, value: unknown): T {
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) throw nestedTooDeep();
  const [error, parsed] = validate(value === undefined ? {} : value, schema, {
    coerce: true,
    mask: true,
  });
  if (!error) return parsed;
  const failures = error.failures();
  // A body of the wrong shape (a list, a string) fails as a whole: its "fields" mean nothing.
  const whole = failures.filter((failure) => failure.path.length === 0 && !failure.refinement);
  const fields: FieldErrors = {};
  for (const failure of whole.length > 0 ? whole : failures) {
    const key = failure.path.length > 0 ? failure.path.join('.') : 'non_field_errors';
    const messages = (fields[key] ??= []);
    const message = messageOf(failure);
    if (!messages.includes(message)) messages.push(message);
  }
  throw new ValidationError(fields);
}

/**
 * Checks a query string against a schema as {@link parse} does; an empty parameter (`?category=`,
 * as a form with an empty input sends it) counts as absent, as DRF's filters take it.
 */
export function parseQuery<T, S>(schema: Struct<T, S>, query: unknown): T {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>);
  return parse(schema, Object.fromEntries(entries.filter(([, value]) => value !== '')));
}

/**
 * Runs `check` and answers its value, or adds its refusal to `errors` instead of throwing, so that
 * one answer can name every field at fault rather than the first; other errors pass through.
 */
export async function collectErrors<T>(
  errors: FieldErrors,
  check: () => T | Promise<T>,
): Promise<T | undefined> {
  try {
    return await check();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const [field, messages] of Object.entries(error.fields)) {
      (errors[field] ??= []).push(...messages);
    }
    return undefined;
  }
}

/** Throws the errors {@link collectErrors} gathered, if there are any. */
export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
