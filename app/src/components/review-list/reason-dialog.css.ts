import { vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

/** A roomy dialog's column: the context, the text box and the buttons, closer than a form's. */
export const body = style({ display: 'grid', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'end',
});
