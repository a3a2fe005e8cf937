import * as s from 'superstruct';

export const DatabaseKind = s.enums(['pglite', 'postgres']);
export type DatabaseKind = s.Infer<typeof DatabaseKind>;

export const Health = s.object({ status: s.literal('ok'), database: DatabaseKind });
export type Health = s.Infer<typeof Health>;
