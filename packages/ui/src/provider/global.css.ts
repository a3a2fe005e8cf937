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

// Controls take the page's face rather than the browser's control font, which Chromium learns from
// the system after the page may already be drawn: a button's text (an avatar's initials) was Arial
// on one load and the system face on the next.
globalStyle('button, input, select, textarea', { fontFamily: 'inherit' });
