// Layout fragments: plain style objects (no class of their own) to spread into a `style({...})`,
// so the rules they share are written once and the generated CSS stays what each style wrote.

/** A column of children `gap` apart, as flex: `style({ ...stack(vars.space.sm), color })`. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** A row that wraps onto more lines, children `gap` apart: toolbars, chips, action buttons. */
export const wrapRow = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', gap }) as const;

/** A row of children centred on one line, `gap` apart: an icon beside its text. */
export const centredRow = (gap: string) =>
  ({ display: 'flex', alignItems: 'center', gap }) as const;

/** A row of children lined up at the top, `gap` apart: an icon beside text that may wrap. */
export const topAlignedRow = (gap: string) =>
  ({ display: 'flex', alignItems: 'flex-start', gap }) as const;

/** A row with its first and last children pushed to the two ends: a title and its button. */
export const spreadRow = (gap: string) =>
  ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap }) as const;

/** A list without bullets or indent whose items stand `gap` apart in a grid. */
export const plainList = (gap: string) =>
  ({ display: 'grid', gap, margin: 0, padding: 0, listStyle: 'none' }) as const;

/** An image that fills its box and is cropped to it, never stretched. */
export const coverImage = {
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
} as const;

/**
 * Laid over a corner of the nearest positioned box, `inset` in from both its edges: a badge or a
 * button on a photo. `inCorner('start', 'end', gap)` is the top corner on the end side.
 */
export const inCorner = (block: 'start' | 'end', inline: 'start' | 'end', inset: string) =>
  ({
    position: 'absolute',
    ...(block === 'start' ? { insetBlockStart: inset } : { insetBlockEnd: inset }),
    ...(inline === 'start' ? { insetInlineStart: inset } : { insetInlineEnd: inset }),
  }) as const;
