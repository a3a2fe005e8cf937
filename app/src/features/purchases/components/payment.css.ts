import { hairline, surfaceCard, vars, wrapRow } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  padding: vars.space.lg,
  ...surfaceCard,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const transfer = style({ display: 'grid', gap: vars.space.lg });

/** The bank's instructions keep the lines the administrator wrote. */
export const instructions = style({ whiteSpace: 'pre-line' });

export const failure = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});

export const failureText = style({ margin: 0, color: vars.color.danger });

export const actions = style(wrapRow(vars.space.sm));

export const hosted = style({ display: 'grid', gap: vars.space.md });

export const explain = style({ margin: 0 });

/** What the page says on return from the provider's page. */
export const returnNotice = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: hairline,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** The same, when the payment could not be confirmed yet. */
export const returnWarning = style([returnNotice, { borderColor: vars.color.warning }]);
