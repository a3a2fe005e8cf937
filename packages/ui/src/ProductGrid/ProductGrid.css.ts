import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

// As many columns of at least 14 rem as fit: one on a phone, four or five on a desktop.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minInlineSize: 0 });
