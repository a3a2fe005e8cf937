import { style } from '@vanilla-extract/css';
import { centredRow, plainList, wrapRow } from '../styles/layout.js';
import { mutedText } from '../styles/text.js';
import { vars } from '../theme/contract.css.js';

// A question is drawn as a review is: its card, name, date, words and actions are ReviewCard's.
export { actions, author as asker, card, date, text } from '../ReviewCard/ReviewCard.css.js';

export const list = style(plainList(vars.space.md));

/** The asker and the date on one line, the date wrapping under the name when they do not fit. */
export const byline = style({ ...wrapRow(vars.space.sm), alignItems: 'baseline' });

/** Said in words beside an hourglass, so the state does not rest on colour. */
export const waiting = style({
  ...centredRow(vars.space.xs),
  ...mutedText,
  fontSize: vars.fontSize.sm,
  fontStyle: 'italic',
});
