import { style } from '@vanilla-extract/css';
import { drawerBody } from '../styles/drawer.js';
import { spreadRow } from '../styles/layout.js';
import { focusRing } from '../styles/focusRing.css.js';
import { pressable } from '../styles/pressable.css.js';
import { toggleLabel, focusOutline } from '../styles/states.js';
import { switchThumb, switchThumbOn, switchTrack, switchTrackOn } from '../styles/switch.js';
import { vars } from '../theme/contract.css.js';

export const panel = style({ inlineSize: '360px' });

export const body = style(drawerBody(vars.space.xl));

export const switchRow = style({
  ...spreadRow(vars.space.md),
  minBlockSize: '2rem',
  ...toggleLabel,
});

export const track = style([
  pressable,
  {
    ...switchTrack,
    selectors: { '[data-selected] > &': switchTrackOn, '[data-focus-visible] > &': focusOutline },
  },
]);

export const thumb = style({
  ...switchThumb,
  selectors: { '[data-selected] > * > &': switchThumbOn },
});

export const group = style({ display: 'grid', gap: vars.space.sm });

export const groupLabel = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const option = style([
  pressable,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: '2rem',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
      '&[data-selected]': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
      },
    },
  },
]);
