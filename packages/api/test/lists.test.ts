import * as s from 'superstruct';
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';
import { MarkReadBody, PurchaseBody, toJsonSchema, type JsonSchema } from '../src/index.js';
import { listOf } from '../src/schemas/lists.js';

const failuresOf = <T, S>(value: unknown, struct: s.Struct<T, S>) =>
  (s.validate(value, struct, { coerce: true })[0]?.failures() ?? []).map(
    (failure) => `${failure.path.join('.') || '-'}: ${failure.message}`,
  );

/** Where `schema` holds a list that says no longest length, as `a.b[]`. */
function unboundedLists(schema: JsonSchema, at: string): string[] {
  const parts = (key: string) => (schema[key] ?? {}) as Record<string, JsonSchema>;
  const types = [schema.type].flat();
  return [
    ...(types.includes('array') && schema.maxItems === undefined ? [at] : []),
    ...(schema.items ? unboundedLists(schema.items as JsonSchema, `${at}[]`) : []),
    ...Object.entries(parts('properties')).flatMap(([name, field]) =>
      unboundedLists(field, `${at}.${name}`),
    ),
    ...((schema.anyOf ?? []) as JsonSchema[]).flatMap((option) => unboundedLists(option, at)),
  ];
}

describe('a list in a request body', () => {
  it('is refused by its length before any element is checked', () => {
    let checked = 0;
    const Counted = s.define<number>('counted', () => {
      checked += 1;
      return true;
    });
    const List = listOf(Counted, { max: 3 });
    expect(failuresOf([1, 2, 3, 4], List)).toEqual([
      '-: Ensure this field has no more than 3 elements.',
    ]);
    expect(checked).toBe(0);
    expect(failuresOf([1, 2, 3], List)).toEqual([]);
    expect(checked).toBe(3);
  });

  it('still names each element at fault, and a list too short, when its length is allowed', () => {
    const Ids = listOf(api.Id, { min: 1, max: 3 });
    expect(failuresOf([1, 0], Ids)).toEqual(['1: Enter a valid id.']);
    expect(failuresOf([], Ids)).toEqual(['-: Ensure this field has at least 1 elements.']);
    expect(failuresOf('1', Ids)).toHaveLength(1);
    expect(s.validate(['4', 5], Ids, { coerce: true })[1]).toEqual([4, 5]);
  });

  it('answers 200,000 notification ids and 10,000 checkout items with one failure', () => {
    const ids = Array.from({ length: 200_000 }, () => 'x');
    expect(failuresOf({ ids }, MarkReadBody)).toEqual([
      'ids: Ensure this field has no more than 100 elements.',
    ]);
    const items = Array.from({ length: 10_000 }, () => ({ product: 'x', quantity: 0 }));
    expect(failuresOf({ items, payment_method: 'card' }, PurchaseBody)).toEqual([
      'items: Ensure this field has no more than 50 elements.',
    ]);
  });

  it('has a longest length in every request body', () => {
    const bodies = Object.entries(api).filter(
      ([name, value]) => /(Body|Changes)$/.test(name) && value instanceof s.Struct,
    );
    expect(bodies.length).toBeGreaterThan(20);
    const unbounded = bodies.flatMap(([name, struct]) =>
      unboundedLists(toJsonSchema(struct as s.Struct<unknown, unknown>), name),
    );
    expect(unbounded).toEqual([]);
  });
});
