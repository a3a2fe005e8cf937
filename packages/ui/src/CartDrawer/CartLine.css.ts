import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { pressable } from '../styles/pressable.css.js';
import { vars } from '../theme/contract.css.js';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem 1fr auto',
  gridTemplateAreas: '"image info remove" "image stepper stepper"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const image = style({
  gridArea: 'image',
  alignSelf: 'start',
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceHover,
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

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const step = style([
  pressable,
  focusRing,
  {
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: '2rem',
    blockSize: '2rem',
    padding: 0,
    border: 'none',
    background: 'none',
    color: vars.color.text,
    outlineOffset: '-2px',
    selectors: {
      '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceHover },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted, opacity: 0.6 },
    },
  },
]);

export const input = style({
  inlineSize: '2.5rem',
  blockSize: '2rem',
  padding: 0,
  border: 'none',
  borderInline: `1px solid ${vars.color.border}`,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
