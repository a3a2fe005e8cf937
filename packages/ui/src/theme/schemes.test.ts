import { describe, expect, it } from 'vitest';
import { dark, light, type ColorRole, type Scheme } from './schemes.js';

// WCAG 2.2 relative luminance and contrast ratio of two #rrggbb colours.
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

const TEXT = 4.5;
const UI = 3;

const surfaces: ColorRole[] = ['background', 'surface', 'surfaceRaised'];

// Each pair is one the components actually paint: [foreground, background, minimum ratio].
const pairs: [ColorRole, ColorRole, number][] = [
  ...(['text', 'textMuted', 'primary'] as const).flatMap((fg) =>
    [...surfaces, 'surfaceHover' as const].map((bg): [ColorRole, ColorRole, number] => [
      fg,
      bg,
      TEXT,
    ]),
  ),
  ...(['success', 'warning', 'danger', 'info'] as const).flatMap((fg) =>
    surfaces.map((bg): [ColorRole, ColorRole, number] => [fg, bg, TEXT]),
  ),
  // Solid fills with text on them: buttons, badges, the active sidebar item.
  ['onPrimary', 'primary', TEXT],
  ['onPrimary', 'primaryHover', TEXT],
  ['onDanger', 'danger', TEXT],
  ['onDanger', 'dangerHover', TEXT],
  ['onSuccess', 'success', TEXT],
  ['onWarning', 'warning', TEXT],
  ['onInfo', 'info', TEXT],
  // The wordmark is text in the brand colour; the mark's parts are graphics on the brand tile.
  ...surfaces.map((bg): [ColorRole, ColorRole, number] => ['brand', bg, TEXT]),
  ['onBrand', 'brand', UI],
  ['brandAccent', 'brand', UI],
  ...(['border', 'focus'] as const).flatMap((fg) =>
    [...surfaces, 'surfaceHover' as const].map((bg): [ColorRole, ColorRole, number] => [
      fg,
      bg,
      UI,
    ]),
  ),
];

// Semi-dark paints the chrome with the dark scheme and the content with the light one, so these two
// cover it.
describe.each([
  ['light', light],
  ['dark', dark],
] as [string, Scheme][])('%s scheme', (_name, scheme) => {
  it.each(pairs)('%s on %s reaches %d:1', (fg, bg, minimum) => {
    expect(contrast(scheme.color[fg], scheme.color[bg])).toBeGreaterThanOrEqual(minimum);
  });
});
