import { describe, expect, it } from 'vitest';
import {
  boolean,
  defaulted,
  enums,
  integer,
  nullable,
  object,
  optional,
  record,
  string,
} from 'superstruct';
import {
  documented,
  FieldErrors,
  Id,
  ProductBody,
  RegisterBody,
  toJsonSchema,
} from '../src/index.js';

describe('toJsonSchema', () => {
  it('reads types, required fields, defaults and nulls from the struct', () => {
    const struct = object({
      name: string(),
      count: defaulted(integer(), 3),
      note: optional(nullable(string())),
      kind: enums(['a', 'b']),
      on: boolean(),
    });
    expect(toJsonSchema(struct)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        count: { type: 'integer', default: 3 },
        note: { type: ['string', 'null'] },
        kind: { enum: ['a', 'b'] },
        on: { type: 'boolean' },
      },
      required: ['name', 'kind', 'on'],
    });
  });

  it('keeps what documented() says through optional, nullable and defaulted', () => {
    expect(toJsonSchema(optional(Id))).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 2 ** 31 - 1,
    });
    const schema = toJsonSchema(RegisterBody);
    expect(schema.properties).toMatchObject({
      username: { type: 'string', pattern: '^[A-Za-z0-9_]{3,30}$' },
      password: { type: 'string', minLength: 8, maxLength: 20 },
      referral_code: { type: 'string', maxLength: 32 },
    });
    expect(schema.required).not.toContain('referral_code');
    const product = toJsonSchema(ProductBody);
    expect(product.properties).toMatchObject({
      shipping_price: { type: 'string', default: '0.00' },
      brand: { type: ['string', 'null'], maxLength: 80 },
      attributes: { type: 'array', minItems: 1, maxItems: 30 },
    });
  });

  it('takes a record only when documented, and refuses it otherwise', () => {
    expect(toJsonSchema(FieldErrors)).toMatchObject({ type: 'object' });
    expect(() => toJsonSchema(record(string(), string()))).toThrow(/documented/);
    expect(toJsonSchema(documented(record(string(), string()), { type: 'object' }))).toEqual({
      type: 'object',
    });
  });
});
