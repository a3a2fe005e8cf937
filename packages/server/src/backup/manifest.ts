import {
  array,
  boolean,
  is,
  literal,
  nullable,
  number,
  object,
  string,
  union,
  type Infer,
} from 'superstruct';

/** The archive's layout version; a reader refuses any other. */
export const FORMAT_VERSION = 1;

/** The archive's own description, its first entry. */
export const MANIFEST_FILE = 'manifest.json';
/** One JSON-lines file a table, `database/<table>.jsonl`: each line a row as PostgreSQL's `row_to_json`. */
export const DATABASE_FOLDER = 'database';
/** The local uploads, under their keys. */
export const UPLOADS_FOLDER = 'uploads';

const TableEntry = object({ name: string(), rows: number(), bytes: number(), sha256: string() });
const SequenceEntry = object({
  table: string(),
  column: string(),
  lastValue: string(),
  isCalled: boolean(),
});
const FileEntry = object({ key: string(), size: number(), sha256: string() });
const LocalUploads = object({ storage: literal('local'), files: array(FileEntry) });
const BucketUploads = object({
  storage: literal('s3'),
  bucket: string(),
  keys: array(object({ key: string(), size: number() })),
});

const ManifestStruct = object({
  format: literal(FORMAT_VERSION),
  createdAt: string(),
  /** The engine it was made from; the archive restores into either. */
  engine: union([literal('pglite'), literal('postgres')]),
  migrations: object({ count: number(), last: nullable(string()), hash: nullable(string()) }),
  tables: array(TableEntry),
  sequences: array(SequenceEntry),
  uploads: union([LocalUploads, BucketUploads]),
});

export type Manifest = Infer<typeof ManifestStruct>;
export type TableEntry = Infer<typeof TableEntry>;
export type SequenceEntry = Infer<typeof SequenceEntry>;
export type FileEntry = Infer<typeof FileEntry>;

/** The table's file inside the archive. */
export const tableFile = (table: string) => `${DATABASE_FOLDER}/${table}.jsonl`;

/** Reads a manifest's text; `undefined` when it is not one of this format. */
export function parseManifest(text: string): Manifest | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return is(value, ManifestStruct) ? value : undefined;
}
