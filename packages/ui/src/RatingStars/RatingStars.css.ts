import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { centredRow } from '../styles/layout.js';
import { vars } from '../theme/contract.css.js';

export const root = recipe({
  base: { ...centredRow(vars.space.xs), display: 'inline-flex', color: vars.color.text },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export type RatingStarsVariants = NonNullable<RecipeVariants<typeof root>>;

/**
 * The row of stars, a little larger than the text beside it. Amber is the colour shoppers know
 * ratings by; the theme's warning amber reaches 4.5:1 on every surface, so the outlines of empty
 * stars read too.
 */
export const stars = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '1.25em',
  color: vars.color.warning,
});

export const text = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
