import { vars } from '../theme/contract.css.js';

/** The groove of a horizontal bar that shows an amount (upload progress, a level's share). */
export const meterTrack = (blockSize: string) =>
  ({
    blockSize,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceHover,
  }) as const;

/** The filled part of that bar; its inline size is the amount. */
export const meterFill = { blockSize: '100%', backgroundColor: vars.color.primary } as const;
