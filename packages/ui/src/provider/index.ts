export { PlazaProvider, type PlazaProviderProps } from './PlazaProvider.js';
export { usePlazaTheme, type Direction, type PlazaThemeState } from './context.js';
