import { vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
