import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.js';

// Every tone is a solid fill with its own text colour; the pairs are checked in schemes.test.ts.
const tone = {
  neutral: { backgroundColor: vars.color.textMuted, color: vars.color.surface },
  primary: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
  success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  warning: { backgroundColor: vars.color.warning, color: vars.color.onWarning },
  danger: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
  info: { backgroundColor: vars.color.info, color: vars.color.onInfo },
};

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minInlineSize: '1.25rem',
    blockSize: '1.25rem',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: { tone },
  defaultVariants: { tone: 'primary' },
});

export const dot = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    inlineSize: '0.5rem',
    blockSize: '0.5rem',
    borderRadius: vars.radius.full,
  },
  variants: { tone },
  defaultVariants: { tone: 'danger' },
});

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof badge>>['tone']>;

export const label = style({ whiteSpace: 'nowrap' });
