import { centredRow, focusOutline, media, vars, wrapRow } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const info = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const meta = style({
  ...wrapRow(vars.space.sm),
  alignItems: 'center',
  margin: 0,
  color: vars.color.textMuted,
});

export const buy = style({ ...wrapRow(vars.space.md), alignItems: 'end' });

export const seller = style({ ...centredRow(vars.space.sm), margin: 0 });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const description = style({ margin: 0, whiteSpace: 'pre-line' });

/** The rating under the name, a link down to the reviews. */
export const rating = style({
  display: 'inline-flex',
  marginBlockEnd: vars.space.lg,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
  },
});

/** Below the product, clear of the sticky header when the rating's link scrolls here. */
export const reviews = style({
  marginBlockStart: vars.space.xxxl,
  scrollMarginBlockStart: '5rem',
});
