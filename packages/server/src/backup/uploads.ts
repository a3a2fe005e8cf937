import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3Config } from '../config/storage.js';
import { createS3Client } from '../storage/s3-storage.js';
import type { FileEntry } from './manifest.js';

/** A file's sha256, read as a stream. */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Every file under `root` by its key (its path there, with `/`), size and hash; none if it is missing. */
export async function localFiles(root: string): Promise<FileEntry[]> {
  const names = await readdir(root, { recursive: true }).catch(() => []);
  const files: FileEntry[] = [];
  for (const name of names.sort()) {
    const path = join(root, name);
    const found = await stat(path);
    if (!found.isFile()) continue;
    const key = relative(root, path).split(sep).join('/');
    files.push({ key, size: found.size, sha256: await sha256Of(path) });
  }
  return files;
}

/** Every key the bucket holds, with its size, a page of the listing at a time. */
export async function bucketKeys(config: S3Config): Promise<{ key: string; size: number }[]> {
  const client = createS3Client(config);
  const keys: { key: string; size: number }[] = [];
  try {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) keys.push({ key: object.Key, size: object.Size ?? 0 });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  } finally {
    client.destroy();
  }
  return keys;
}
