import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { overlay as drawerOverlay } from '../Drawer/Drawer.css.js';
import { topAlignedRow } from '../styles/layout.js';
import { vars } from '../theme/contract.css.js';

/** The drawers' dimmed, fading overlay, on the modal layer and centring its panel. */
export const overlay = style([
  drawerOverlay,
  {
    zIndex: vars.zIndex.modal,
    display: 'grid',
    placeItems: 'center',
    padding: vars.space.lg,
  },
]);

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' } });

const modalBase = style({
  inlineSize: '100%',
  maxBlockSize: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  boxSizing: 'border-box',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.duration.normal} ${vars.easing.enter}` },
  },
});

export const modal = styleVariants({
  sm: [modalBase, { maxInlineSize: '24rem' }],
  md: [modalBase, { maxInlineSize: '32rem' }],
  lg: [modalBase, { maxInlineSize: '48rem' }],
});

export const dialog = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style(topAlignedRow(vars.space.md));

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

// The close button's box is larger than its icon: pull it towards the corner so the icon lines up
// with the padding, as the title's text does.
export const close = style({
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});

export const body = style({ lineHeight: vars.lineHeight.normal });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
