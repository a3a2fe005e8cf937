import { join } from 'node:path';
import type { Config } from '../config/index.js';
import { localStorage } from './local-storage.js';
import { s3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

/** The local uploads folder, `DATA_DIR/uploads`. */
export function uploadsRoot(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'uploads');
}

/** The bucket when `S3_BUCKET` is set (checked at start), else the local folder. */
export async function storageFor(config: Config): Promise<FileStorage & { close(): void }> {
  if (config.s3) return s3Storage(config.s3, config.uploadsPublicUrl);
  return { ...localStorage(uploadsRoot(config)), close() {} };
}
