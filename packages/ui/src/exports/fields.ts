export * from '../Field/index.js';
