import { enums, literal, object, type Infer } from 'superstruct';

export const DatabaseKind = enums(['pglite', 'postgres']);
export type DatabaseKind = Infer<typeof DatabaseKind>;

export const Health = object({ status: literal('ok'), database: DatabaseKind });
export type Health = Infer<typeof Health>;
