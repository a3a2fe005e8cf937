import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

// The theme class sits on <html>, so the page itself (and anything portalled to <body>) is themed.
globalStyle('html', {
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

// Controls take the page's face rather than the browser's control font (Arial on Linux), so a
// button's own text (an avatar's initials in the user menu's trigger) is in the face around it.
globalStyle('button, input, select, textarea', { fontFamily: 'inherit' });
