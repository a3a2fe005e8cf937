export { PriceTag, type PriceTagLabels, type PriceTagProps } from './PriceTag.js';
