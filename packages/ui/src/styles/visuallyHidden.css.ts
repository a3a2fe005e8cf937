import { style } from '@vanilla-extract/css';

/** The rules, for hiding something only in some state: `selectors: { [state]: hiddenRules }`. */
export const hiddenRules = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Kept in the accessibility tree and out of sight: text for screen readers only. */
export const visuallyHidden = style(hiddenRules);
