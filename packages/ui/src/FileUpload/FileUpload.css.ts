import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.js';
import { topAlignedRow } from '../styles/layout.js';
import { meterFill, meterTrack } from '../styles/meter.js';
import { focusOutline } from '../styles/states.js';
import { tile } from '../styles/surface.js';
import { vars } from '../theme/contract.css.js';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  color: vars.color.text,
});

export const dropZone = style([
  focusRing,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    padding: vars.space.xl,
    borderWidth: 2,
    borderStyle: 'dashed',
    borderColor: vars.color.border,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    textAlign: 'center',
    transitionProperty: 'border-color, background-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-drop-target]': {
        borderStyle: 'solid',
        borderColor: vars.color.primary,
        backgroundColor: vars.color.surfaceHover,
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
    },
  },
]);

export const dropIcon = style({ fontSize: '2rem', color: vars.color.textMuted });

export const dropText = style({ color: vars.color.textMuted });

/** Messages about the last pick: one line per file left out. */
export const rejections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  selectors: { '&:empty': { display: 'none' } },
});

export const message = style({
  ...topAlignedRow(vars.space.xs),
  margin: 0,
});

export const messageIcon = style({ flexShrink: 0, blockSize: '1.5em' });

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  outline: 'none',
  selectors: {
    '&[data-layout="grid"]': { gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))' },
  },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
  padding: vars.space.sm,
  ...tile,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '[data-layout="grid"] > &': { flexDirection: 'column', alignItems: 'stretch' },
    '&[data-focus-visible]': focusOutline,
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-allows-dragging]': { cursor: 'grab' },
  },
});

export const itemInvalid = style({ borderColor: vars.color.danger });

export const preview = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceHover,
});

export const fileIcon = style({ flexShrink: 0, fontSize: '1.75rem', color: vars.color.textMuted });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  // File names take their direction from their own characters, and still line up with the
  // layout's start.
  unicodeBidi: 'plaintext',
  textAlign: 'match-parent',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
});

export const progress = style({ display: 'block' });

export const progressTrack = style({
  ...meterTrack('0.375rem'),
  // Visible against the surface in forced colours too.
  outline: '1px solid transparent',
});

export const progressFill = style({
  ...meterFill,
  transitionProperty: 'inline-size',
  transitionDuration: vars.duration.normal,
});

export const itemError = style([message, { fontSize: vars.fontSize.xs, color: vars.color.danger }]);

export const dropIndicator = style({
  outline: `1px solid ${vars.color.primary}`,
  selectors: { '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}` } },
});
