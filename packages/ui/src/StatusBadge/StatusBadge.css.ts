import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** On top of Badge's pill: room for the icon beside the word, and a little more height for both. */
export const root = style({
  gap: vars.space.xs,
  // A word longer than its column (a card's on a phone) wraps inside the pill instead of running
  // over the next column's value. As high as its lines, not stretched by a row's alignment.
  blockSize: 'fit-content',
  minBlockSize: '1.5rem',
  maxInlineSize: '100%',
  paddingBlock: vars.space.xxs,
  whiteSpace: 'normal',
  paddingInline: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const icon = style({ flexShrink: 0, fontSize: '1rem' });
