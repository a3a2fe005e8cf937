import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { bareNavItem, navItemStates } from '../styles/navItem.js';
import { pressable } from '../styles/pressable.css.js';
import { hiddenRules } from '../styles/visuallyHidden.css.js';
import { vars } from '../theme/contract.css.js';

// docs/product.md section 9: 280 px wide, 72 px collapsed.
const WIDTH = '280px';
const COLLAPSED_WIDTH = '72px';

export const root = style({
  boxSizing: 'border-box',
  inlineSize: WIDTH,
  blockSize: '100%',
  overflowX: 'hidden',
  overflowY: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  transitionProperty: 'inline-size',
  transitionDuration: vars.duration.normal,
  transitionTimingFunction: vars.easing.standard,
  selectors: { '&[data-collapsed]': { inlineSize: COLLAPSED_WIDTH } },
});

const whenCollapsed = `${root}[data-collapsed] &`;

export const section = style({
  display: 'grid',
  gap: vars.space.xs,
  selectors: { '& + &': { marginBlockStart: vars.space.lg } },
});

export const heading = style({
  margin: 0,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  selectors: { [whenCollapsed]: hiddenRules },
});

// Stands in for the heading when collapsed, so the sections still read as separate groups.
export const divider = style({
  display: 'none',
  blockSize: 1,
  marginInline: vars.space.sm,
  backgroundColor: vars.color.border,
  selectors: { [whenCollapsed]: { display: 'block' } },
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const nested = style([list, { marginBlockStart: vars.space.xxs }]);

export const link = style([
  pressable,
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    boxSizing: 'border-box',
    inlineSize: '100%',
    minBlockSize: '2.5rem',
    paddingInline: vars.space.md,
    ...bareNavItem,
    fontSize: vars.fontSize.md,
    textAlign: 'start',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      ...navItemStates,
      [whenCollapsed]: { justifyContent: 'center', paddingInline: 0 },
    },
  },
]);

// Nested links line their text up with the parent's label, past where the icon sits.
export const nestedLink = style({ paddingInlineStart: `calc(${vars.space.md} * 2 + 1.375rem)` });

export const icon = style({ display: 'inline-flex', flexShrink: 0, fontSize: '1.375rem' });

export const label = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { [whenCollapsed]: hiddenRules },
});

export const pending = style({
  display: 'inline-flex',
  flexShrink: 0,
  // Collapsed, the dot sits on the icon's corner, as on an app icon.
  selectors: {
    [whenCollapsed]: {
      position: 'absolute',
      insetBlockStart: vars.space.xs,
      insetInlineEnd: vars.space.sm,
    },
  },
});

export const caret = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    '[data-expanded] > * > &': { transform: 'rotate(90deg)' },
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
    '[data-expanded] > * > &:dir(rtl)': { transform: 'scaleX(-1) rotate(90deg)' },
    [whenCollapsed]: { display: 'none' },
  },
});
