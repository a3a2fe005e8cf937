import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';
import { reducedMotion } from './motion.js';
import { dark, light, type Scheme } from './schemes.js';
import { tokens } from './tokens.js';

const themeValues = (scheme: Scheme) => ({ ...tokens, ...scheme });

/** Class that fills the contract with the light scheme. */
export const lightTheme = createTheme(vars, themeValues(light));

/** Class that fills the contract with the dark scheme; also used on chrome in semi-dark mode. */
export const darkTheme = createTheme(vars, themeValues(dark));

// Native scrollbars and form controls follow whichever scheme the subtree is in.
globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

// One switch for every transition that reads the duration tokens.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  '@media': {
    [reducedMotion]: {
      vars: assignVars(vars.duration, { fast: '0ms', normal: '0ms', slow: '0ms' }),
    },
  },
});
