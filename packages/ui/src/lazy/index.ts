export { LazyPart } from './LazyPart.js';
export type { LazyPartProps } from './LazyPart.js';
