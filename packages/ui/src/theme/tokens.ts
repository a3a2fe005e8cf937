/** Tokens shared by every colour scheme. */
export const tokens = {
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: {
    sm: '0.25rem',
    md: '0.5rem',
    lg: '0.75rem',
    full: '9999px',
  },
  // System fonts only: nothing is fetched at run time and every script (Arabic included) has a face.
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  // Stacking layers, lowest first. Overlays that react-aria portals to <body> use the upper ones.
  zIndex: {
    base: '0',
    sticky: '100',
    chrome: '200',
    drawer: '300',
    modal: '400',
    popover: '500',
    toast: '600',
    tooltip: '700',
  },
  // Motion: durations drop to 0 under `prefers-reduced-motion: reduce` (see themes.css.ts); easings
  // stay, so a component never needs a reduced-motion branch of its own.
  duration: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;
