import { style } from '@vanilla-extract/css';
import { stack } from '../styles/layout.js';
import { tile } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';
import { control, indicator } from '../Checkbox/choice.css.js';

export const group = style({ ...stack(vars.space.sm), color: vars.color.text });

export const options = style({
  ...stack(vars.space.sm),
  selectors: { '[aria-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap' } },
});

/** Each option is a card, so a description reads as part of it. */
export const option = style({
  ...stack(vars.space.xxs),
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  ...tile,
  selectors: {
    // The selected card gets a thicker edge as well as the colour.
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    // Only the name row dims (see the control's style): the description stays readable, as it
    // may say why the option is unavailable.
    '&[data-disabled]': { borderStyle: 'dashed' },
  },
});

export const circle = style([
  indicator,
  {
    borderRadius: vars.radius.full,
    selectors: {
      // The dot: the surface colour showing through the middle of the filled circle.
      [`${control}[data-selected] &`]: { boxShadow: `inset 0 0 0 3px ${vars.color.surface}` },
    },
  },
]);

export const optionLabel = style({ fontWeight: vars.fontWeight.medium });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  blockSize: '1lh',
  fontSize: '1.25rem',
  color: vars.color.textMuted,
});
