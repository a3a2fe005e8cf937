const MINUTE = 60_000;

/** The units a time left is told in, largest first. */
type Unit = 'day' | 'hour' | 'minute';

/**
 * The two largest units of a span, whole minutes rounded up so "1 minute" lasts until the end:
 * `[[2, 'day'], [4, 'hour']]`, `[[3, 'hour']]`, `[[1, 'minute']]`. A zero unit is left out.
 */
export function durationParts(milliseconds: number): [number, Unit][] {
  const minutes = Math.max(1, Math.ceil(Math.abs(milliseconds) / MINUTE));
  const parts: [number, Unit][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  const first = parts.findIndex(([count]) => count > 0);
  return parts.slice(first, first + 2).filter(([count]) => count > 0);
}

/**
 * A span in words for a locale, "2 days 4 hours", "1 día 3 horas". Built from NumberFormat's
 * units and ListFormat rather than Intl.DurationFormat, which Node 20 lacks: the server's first
 * render and the browser's must write the same words.
 */
export function formatDuration(milliseconds: number, locale: string): string {
  const words = durationParts(milliseconds).map(([count, unit]) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count),
  );
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(words);
}

/** Milliseconds until the shown minute count changes, so the words turn when the time does. */
export const untilNextMinute = (milliseconds: number) =>
  ((milliseconds % MINUTE) + MINUTE) % MINUTE || MINUTE;
