import { style } from '@vanilla-extract/css';
import { dividedFromPrevious, thumbnail } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem 1fr auto',
  gridTemplateAreas: '"image info remove" "image stepper stepper"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.md,
  selectors: dividedFromPrevious,
});

export const image = style({
  gridArea: 'image',
  alignSelf: 'start',
  ...thumbnail('3.5rem'),
});

export const info = style({ gridArea: 'info', display: 'grid', minInlineSize: 0 });

export const name = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
  unicodeBidi: 'plaintext',
});

export const price = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const remove = style({ gridArea: 'remove' });

export const stepper = style({
  gridArea: 'stepper',
  display: 'flex',
  justifyContent: 'flex-start',
});
