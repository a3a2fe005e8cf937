export {
  ProductCard,
  type ProductCardData,
  type ProductCardLabels,
  type ProductCardProps,
} from './ProductCard.js';
export { ProductCardSkeleton } from './ProductCardSkeleton.js';
