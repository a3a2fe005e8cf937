import { style } from '@vanilla-extract/css';
import { wrapRow } from '../styles/layout.js';
import { heading, mutedText } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  boxSizing: 'border-box',
  minBlockSize: '100dvh',
  padding: vars.space.xl,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  maxInlineSize: '32rem',
  textAlign: 'center',
});

export const icon = style({ color: vars.color.warning });

export const title = style(heading(vars.fontSize.xxl, vars.fontWeight.bold));

export const text = style(mutedText);

export const actions = style({ ...wrapRow(vars.space.sm), justifyContent: 'center' });
