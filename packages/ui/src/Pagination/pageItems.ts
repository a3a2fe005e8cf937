/** A page number, or a gap standing for the pages left out between two numbers. */
export type PageItem = number | 'gap-start' | 'gap-end';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The pages to show for `page` of `pageCount`: the first and last, the current one with `siblings`
 * on each side, and gaps for the rest. The list always has the same length once there are enough
 * pages (2 × siblings + 5), so the controls do not shift as the user pages through, and a gap never
 * stands for a single page (that page is shown instead).
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return range(1, pageCount);

  const current = Math.min(Math.max(page, 1), pageCount);
  const edgeRun = slots - 2; // numbers beside a single gap: everything but the gap and one end
  const gapBefore = current - siblings > 3;
  const gapAfter = current + siblings < pageCount - 2;

  if (!gapBefore) return [...range(1, edgeRun), 'gap-end', pageCount];
  if (!gapAfter) return [1, 'gap-start', ...range(pageCount - edgeRun + 1, pageCount)];
  return [1, 'gap-start', ...range(current - siblings, current + siblings), 'gap-end', pageCount];
}
