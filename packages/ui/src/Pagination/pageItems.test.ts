import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems.js';

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts one gap before the last page near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
  });

  it('puts one gap after the first page near the end', () => {
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('surrounds the current page with its siblings in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(pageItems(10, 20, 2)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  it('never hides a single page behind a gap', () => {
    // The gap stands for pages 2 and 3: two pages, never one.
    expect(pageItems(5, 8)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8]);
    for (let page = 1; page <= 12; page++) {
      const items = pageItems(page, 12);
      expect(items).toHaveLength(7);
      items.forEach((item, index) => {
        if (typeof item === 'number') return;
        const [before, after] = [items[index - 1], items[index + 1]] as [number, number];
        expect(after - before).toBeGreaterThan(2);
      });
    }
  });

  it('holds an out-of-range page to the ends', () => {
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
  });
});
