import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const caption = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

// The plot takes the width its container gives and the SVG is drawn to it (useWidth): without
// containment the SVG's first, fallback width would set the container's own on a phone.
export const plot = style({ minInlineSize: 0, contain: 'inline-size' });

export const svg = style({ display: 'block', overflow: 'visible' });

export const gridLine = style({ stroke: vars.color.border, strokeOpacity: 0.4 });

export const baseline = style({ stroke: vars.color.border });

export const axisText = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: '12px',
  fontVariantNumeric: 'tabular-nums',
});

export const bar = style({ fill: vars.color.primary });

export const negativeBar = style({ fill: vars.color.danger });

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const numberCell = style([cell, { textAlign: 'end' }]);
