import { style } from '@vanilla-extract/css';
import { centredRow } from '../styles/layout.js';
import { tile } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';

/** A closed conversation: the reason in the composer's place, with a lock beside it. */
export const closed = style({
  ...tile,
  ...centredRow(vars.space.sm),
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
});
