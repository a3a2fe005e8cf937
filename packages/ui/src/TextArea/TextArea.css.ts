import { style } from '@vanilla-extract/css';
import { inputBox } from '../Field/Field.css.js';

// Only vertical resizing: a wider box would break the form's column.
export const textArea = style([inputBox, { resize: 'vertical', minBlockSize: '5rem' }]);
