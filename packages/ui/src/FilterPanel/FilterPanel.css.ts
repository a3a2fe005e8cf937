import { style } from '@vanilla-extract/css';
import { wrapRow } from '../styles/layout.js';
import { surfaceCard } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';

export const root = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  ...surfaceCard,
  // `display: grid` would otherwise override the hidden attribute of the folded panel.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const range = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space.md,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style(wrapRow(vars.space.sm));
