/**
 * The media query for users who asked for less motion. Theme durations already drop to 0 under it;
 * use it for keyframe animations, which do not read the duration tokens.
 */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
