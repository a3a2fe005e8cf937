import fc from 'fast-check';
import type { JsonSchema } from './document.js';

/*
 * fast-check arbitraries read from the JSON Schemas of the OpenAPI document: values the schema
 * accepts, and the same values broken in the ways clients break them.
 */

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : schema.type
      ? [schema.type as string]
      : [];

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 40, minLength + 40);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property)]),
  );
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Values `schema` accepts, as far as JSON Schema says (refinements across fields may still refuse). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf)) {
    return fc.oneof(...(schema.anyOf as JsonSchema[]).map((option) => validValue(option)));
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.integer({
            min: (schema.minimum as number | undefined) ?? -1_000_000,
            max: (schema.maximum as number | undefined) ?? 1_000_000,
          });
        case 'number':
          return fc.double({ noNaN: true, noDefaultInfinity: true });
        case 'string':
          return stringArbitrary(schema);
        case 'array':
          return fc.array(validValue((schema.items ?? {}) as JsonSchema), {
            minLength: (schema.minItems as number | undefined) ?? 0,
            maxLength: Math.min((schema.maxItems as number | undefined) ?? 5, 5),
          });
        case 'object':
          return objectArbitrary(schema);
        default:
          throw new Error(`no arbitrary for type ${type}`);
      }
    }),
  );
}

/** Values of the wrong kind, at the edges of numbers, or text no form would send. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    2 ** 31,
    2 ** 53 + 1,
    -(2 ** 63),
    1e308,
    0.1 + 0.2,
    '',
    ' ',
    '0',
    '-0',
    '1e309',
    'NaN',
    'Infinity',
    '9'.repeat(40),
    '\u0000',
    'null',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '\u202Egnp.exe',
    'ℌ𝔢𝔩𝔩𝔬 🇪🇸 👩🏽‍💻 مرحبا',
    'x'.repeat(100_000),
    '😀'.repeat(3_000),
    [],
    [1, 'a', null],
    {},
    { nested: { deep: [{}] } },
  ),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.double(),
  fc.integer(),
);

/** A valid object broken once: a field of the wrong kind, missing, or one nobody asked for. */
export function mutatedObject(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), hostileValue, fc.constantFrom('replace', 'drop', 'add'))
    .map(([value, index, hostile, how]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return hostile;
      const body = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(body);
      const key = keys[index % Math.max(keys.length, 1)];
      if (how === 'add' || !key) body[`extra_${index % 7}`] = hostile;
      else if (how === 'drop') delete body[key];
      else body[key] = hostile;
      return body;
    });
}
