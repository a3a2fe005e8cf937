import { style } from '@vanilla-extract/css';
import { wrapRow } from '../styles/layout.js';
import { heading, mutedText } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
});

export const titles = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const title = style({
  ...heading(vars.fontSize.xxl, vars.fontWeight.bold),
  color: vars.color.text,
});

export const description = style(mutedText);

export const crumbs = style({
  ...wrapRow(vars.space.xs),
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const separator = style({ color: vars.color.textMuted, flexShrink: 0 });

export const actions = style(wrapRow(vars.space.sm));
