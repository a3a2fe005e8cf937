// Commerce components (design system part 2).
export * from '../PriceTag/index.js';
export * from '../QuantityStepper/index.js';
export * from '../AttributeList/index.js';
export * from '../OrderSummary/index.js';
