// Only for its types: a file part, and `request.parts()` on every request.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { boundBody, type BoundedBody } from './bounded-body.js';
import { HttpError } from './http-error.js';

/** docs/api.md: multipart bodies are limited to 50 MB, each image to 5 MB. */
export const MULTIPART_BODY_LIMIT = 50 * 1024 * 1024;
/** Whatever the call, a form has no business with more fields or longer text than this. */
const FIELD_LIMITS = { fields: 200, fieldSize: 1024 * 1024, parts: 250 };
/** The highest list index a flattened key may use, so `a[99999999]` can't make a huge array. */
const MAX_INDEX = 999;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** The segment of `a[]`: the next place in the list. */
const APPEND = Symbol('append');
type Segment = string | number | typeof APPEND;

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartBody {
  /** The fields, nested back from `a[b]` and `a[0][b]`; an empty string is `null`. */
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

const malformed = () => new HttpError(400, 'parse_error', 'Malformed multipart body.');
const tooLarge = () => new HttpError(413, 'payload_too_large', 'Request body is too large.');
const fileTooLarge = () => new HttpError(413, 'file_too_large', 'The file is too large.');

/**
 * Reads a whole multipart body, files in memory (each at most `maxFileBytes`, at most `maxFiles`).
 * The body is counted as it arrives, so the files together never hold more than 50 MB, and
 * reading stops at the byte that passes a limit. Over a limit answers `413`; a body that is not
 * well-formed multipart answers `400`, never `500`.
 */
export async function readMultipart(
  request: FastifyRequest,
  { maxFileBytes, maxFiles }: { maxFileBytes: number; maxFiles: number },
): Promise<MultipartBody> {
  if (Number(request.headers['content-length'] ?? 0) > MULTIPART_BODY_LIMIT) throw tooLarge();
  const body = boundBody(request.raw, MULTIPART_BODY_LIMIT, tooLarge);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    const limits = { ...FIELD_LIMITS, fileSize: maxFileBytes, files: maxFiles };
    for await (const part of body.take(request.parts({ limits }))) {
      if (part.type === 'file') {
        files.push({
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data: await readFile(part.file, body),
        });
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge();
        setFlattened(fields, part.fieldname, part.value === '' ? null : part.value);
      }
    }
    body.finish();
  } catch (error) {
    // A refused body is read no further: its answer closes the connection (error-handler.ts).
    if ((error as { statusCode?: number }).statusCode === 413) body.refuse(error as Error);
    // Busboy's own complaints (a cut-off body, a bad header) carry no code: they are the caller's fault.
    const coded =
      error instanceof HttpError || (error as { code?: string }).code?.startsWith('FST_');
    throw coded ? error : malformed();
  }
  return { fields, files };
}

/** A file part's bytes; one that passes its limit is refused there, not once it has ended. */
async function readFile(file: MultipartFile['file'], body: BoundedBody): Promise<Buffer> {
  // Busboy may have cut a file short before it was handed over (a limit under its buffer's size).
  if (file.truncated) body.refuse(fileTooLarge());
  else file.once('limit', () => body.refuse(fileTooLarge()));
  const chunks: Buffer[] = [];
  for await (const chunk of body.take<Buffer>(file)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Splits `a[0][b]` into `['a', 0, 'b']`; `a[]` appends. */
function segmentsOf(key: string): Segment[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) throw malformed();
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map(([, inner = '']): Segment => {
    if (inner === '') return APPEND;
    if (/^\d+$/.test(inner)) {
      const index = Number(inner);
      if (index > MAX_INDEX) throw malformed();
      return index;
    }
    return inner;
  });
  const segments = [match[1], ...rest];
  if (segments.some((segment) => typeof segment === 'string' && FORBIDDEN_KEYS.has(segment))) {
    throw malformed();
  }
  return segments;
}

/** Puts `value` at the flattened `key`; a key that contradicts an earlier one is malformed. */
function setFlattened(target: Record<string, unknown>, key: string, value: unknown): void {
  const segments = segmentsOf(key);
  let container: Record<string | number, unknown> = target;
  segments.forEach((segment, position) => {
    const next = segments[position + 1];
    const slot = segment === APPEND ? (container as unknown as unknown[]).length : segment;
    if (next === undefined) {
      container[slot] = value;
      return;
    }
    const wantsList = typeof next === 'number' || next === APPEND;
    const existing = container[slot];
    if (existing === undefined) {
      container[slot] = wantsList ? [] : {};
    } else if (
      existing === null ||
      typeof existing !== 'object' ||
      Array.isArray(existing) !== wantsList
    ) {
      throw malformed();
    }
    container = container[slot] as Record<string | number, unknown>;
  });
}
