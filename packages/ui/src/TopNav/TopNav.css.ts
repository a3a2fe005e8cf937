import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { bareNavItem, navItemStates } from '../styles/navItem.js';
import { pressable } from '../styles/pressable.css.js';
import { vars } from '../theme/contract.css.js';

export const root = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  listStyle: 'none',
});

export const entry = style([
  pressable,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minBlockSize: '2.5rem',
    paddingInline: vars.space.md,
    ...bareNavItem,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: navItemStates,
  },
]);

export const icon = style({ display: 'inline-flex', fontSize: '1.25rem' });
