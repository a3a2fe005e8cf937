import { hairline, plainList, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export { mainColumn as main, pageColumns as layout } from '../../../components/orders/orders.css';

export const section = style({ display: 'grid', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const items = style(plainList(vars.space.sm));

export const item = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
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

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'grid', gap: vars.space.sm });

/** A tracking code: up to 100 characters with no space, so it may break anywhere on a phone. */
export const tracking = style({ overflowWrap: 'anywhere' });
