/** A value axis: its ticks from the lowest to the highest, both ends included. */
export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
}

/** The smallest "round" step (1, 2 or 5 times a power of ten) that is at least `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * A value axis for bars that grow from zero: it always includes 0, ends on round numbers and has
 * about `count` steps, so its labels read "0, 50, 100, 150" rather than "0, 47.3, 94.6".
 */
export function valueScale(values: readonly number[], count = 4): ValueScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, ticks: [0, 1] };
  const step = niceStep((high - low) / count);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Math.round(tick));
  return { min, max, ticks };
}
