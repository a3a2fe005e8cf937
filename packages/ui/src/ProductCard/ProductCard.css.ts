import { style } from '@vanilla-extract/css';
import { coverImage, inCorner } from '../styles/layout.js';
import { focusOutline } from '../styles/states.js';
import { photoBox, surfaceCard } from '../styles/surface.js';
import { heading } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  boxSizing: 'border-box',
  ...surfaceCard,
  color: vars.color.text,
  overflow: 'hidden',
});

export const media = style(photoBox);

export const image = style(coverImage);

export const soldOut = style(inCorner('start', 'start', vars.space.sm));

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const name = style(heading(vars.fontSize.md, vars.fontWeight.semibold));

/**
 * The product's one link. Its ::after stretches over the whole card, so the picture and the text
 * open the product too, without nesting the add button inside a link.
 */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::after': focusOutline,
  },
});

export const description = style({
  display: '-webkit-box',
  margin: 0,
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
});

export const foot = style({
  display: 'grid',
  gap: vars.space.md,
  marginBlockStart: 'auto',
});

/** Above the stretched link, so it takes its own presses. */
export const action = style({ position: 'relative', display: 'grid' });
