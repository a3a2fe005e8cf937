import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStorage } from './storage.js';

/** The URL path the server serves `DATA_DIR/uploads` under (see serve-uploads.ts). */
export const UPLOADS_PATH = '/uploads/';

/** Files in a folder on this machine, served by this server. */
export function localStorage(root: string): FileStorage {
  return {
    async save(folder, data, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data, { flag: 'wx' });
      return key;
    },
    async remove(key) {
      await rm(join(root, key), { force: true });
    },
    urlOf: (key, origin) => `${origin}${UPLOADS_PATH}${key}`,
    async open(key) {
      const path = join(root, key);
      const found = await stat(path).catch(() => undefined);
      return found?.isFile() ? { stream: createReadStream(path), size: found.size } : undefined;
    },
  };
}
