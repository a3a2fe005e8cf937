import type { ProductPhoto } from '@plaza/api';

/** The server's two sizes of a photo: a 400 px square thumbnail and up to 1200 px (README.md). */
export const photoSrcSet = (photo: ProductPhoto) => `${photo.thumbnail} 400w, ${photo.image} 1200w`;
