// Choice controls, uploads and the repeater (design system part 2).
export * from '../Select/index.js';
export * from '../ComboBox/index.js';
export * from '../Checkbox/index.js';
export * from '../RadioGroup/index.js';
export * from '../Switch/index.js';
export * from '../FileUpload/index.js';
export * from '../Repeater/index.js';
