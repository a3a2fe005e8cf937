import { media, plainList, spreadRow, surfaceCard, vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const section = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const tickets = style(plainList(vars.space.md));

export const ticket = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  ...surfaceCard,
});

export const ticketHeader = style({ ...spreadRow(vars.space.sm), flexWrap: 'wrap' });

export const subject = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const message = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const answer = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.primary}`,
});

export const answerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const status = style({ margin: 0, color: vars.color.success });
