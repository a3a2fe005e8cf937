import { style } from '@vanilla-extract/css';
import { stepLabelStates, stepMarker } from '../styles/stepMarker.js';
import { vars } from '../theme/contract.css.js';

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

const marker = '2rem';

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${marker} 1fr`,
  columnGap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  selectors: {
    // The line from this step's marker down to the next one.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlock: `${marker} 0`,
      insetInlineStart: `calc(${marker} / 2 - 1px)`,
      inlineSize: 2,
      backgroundColor: vars.color.border,
    },
    '&[data-state="done"]:not(:last-child)::before': { backgroundColor: vars.color.primary },
  },
});

export const icon = style({ ...stepMarker(step), fontSize: '1rem' });

export const text = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockStart: vars.space.xs,
});

export const label = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  selectors: stepLabelStates(step),
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
