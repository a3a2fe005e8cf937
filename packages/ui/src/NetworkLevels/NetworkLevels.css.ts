import { style } from '@vanilla-extract/css';
import { plainList } from '../styles/layout.js';
import { meterFill, meterTrack } from '../styles/meter.js';
import { mutedText } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

export const list = style(plainList(vars.space.sm));

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr minmax(3rem, auto)',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const level = style({ fontWeight: vars.fontWeight.medium });

export const track = style(meterTrack('0.5rem'));

export const fill = style({ ...meterFill, borderRadius: vars.radius.full });

export const count = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
});

export const total = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const empty = style(mutedText);
