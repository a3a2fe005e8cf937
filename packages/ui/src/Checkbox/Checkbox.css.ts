import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { indicator } from './choice.css.js';

export const box = style([indicator, { borderRadius: vars.radius.sm }]);
