// Choice controls, uploads and the repeater (design system part 2).
export * from '../Switch/index.js';
