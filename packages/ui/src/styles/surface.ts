import { vars } from '../theme/contract.css.js';

/** A thin line in the border colour, for borders and dividers. */
export const hairline = `1px solid ${vars.color.border}`;

/** Selectors for an item of a list that draws a line between it and the one before. */
export const dividedFromPrevious = { '& + &': { borderBlockStart: hairline } } as const;

/** A product's small picture in a list, `size` square, cropped to fit. */
export const thumbnail = (size: string) =>
  ({
    inlineSize: size,
    blockSize: size,
    objectFit: 'cover',
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceHover,
  }) as const;

/**
 * A product photo's square box: the placeholder colour shows until the photo (`coverImage`) fills
 * it, and badges or buttons can be laid over its corners (`inCorner`).
 */
export const photoBox = {
  position: 'relative',
  aspectRatio: '1',
  backgroundColor: vars.color.surfaceHover,
} as const;

/** A card on the page: the surface colour inside a thin rounded border. */
export const surfaceCard = {
  border: hairline,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
} as const;

/**
 * A box inside a list or form (a repeated row, an uploaded file, a radio card): its border in
 * longhands, so a state can change the colour or the style alone.
 */
export const tile = {
  borderWidth: 1,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
} as const;
