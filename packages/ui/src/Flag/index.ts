export { Flag, type FlagCountry, type FlagProps } from './Flag.js';
