import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { pressable } from '../styles/pressable.css.js';
import { hairline } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';

export const tabs = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

// Tabs that do not fit scroll sideways instead of wrapping, so the row keeps reading as one set.
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  // Room for the focus ring, which the scroll box would clip.
  padding: vars.space.xs,
  borderBlockEnd: hairline,
});

export const tab = style([
  pressable,
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    minBlockSize: '2.5rem',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
      // The selected tab is marked by a bar and weight as well as colour.
      '&[data-selected]': { color: vars.color.primary, fontWeight: vars.fontWeight.semibold },
      '&[data-selected]::after': {
        content: '""',
        position: 'absolute',
        insetInline: vars.space.sm,
        insetBlockEnd: `calc(-1 * ${vars.space.xs} - 1px)`,
        blockSize: 3,
        borderRadius: vars.radius.full,
        backgroundColor: vars.color.primary,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
]);

export const panel = style([focusRing, { borderRadius: vars.radius.sm }]);
