import { describe, expect, it } from 'vitest';
import { starFills } from './stars.js';

describe('starFills', () => {
  it('draws whole ratings as that many full stars', () => {
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('draws a half star for a half', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('rounds averages to the nearest half star', () => {
    expect(starFills(4.2)).toEqual(starFills(4));
    expect(starFills(4.3)).toEqual(starFills(4.5));
    expect(starFills(4.7)).toEqual(starFills(4.5));
    expect(starFills(4.8)).toEqual(starFills(5));
  });

  it('draws five empty stars for no rating, and keeps others within 0 to 5', () => {
    expect(starFills(null)).toEqual(starFills(0));
    expect(starFills(Number.NaN)).toEqual(starFills(0));
    expect(starFills(-1)).toEqual(starFills(0));
    expect(starFills(7)).toEqual(starFills(5));
  });
});
