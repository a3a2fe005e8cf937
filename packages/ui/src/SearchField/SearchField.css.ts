import { style } from '@vanilla-extract/css';
import { boxButton, groupInput } from '../Field/Field.css.js';
import { vars } from '../theme/contract.css.js';

export const icon = style({
  flexShrink: 0,
  marginInlineStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: '1.125rem',
});

export const input = style([
  groupInput,
  {
    paddingInlineStart: vars.space.sm,
    // The browser's own clear button would duplicate ours.
    selectors: { '&::-webkit-search-cancel-button': { appearance: 'none' } },
  },
]);

// Nothing to clear while empty; the button is out of the tab order anyway (Escape clears).
export const clear = style([boxButton, { selectors: { '[data-empty] &': { display: 'none' } } }]);
