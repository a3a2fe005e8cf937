import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const chevron = style({ color: vars.color.textMuted });
