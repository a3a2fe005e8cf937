import { vars } from '../theme/contract.css.js';

/** A heading without the browser's margins, set tight: `style(heading(vars.fontSize.lg, vars.fontWeight.bold))`. */
export const heading = (fontSize: string, fontWeight: string) =>
  ({ margin: 0, fontSize, fontWeight, lineHeight: vars.lineHeight.tight }) as const;

/** Secondary text (a description, an empty list's note) without the browser's margins. */
export const mutedText = { margin: 0, color: vars.color.textMuted } as const;
