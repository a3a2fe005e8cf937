import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../styles/focusRing.css.js';
import { pressable } from '../styles/pressable.css.js';
import { vars } from '../theme/contract.css.js';
import { reducedMotion } from '../theme/motion.js';

const root = style([
  pressable,
  {
    // Content and pending state share one grid cell, so the button is as wide as the wider of the two
    // and does not jump when it starts or stops loading.
    display: 'inline-grid',
    placeItems: 'center',
    boxSizing: 'border-box',
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    // LinkButton shares these styles on an <a>.
    textDecoration: 'none',
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.45 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
]);

const hoverOrPress = '&[data-hovered], &[data-pressed]';

export const button = recipe({
  base: [root, focusRing],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { [hoverOrPress]: { backgroundColor: vars.color.primaryHover } },
      },
      secondary: {
        backgroundColor: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        color: vars.color.text,
        selectors: { [hoverOrPress]: { backgroundColor: vars.color.surfaceHover } },
      },
      outline: {
        backgroundColor: 'transparent',
        borderColor: vars.color.primary,
        color: vars.color.primary,
        selectors: { [hoverOrPress]: { backgroundColor: vars.color.surfaceHover } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: { [hoverOrPress]: { backgroundColor: vars.color.surfaceHover } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { [hoverOrPress]: { backgroundColor: vars.color.dangerHover } },
      },
    },
    size: {
      sm: {
        minBlockSize: '2rem',
        minInlineSize: '2rem',
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minBlockSize: '2.5rem',
        minInlineSize: '2.5rem',
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minBlockSize: '3rem',
        minInlineSize: '3rem',
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

/**
 * A worded button's (Button's, LinkButton's) label stays on one line where it fits, as `nowrap`
 * kept it (a flex row does not squeeze it below its width), and wraps, centred, only when it is
 * wider than its container: a long Spanish label on a phone. After the recipe, so it wins.
 */
export const wrapsWhenNarrow = style({
  whiteSpace: 'normal',
  minInlineSize: 'fit-content',
  maxInlineSize: '100%',
  paddingBlock: vars.space.xs,
  textAlign: 'center',
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const whilePending = `${root}[data-pending] &`;

const layer = style({
  gridArea: '1 / 1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** The button's own content; hidden while a pending label takes its place. */
export const content = style([layer, { selectors: { [whilePending]: { visibility: 'hidden' } } }]);

/** Without a pending label the content stays in the accessible name and only fades. */
export const contentUnderSpinner = style([
  layer,
  { selectors: { [whilePending]: { opacity: 0 } } },
]);

/** Spinner and pending label; always laid out so its width is reserved. */
export const pending = style([
  layer,
  {
    visibility: 'hidden',
    selectors: { [whilePending]: { visibility: 'visible' } },
  },
]);

/**
 * Text whose direction comes from its own characters, so "Loading ..." keeps its dots at the end
 * in a right-to-left layout.
 */
export const isolated = style({ unicodeBidi: 'plaintext' });

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = style({
  flexShrink: 0,
  selectors: { [whilePending]: { animation: `${spin} 0.8s linear infinite` } },
  '@media': {
    // The pending label already says what is going on; the motion adds nothing for these users.
    [reducedMotion]: { selectors: { [whilePending]: { animation: 'none' } } },
  },
});
