import { keyframes, style } from '@vanilla-extract/css';
import { coverImage, inCorner } from '../styles/layout.js';
import { focusOutline } from '../styles/states.js';
import { photoBox } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';

export const root = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const stage = style({ ...photoBox, borderRadius: vars.radius.lg, overflow: 'hidden' });

export const photo = style(coverImage);

export const zoom = style(inCorner('end', 'end', vars.space.sm));

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.xxs,
  overflowX: 'auto',
  outline: 'none',
});

export const thumbnail = style({
  flexShrink: 0,
  inlineSize: '4rem',
  blockSize: '4rem',
  boxSizing: 'border-box',
  padding: vars.space.xxs,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border },
    '&[data-selected]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': focusOutline,
  },
});

export const thumbnailImage = style({ ...coverImage, borderRadius: vars.radius.sm });

const fadeIn = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.scrim,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.enter}` },
  },
});

export const modal = style({ outline: 'none' });

export const dialog = style({
  position: 'relative',
  display: 'grid',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const large = style({
  display: 'block',
  maxInlineSize: 'min(56rem, calc(100vw - 4rem))',
  maxBlockSize: 'calc(100dvh - 4rem)',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const close = style(inCorner('start', 'end', vars.space.md));
