// Checkout: where the buyer is, and the card form.
export * from '../CheckoutSteps/index.js';
export * from '../CardFields/index.js';
