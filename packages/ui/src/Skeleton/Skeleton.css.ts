import { keyframes } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.js';
import { reducedMotion } from '../theme/motion.js';

const pulse = keyframes({ '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    backgroundColor: vars.color.surfaceHover,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': {
      // A still placeholder says "loading" just as well to those who asked for less motion.
      [reducedMotion]: { animation: 'none' },
    },
  },
  variants: {
    shape: {
      // One line of body text: the block is the text's height, not the line box's.
      text: { blockSize: '1em', borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonShape = NonNullable<NonNullable<RecipeVariants<typeof skeleton>>['shape']>;
