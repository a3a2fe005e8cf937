import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const warningIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.xxl,
});
