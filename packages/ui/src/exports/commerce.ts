// Commerce components (design system part 2).
export * from '../PriceTag/index.js';
export * from '../QuantityStepper/index.js';
export * from '../AttributeList/index.js';
export * from '../OrderSummary/index.js';
export * from '../ProductCard/index.js';
export * from '../ProductGrid/index.js';
export * from '../ProductGallery/index.js';
export * from '../AddressCard/index.js';
export * from '../CountdownTimer/index.js';
export * from '../Timeline/index.js';
export * from '../FilterPanel/index.js';
