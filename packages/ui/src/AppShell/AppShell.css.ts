import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { hiddenRules } from '../styles/visuallyHidden.css.js';
import { media } from '../theme/breakpoints.js';
import { vars } from '../theme/contract.css.js';

// Source order is header, navigation, content, footer (the reading and tab order); the grid
// places the sidebar at the start from 1024 px.
const shellBase = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr auto',
  gridTemplateAreas: '"header" "main" "footer"',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const shell = styleVariants({
  vertical: [
    shellBase,
    {
      '@media': {
        [media.lg]: {
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          gridTemplateAreas: '"sidebar header" "sidebar main" "sidebar footer"',
        },
      },
    },
  ],
  horizontal: [shellBase],
});

export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&:not(:focus)': hiddenRules },
});

// The sidebar column exists from 1024 px; below, the sidebar lives in the off-canvas drawer.
// It spans every row and sticks, so it stays put while the page scrolls.
export const sidebarSlot = style({
  gridArea: 'sidebar',
  alignSelf: 'start',
  display: 'none',
  position: 'sticky',
  insetBlockStart: 0,
  blockSize: '100dvh',
  zIndex: vars.zIndex.chrome,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.lg]: { display: 'block' } },
});

// Under the drawer's navigation, which scrolls above it, apart from the links.
export const menuFooter = style({
  display: 'grid',
  justifyItems: 'start',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

const barBase = style({ gridArea: 'header', zIndex: vars.zIndex.chrome });

export const navbar = styleVariants({
  sticky: [barBase, { position: 'sticky', insetBlockStart: 0 }],
  static: [barBase, { position: 'relative' }],
  floating: [
    barBase,
    {
      position: 'sticky',
      insetBlockStart: 0,
      paddingBlockStart: vars.space.md,
      paddingInline: vars.space.lg,
    },
  ],
  // Hidden on wide screens only: below 1024 px the header holds the only way to the navigation.
  hidden: [
    barBase,
    { position: 'sticky', insetBlockStart: 0, '@media': { [media.lg]: { display: 'none' } } },
  ],
});

export const bar = style({});

globalStyle(`${navbar.floating} > ${bar}`, {
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const topNavSlot = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block' } },
});

const contentBase = style({
  gridArea: 'main',
  boxSizing: 'border-box',
  inlineSize: '100%',
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const content = styleVariants({
  full: [contentBase],
  boxed: [contentBase, { maxInlineSize: '1200px', marginInline: 'auto' }],
});

export const footer = styleVariants({
  static: { gridArea: 'footer' },
  sticky: { gridArea: 'footer', position: 'sticky', insetBlockEnd: 0, zIndex: vars.zIndex.sticky },
});
