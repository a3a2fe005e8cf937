import { style } from '@vanilla-extract/css';
import { focusOutline } from '../styles/states.js';
import { mutedText } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
  gap: vars.space.md,
  outline: 'none',
});

export const empty = style(mutedText);

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    // A ring inside the border as well as its colour, so the selection shows without colour alone.
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusOutline,
  },
});

/** A radio's circle, filled when the card is selected. */
export const indicator = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  marginBlockStart: vars.space.xxs,
  boxSizing: 'border-box',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.full,
  selectors: {
    [`${card}[data-selected] &`]: { borderColor: vars.color.primary },
    [`${card}[data-selected] &::after`]: {
      content: '""',
      inlineSize: '0.625rem',
      blockSize: '0.625rem',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.primary,
    },
  },
});

export const text = style({
  display: 'grid',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

// Each line keeps its own direction: a phone number stays "+57 300..." in a right-to-left page.
const ownDirection = style({ unicodeBidi: 'plaintext' });

export const name = style([ownDirection, { margin: 0, fontWeight: vars.fontWeight.semibold }]);

export const line = style([
  ownDirection,
  { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);

export const actions = style({ display: 'flex', gap: vars.space.xs });
