import { style } from '@vanilla-extract/css';
import { centredRow, stack } from '../styles/layout.js';
import { mutedText } from '../styles/text.js';
import { tile } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';

export const root = style({
  ...tile,
  ...centredRow(vars.space.sm),
  display: 'inline-flex',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  color: vars.color.text,
  selectors: {
    '&[data-state="soon"]': { borderColor: vars.color.warning },
    '&[data-state="overdue"]': { borderColor: vars.color.danger, borderWidth: 2 },
  },
});

/** Beside every line: the icon is the state's second cue after the words. */
export const icon = style({
  display: 'inline-flex',
  fontSize: '1.5rem',
  color: vars.color.textMuted,
  selectors: {
    [`${root}[data-state="soon"] &`]: { color: vars.color.warning },
    [`${root}[data-state="overdue"] &`]: { color: vars.color.danger },
  },
});

/** The label, the time left and the exact date, one under the other. */
export const text = style(stack(vars.space.xxs));

export const label = style({ ...mutedText, fontSize: vars.fontSize.sm });

export const left = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  selectors: { [`${root}[data-state="overdue"] &`]: { color: vars.color.danger } },
});

export const until = style({ ...mutedText, fontSize: vars.fontSize.sm });
