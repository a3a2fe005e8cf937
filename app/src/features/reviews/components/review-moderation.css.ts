import { mutedText, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

/** The badge with the reason under it. */
export const visibility = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });

/** The reason beside a hidden review, the comment above the reason box. */
export const note = style({ ...mutedText, fontSize: vars.fontSize.sm });

/** A long comment stops after a few lines: the table is for finding a review, not reading it. */
export const comment = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  maxInlineSize: '28rem',
});
