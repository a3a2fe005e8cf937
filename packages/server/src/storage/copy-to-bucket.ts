import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Config } from '../config/storage.js';
import { createS3Client, headersOf } from './s3-storage.js';

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same size: a copy run again, or resumed, skips them. */
  skipped: number;
}

/**
 * Copies every file of the local uploads folder into the bucket under the same key (its path in
 * the folder), so the links the database holds keep working once `S3_BUCKET` is set. A file already
 * there with the same size is left alone, so an interrupted copy resumes where it stopped and a
 * second run copies nothing. Keys are random and never rewritten, so the size is enough to tell.
 */
export async function copyToBucket(
  root: string,
  config: S3Config,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<CopyReport> {
  const client = createS3Client(config);
  const report: CopyReport = { copied: 0, skipped: 0 };
  try {
    const files = await readdir(root, { recursive: true }).catch(() => []);
    for (const file of files) {
      const path = join(root, file);
      const { size, isFile } = await stat(path).then((found) => ({
        size: found.size,
        isFile: found.isFile(),
      }));
      if (!isFile) continue;
      const key = relative(root, path).split(sep).join('/');
      const there = await client
        .send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }))
        .catch((error: { name?: string }) => {
          if (error.name === 'NotFound' || error.name === 'NoSuchKey') return undefined;
          throw error;
        });
      if (there?.ContentLength === size) {
        report.skipped += 1;
        onFile(key, false);
        continue;
      }
      const Body = await readFile(path);
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key, Body, ...headersOf(key) }),
      );
      report.copied += 1;
      onFile(key, true);
    }
  } finally {
    client.destroy();
  }
  return report;
}
