export { PlazaProvider, usePlazaTheme } from './provider/index.js';
export type { Direction, PlazaProviderProps, PlazaThemeState } from './provider/index.js';
export { Button } from './Button/index.js';
export type { ButtonProps } from './Button/index.js';
export { ChipGroup } from './ChipGroup/index.js';
export type { Key } from 'react-aria-components';
export type {
  ChipGroupMultipleProps,
  ChipGroupProps,
  ChipGroupSingleProps,
  ChipItem,
} from './ChipGroup/index.js';
export * from './theme/index.js';
