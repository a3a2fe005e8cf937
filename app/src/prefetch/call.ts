/** An answer asked for before the app started (start.ts), and the call it answers. */
export interface Prefetched {
  url: string;
  language: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    plazaPrefetched?: Prefetched;
  }
}

/** Explore's first call with no filters: page 1 of 12, newest first (prefetched.test.ts). */
export const EXPLORE_FIRST_PAGE =
  '/api/marketplace/products/?page=1&page_size=12&ordering=-created';

/** A photo's two files, as the API answers them. */
interface Photo {
  thumbnail: string;
  image: string;
}

/**
 * How an explore card asks for its photo: the app's `srcset` (lib/photos.ts) and ProductCard's
 * `sizes`, written again here so this script imports nothing of the app's; prefetched.test.ts
 * holds them to the originals, since a preload that differs downloads a photo nobody shows.
 */
export const cardPhotoSrcSet = (photo: Photo) => `${photo.thumbnail} 400w, ${photo.image} 1200w`;
export const CARD_PHOTO_SIZES = '(max-width: 30em) 100vw, 28rem';
