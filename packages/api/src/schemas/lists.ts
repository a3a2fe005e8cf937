import * as s from 'superstruct';
import { documented } from '../json-schema.js';

/**
 * A list of `element`s, from `min` to `max` of them. A list over `max` is refused by its length
 * alone, before any element is read (docs/api.md, Conventions): superstruct's `size()` refines a list
 * only after checking every element, and 200,000 ids held the event loop for seconds. So the length
 * is checked in the validator, which runs first, and a list too long is neither copied by the
 * coercer nor gives its elements to check.
 */
export function listOf<T, S>(
  element: s.Struct<T, S>,
  { min = 0, max }: { min?: number; max: number },
): s.Struct<T[], s.Struct<T, S>> {
  const list = s.array(element);
  const tooLong = (value: unknown) => Array.isArray(value) && value.length > max;
  return documented(
    new s.Struct({
      type: list.type,
      schema: element,
      coercer: (value, context) => (tooLong(value) ? value : list.coercer(value, context)),
      validator: (value, context) =>
        tooLong(value)
          ? {
              refinement: 'list_length',
              message: `Ensure this field has no more than ${max} elements.`,
            }
          : list.validator(value, context),
      *entries(value, context) {
        if (!tooLong(value)) yield* list.entries(value, context);
      },
      refiner: (value) =>
        value.length >= min || {
          refinement: 'list_length',
          message: `Ensure this field has at least ${min} elements.`,
        },
    }),
    { maxItems: max, ...(min > 0 && { minItems: min }) },
  );
}
