import { validate, type Struct } from 'superstruct';

/*
 * Turns the superstruct schemas of this package into JSON Schema (2020-12, as OpenAPI 3.1 takes it),
 * so the server's OpenAPI document is generated from the very structs that check requests and type
 * answers: nothing is written twice. superstruct keeps a refinement's rule inside a closure, so a
 * refined struct says what it checks through `documented`; the converter reads the rest (types,
 * fields, lists, enums) from the struct itself.
 */

export type JsonSchema = { [keyword: string]: unknown };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any struct, whatever it checks
type AnyStruct = Struct<any, any>;

/*
 * Keyed by the struct's `entries` function: `optional`, `nullable`, `defaulted`, `coerce` and
 * `refine` copy it into the struct they make, so a note follows a struct through those wrappers.
 */
const notes = new WeakMap<object, JsonSchema>();

/** Records what a refined struct accepts (`pattern`, `minLength`, `maximum`...) in JSON Schema. */
export function documented<S extends AnyStruct>(struct: S, schema: JsonSchema): S {
  notes.set(struct.entries, { ...notes.get(struct.entries), ...schema });
  return struct;
}

const accepts = (struct: AnyStruct, value: unknown) =>
  validate(value, struct, { coerce: true })[0] === undefined;

function withNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.enum)) return { ...schema, enum: [...schema.enum, null] };
  return { anyOf: [schema, { type: 'null' }] };
}

function objectSchema(fields: Record<string, AnyStruct>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    properties[name] = toJsonSchema(field);
    // A field that takes `undefined`, as is or through its default, may be left out.
    if (!accepts(field, undefined)) required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 && { required }) };
}

function baseSchema(struct: AnyStruct): JsonSchema {
  switch (struct.type) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type };
    case 'literal':
      return { const: struct.schema };
    case 'enums':
      return { enum: Object.values(struct.schema as Record<string, unknown>) };
    case 'object':
    case 'type':
      return struct.schema ? objectSchema(struct.schema as Record<string, AnyStruct>) : {};
    case 'array':
      return {
        type: 'array',
        ...(struct.schema && { items: toJsonSchema(struct.schema as AnyStruct) }),
      };
    case 'any':
    case 'unknown':
      return {};
    default:
      // `record`, `union` and the like keep their parts in closures: they need `documented`.
      if (notes.has(struct.entries)) return {};
      throw new Error(
        `No JSON Schema for a superstruct "${struct.type}": describe it with documented()`,
      );
  }
}

/** The JSON Schema of a struct: what it accepts, as far as JSON Schema can say. */
export function toJsonSchema(struct: AnyStruct): JsonSchema {
  const schema: JsonSchema = { ...baseSchema(struct), ...notes.get(struct.entries) };
  const fallback: unknown = validate(undefined, struct, { coerce: true })[1];
  if (fallback !== undefined && struct.type !== 'object') schema.default = fallback;
  const nullable = struct.type !== 'any' && struct.type !== 'unknown' && accepts(struct, null);
  return nullable ? withNull(schema) : schema;
}
