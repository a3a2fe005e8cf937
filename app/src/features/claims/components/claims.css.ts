import {
  hairline,
  media,
  plainList,
  stack,
  surfaceCard,
  thumbnail,
  vars,
  wrapRow,
} from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';
import { mainColumn, pageColumns } from '../../../components/orders/orders.css';

export const section = style(stack(vars.space.md));

/**
 * The claim page's columns as the purchase's and the sale's: what happened and the conversation,
 * with the steps beside both on a wide screen; on a phone the steps come between them, so a long
 * conversation does not push what the reader can do out of reach.
 */
export const layout = style([
  pageColumns,
  { '@media': { [media.lg]: { gridTemplateAreas: '"main side" "talk side"' } } },
]);

export const main = style([mainColumn, { '@media': { [media.lg]: { gridArea: 'main' } } }]);

export const side = style([section, { '@media': { [media.lg]: { gridArea: 'side' } } }]);

export const talk = style({ minInlineSize: 0, '@media': { [media.lg]: { gridArea: 'talk' } } });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The buyer's words: their own line breaks kept. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const photos = style(wrapRow(vars.space.sm));

export const photo = style(thumbnail('5rem'));

/** The steps the reader may take, in a card beside the claim. */
export const steps = style({
  ...stack(vars.space.sm),
  ...surfaceCard,
  padding: vars.space.md,
});

/** A purchase's or a sale's claims: one line for each sale with a claim, or a way to open one. */
export const claimLines = style(plainList(vars.space.sm));

/** One sale's: its latest claim and, once that one is resolved, a way to open another. */
export const claimSale = style(stack(vars.space.sm));

export const claimLine = style({
  ...wrapRow(vars.space.sm),
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.md,
  border: hairline,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
});

export const form = style(stack(vars.space.md));

export const formButtons = style({ ...wrapRow(vars.space.sm), justifyContent: 'flex-end' });

/** A tracking code: up to 100 characters with no space, so it may break anywhere on a phone. */
export const tracking = style({ overflowWrap: 'anywhere' });
