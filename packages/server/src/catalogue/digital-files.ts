import { PRIVATE_FOLDER, type FileStorage } from '../storage/storage.js';

/** A digital product's file may be larger than a photo; the whole form still stops at 50 MB. */
export const MAX_DIGITAL_FILE_BYTES = 25 * 1024 * 1024;

export interface DigitalFile {
  data: Buffer;
  /** The name it was uploaded with; only its extension is kept, for the buyer's download. */
  filename: string;
}

/** A short, plain extension from the uploaded name, or `bin`: never a path or anything odd. */
function extensionOf(filename: string): string {
  const extension = /\.([a-z0-9]{1,10})$/i.exec(filename)?.[1];
  return extension ? extension.toLowerCase() : 'bin';
}

/** Saves the file where it is never served by URL, and answers its key. */
export function saveDigitalFile(storage: FileStorage, file: DigitalFile): Promise<string> {
  return storage.save(`${PRIVATE_FOLDER}/digital-products`, file.data, extensionOf(file.filename));
}
