import { surfaceCard, vars, wrapRow } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style({
  ...surfaceCard,
  ...wrapRow(vars.space.md),
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBlockEnd: vars.space.lg,
  padding: vars.space.md,
});

export const text = style({ margin: 0 });
