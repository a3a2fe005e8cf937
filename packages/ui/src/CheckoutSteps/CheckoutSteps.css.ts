import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { stepLabelStates, stepMarker } from '../styles/stepMarker.js';
import { vars } from '../theme/contract.css.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({ display: 'flex', minInlineSize: 0 });

const row = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.75rem',
  color: vars.color.text,
} as const;

export const body = style(row);

export const button = style([
  focusRing,
  {
    ...row,
    margin: 0,
    paddingBlock: 0,
    paddingInline: vars.space.xs,
    marginInline: `calc(-1 * ${vars.space.xs})`,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    },
  },
]);

export const marker = style({
  ...stepMarker(step),
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  selectors: stepLabelStates(step),
});
