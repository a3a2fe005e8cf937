import { createThemeContract } from '@vanilla-extract/css';
import { light } from './schemes.js';
import { tokens } from './tokens.js';

// The contract takes its shape from the values, so a token added there is a variable here.
const slotsFor = <T extends object>(group: T) =>
  Object.fromEntries(Object.keys(group).map((key) => [key, null])) as Record<
    Extract<keyof T, string>,
    null
  >;

/** The one theme contract: every component reads these CSS variables, every theme fills them. */
export const vars = createThemeContract({
  color: slotsFor(light.color),
  shadow: slotsFor(light.shadow),
  space: slotsFor(tokens.space),
  radius: slotsFor(tokens.radius),
  font: slotsFor(tokens.font),
  fontSize: slotsFor(tokens.fontSize),
  lineHeight: slotsFor(tokens.lineHeight),
  fontWeight: slotsFor(tokens.fontWeight),
  zIndex: slotsFor(tokens.zIndex),
  duration: slotsFor(tokens.duration),
  easing: slotsFor(tokens.easing),
});
