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
  /**
   * The absolute URL a browser loads a public file from (see isPublicKey); `origin` is this
   * server's, as the caller sees it.
   */
  urlOf(key: string, origin: string): string;
  /**
   * Reads a file as a stream, such as a digital product for its buyer, with its content type when
   * the store keeps one; `undefined` if it is gone.
   */
  open(key: string): Promise<{ stream: Readable; size: number; type?: string } | undefined>;
}

/**
 * The folder for files only the server hands out, such as a digital product's file or a ticket's
 * picture: keys under it are never served by URL (see serve-uploads.ts).
 */
export const PRIVATE_FOLDER = 'private';

/**
 * Where tickets' pictures were kept before they were made private (issue 26). Their rows still name
 * these keys, which only the ticket's signed link serves now, so none of them is served by URL
 * either, and `npm run storage:copy` gives them no public cache.
 */
const OLD_TICKETS_FOLDER = 'tickets';

/** A key as the server makes them (`products/<uuid>.webp`): folders, a name, an extension. */
const KEY = /^[\w-]+(\/[\w-]+)*\/[\w-]+\.[a-z0-9]+$/i;

/**
 * Whether anyone may load the file at `key` by URL (`/uploads/…`, `UPLOADS_PUBLIC_URL`): a key the
 * server could have made, outside the private folders. Anything else, an encoded `/` or an empty
 * folder included, is refused rather than normalised into one of them by the store.
 */
export function isPublicKey(key: string): boolean {
  // Lower case: a disk that ignores case finds `PRIVATE/…` in `private/`.
  const folder = key.slice(0, key.indexOf('/')).toLowerCase();
  return KEY.test(key) && folder !== PRIVATE_FOLDER && folder !== OLD_TICKETS_FOLDER;
}
