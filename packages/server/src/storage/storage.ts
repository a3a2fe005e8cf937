import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are made by the server (`avatars/<uuid>.webp`), never taken from
 * the uploader, so a name can't climb out of its folder or overwrite another file: a local folder
 * (local-storage.ts) or an S3-compatible bucket (s3-storage.ts); nothing outside storage/ knows which.
 */
export interface FileStorage {
  /** Saves `data` under a new key in `folder` and answers the key. */
  save(folder: string, data: Buffer, extension: string): Promise<string>;
  /** Deletes a file; a key that is already gone is fine. */
  remove(key: string): Promise<void>;
  /** The absolute URL a browser loads the file from; `origin` is this server's, as the caller sees it. */
  urlOf(key: string, origin: string): string;
  /**
   * Reads a file as a stream, such as a digital product for its buyer, with its content type when
   * the store keeps one; `undefined` if it is gone.
   */
  open(key: string): Promise<{ stream: Readable; size: number; type?: string } | undefined>;
}

/**
 * The folder for files only the server hands out, such as a digital product's file: keys under it
 * are never served by URL (see serve-uploads.ts).
 */
export const PRIVATE_FOLDER = 'private';
