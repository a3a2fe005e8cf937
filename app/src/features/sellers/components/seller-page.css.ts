import { centredRow, heading, mutedText, stack, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style(stack(vars.space.xxl));

export const header = style(centredRow(vars.space.lg));

export const titles = style({ ...stack(vars.space.xs), minInlineSize: 0 });

export const title = style({
  ...heading(vars.fontSize.xxxl, vars.fontWeight.bold),
  overflowWrap: 'anywhere',
});

export const muted = style(mutedText);

export const stats = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const section = style({ ...stack(vars.space.lg), minInlineSize: 0 });

export const sectionTitle = style(heading(vars.fontSize.xl, vars.fontWeight.semibold));
