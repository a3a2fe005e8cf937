import { vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
});
