import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.js';

export const avatar = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { inlineSize: '1.5rem', blockSize: '1.5rem', fontSize: vars.fontSize.xs },
      md: { inlineSize: '2rem', blockSize: '2rem', fontSize: vars.fontSize.sm },
      lg: { inlineSize: '2.5rem', blockSize: '2.5rem', fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const initials = style({
  '::after': { content: 'attr(data-initials)' },
});
