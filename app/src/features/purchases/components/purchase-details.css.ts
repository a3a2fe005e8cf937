import { hairline, plainList, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

// The page's two columns (the steps or the purchase, then its summary), shared with the other order pages.
export { mainColumn as main, pageColumns as layout } from '../../../components/orders/orders.css';

export const section = style({ display: 'grid', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const items = style(plainList(vars.space.sm));

export const item = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  border: hairline,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const photo = style({
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceHover,
});

export const itemText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });

export const itemName = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A tracking code: up to 100 characters with no space, so it may break anywhere on a phone. */
export const tracking = style({ overflowWrap: 'anywhere' });

export const download = style({ marginBlockStart: vars.space.xs });

export const actions = style({ display: 'grid', gap: vars.space.sm });

/** A refund's line, set apart as news about the buyer's money. */
export const refund = style({
  margin: 0,
  padding: vars.space.md,
  border: hairline,
  borderInlineStart: `4px solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
});
