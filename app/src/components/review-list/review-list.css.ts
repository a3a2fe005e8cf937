import { vars } from '@plaza/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const filters = style({ maxInlineSize: '16rem' });

export const person = style({ display: 'grid' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
