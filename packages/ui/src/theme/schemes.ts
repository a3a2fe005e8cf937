/**
 * Raw values of the two colour schemes (semi-dark is the two side by side). They live apart from the `.css.ts` files so that the
 * contrast test can check every foreground/background pair the components rely on.
 */
export type ColorRole =
  | 'background'
  | 'surface'
  | 'surfaceRaised'
  | 'surfaceHover'
  | 'text'
  | 'textMuted'
  | 'border'
  | 'primary'
  | 'onPrimary'
  | 'primaryHover'
  | 'success'
  | 'onSuccess'
  | 'warning'
  | 'onWarning'
  | 'danger'
  | 'onDanger'
  | 'dangerHover'
  | 'info'
  | 'onInfo'
  | 'focus'
  | 'brand'
  | 'onBrand'
  | 'brandAccent'
  | 'scrim';

export type ShadowLevel = 'sm' | 'md' | 'lg';

export interface Scheme {
  color: Record<ColorRole, string>;
  shadow: Record<ShadowLevel, string>;
}

export const light: Scheme = {
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceHover: '#eceef2',
    text: '#1b1d22',
    textMuted: '#5b616e',
    border: '#7b8190',
    primary: '#4f46e5',
    onPrimary: '#ffffff',
    primaryHover: '#4338ca',
    success: '#15803d',
    onSuccess: '#ffffff',
    warning: '#b45309',
    onWarning: '#ffffff',
    danger: '#c81e1e',
    onDanger: '#ffffff',
    dangerHover: '#a51b1b',
    info: '#0369a1',
    onInfo: '#ffffff',
    focus: '#2563eb',
    // The logo in colour: the favicon's indigo tile with a white stall and a lavender awning.
    brand: '#4338ca',
    onBrand: '#ffffff',
    brandAccent: '#c7d2fe',
    scrim: 'rgb(16 24 40 / 0.5)',
  },
  shadow: {
    sm: '0 1px 2px rgb(16 24 40 / 0.08)',
    md: '0 4px 12px rgb(16 24 40 / 0.12)',
    lg: '0 12px 32px rgb(16 24 40 / 0.18)',
  },
};

export const dark: Scheme = {
  color: {
    background: '#121419',
    surface: '#1b1e26',
    surfaceRaised: '#252a35',
    surfaceHover: '#303645',
    text: '#eceef3',
    textMuted: '#a4abb8',
    border: '#7d8494',
    primary: '#a5b4fc',
    onPrimary: '#121419',
    primaryHover: '#c7d2fe',
    success: '#4ade80',
    onSuccess: '#121419',
    warning: '#fbbf24',
    onWarning: '#121419',
    danger: '#f87171',
    onDanger: '#121419',
    dangerHover: '#fca5a5',
    info: '#38bdf8',
    onInfo: '#121419',
    focus: '#93c5fd',
    // The logo in white: a white tile with the stall cut out in the dark surface colour.
    brand: '#ffffff',
    onBrand: '#1b1e26',
    brandAccent: '#5b6275',
    scrim: 'rgb(0 0 0 / 0.6)',
  },
  // Dark surfaces need stronger shadows to read as raised at all.
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 4px 12px rgb(0 0 0 / 0.5)',
    lg: '0 12px 32px rgb(0 0 0 / 0.6)',
  },
};
