import { vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
});

export const main = style({
  flex: 1,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
});

export const card = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '32rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** A visitor's page: as wide as the signed-in content area, without the sidebar. */
export const page = style({
  flex: 1,
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '90rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  outline: 'none',
});
