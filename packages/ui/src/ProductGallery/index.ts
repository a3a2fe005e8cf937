export {
  ProductGallery,
  type GalleryPhoto,
  type ProductGalleryLabels,
  type ProductGalleryProps,
} from './ProductGallery.js';
