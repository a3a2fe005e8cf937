import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config/storage.js';
import { HttpError } from '../http/http-error.js';
import { UPLOADS_PATH } from './local-storage.js';
import { isPublicKey, type FileStorage } from './storage.js';

const ONE_YEAR = 60 * 60 * 24 * 365;
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** What the user is told when the store fails an upload: nothing was saved, try again. */
const unavailable = () =>
  new HttpError(503, 'storage_unavailable', 'The file store does not answer; try again shortly.');

/**
 * The longest an upload may take, both tries together: the request timeout below only counts a
 * silent socket between reads, so a store that takes the bytes and never answers would keep the
 * uploader waiting for good without it.
 */
const SAVE_MS = 20_000;

/** A client of the store that fails within seconds rather than keep a user waiting. */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    maxAttempts: 2,
    // Checksums only where S3 requires them: stores other than AWS (older MinIO, test servers) refuse
    // the SDK's default streamed checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
  });
}

/** An object's content type, from the extension the server chose, and a year's cache when public. */
export function headersOf(key: string): { ContentType: string; CacheControl?: string } {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const ContentType = TYPES[extension] ?? 'application/octet-stream';
  if (!isPublicKey(key)) return { ContentType };
  return { ContentType, CacheControl: `public, max-age=${ONE_YEAR}, immutable` };
}

/**
 * Uploads in an S3-compatible bucket, shared by every instance (issue 26): the same keys as on the
 * local disk, public images linked at `/uploads/…` (streamed by serve-uploads.ts) or at
 * `UPLOADS_PUBLIC_URL`, private files only ever read by the server. A request the store does not
 * answer within seconds fails, so a user waits on an error, not forever.
 */
export async function s3Storage(
  config: S3Config,
  uploadsPublicUrl: string | undefined,
): Promise<FileStorage & { close(): void }> {
  const client = createS3Client(config);
  const Bucket = config.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    const where = config.endpoint ?? `AWS (${config.region})`;
    const reason = error instanceof Error ? error.name : String(error);
    throw new Error(
      `The bucket S3_BUCKET="${Bucket}" does not answer at S3_ENDPOINT ${where} (${reason}): check S3_BUCKET, S3_ENDPOINT and the AWS credentials`,
      { cause: error },
    );
  }
  return {
    async save(folder, data, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: data, ...headersOf(key) }),
          { abortSignal: AbortSignal.timeout(SAVE_MS) },
        );
      } catch (error) {
        throw Object.assign(unavailable(), { cause: error });
      }
      return key;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    urlOf: (key, origin) =>
      uploadsPublicUrl ? `${uploadsPublicUrl}/${key}` : `${origin}${UPLOADS_PATH}${key}`,
    async open(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          stream: found.Body as Readable,
          size: found.ContentLength ?? 0,
          type: found.ContentType,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return undefined;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}
