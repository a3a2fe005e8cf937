export { Badge, type BadgeProps } from './Badge.js';
export { Dot, type DotProps } from './Dot.js';
export type { BadgeTone } from './Badge.css.js';
