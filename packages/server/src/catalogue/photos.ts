import type { FileStorage } from '../storage/storage.js';
import { reencodeImage } from '../storage/images.js';

/** Cards show photos up to 200 px wide, the product page up to 600: both at twice that for sharp screens. */
export const PHOTO_SIDES = { thumbnail: 400, large: 1200 } as const;

export interface PhotoFiles {
  /** A square WebP crop for cards and lists. */
  thumbnail: Buffer;
  /** A WebP that keeps the photo's proportions, for the product page. */
  large: Buffer;
}

export interface StoredPhoto {
  thumbnailKey: string;
  largeKey: string;
}

const PHOTO_FOLDER = 'products';

/** Checks an uploaded photo by its content and re-encodes it at both sizes; a bad file is a `400` on `field`. */
export function processPhoto(data: Buffer, field: string): Promise<PhotoFiles> {
  return reencodeImage(data, field, async (image) => ({
    thumbnail: await image
      .clone()
      .resize(PHOTO_SIDES.thumbnail, PHOTO_SIDES.thumbnail, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer(),
    large: await image
      .clone()
      .resize(PHOTO_SIDES.large, PHOTO_SIDES.large, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer(),
  }));
}

/** Saves processed photos; if one fails, the files already saved are removed. */
export async function savePhotos(
  storage: FileStorage,
  photos: PhotoFiles[],
): Promise<StoredPhoto[]> {
  const keys: string[] = [];
  const save = async (data: Buffer) => {
    const key = await storage.save(PHOTO_FOLDER, data, 'webp');
    keys.push(key);
    return key;
  };
  const saved: StoredPhoto[] = [];
  try {
    for (const photo of photos) {
      saved.push({ thumbnailKey: await save(photo.thumbnail), largeKey: await save(photo.large) });
    }
  } catch (error) {
    await Promise.all(keys.map((key) => storage.remove(key)));
    throw error;
  }
  return saved;
}

export async function removePhotoFiles(storage: FileStorage, photos: StoredPhoto[]): Promise<void> {
  await Promise.all(
    photos.flatMap((photo) => [storage.remove(photo.thumbnailKey), storage.remove(photo.largeKey)]),
  );
}
