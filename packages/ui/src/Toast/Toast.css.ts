import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { vars } from '../theme/contract.css.js';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  maxInlineSize: `calc(100vw - 2 * ${vars.space.lg})`,
  outline: 'none',
});

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' } });

const toastBase = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    boxSizing: 'border-box',
    inlineSize: '22rem',
    maxInlineSize: '100%',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '4px',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    animation: `${enter} ${vars.duration.normal} ${vars.easing.enter}`,
  },
]);

// The tone shows as the edge and the icon's colour, and as the icon's shape too.
export const toast = styleVariants({
  success: [toastBase, { borderInlineStartColor: vars.color.success }],
  error: [toastBase, { borderInlineStartColor: vars.color.danger }],
  info: [toastBase, { borderInlineStartColor: vars.color.info }],
  warning: [toastBase, { borderInlineStartColor: vars.color.warning }],
});

export const icon = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
});

export const content = style({ display: 'grid', gap: vars.space.xxs, flex: 1, minInlineSize: 0 });

export const title = style({ fontWeight: vars.fontWeight.semibold });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
