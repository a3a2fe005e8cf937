import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration, untilNextMinute } from './duration.js';

const minutes = (count: number) => count * 60_000;

describe('durationParts', () => {
  it('keeps the two largest units, leaving a zero one out', () => {
    expect(durationParts(minutes(2 * 1440 + 4 * 60 + 5))).toEqual([
      [2, 'day'],
      [4, 'hour'],
    ]);
    expect(durationParts(minutes(1440 + 7))).toEqual([[1, 'day']]);
    expect(durationParts(minutes(3 * 60 + 10))).toEqual([
      [3, 'hour'],
      [10, 'minute'],
    ]);
  });

  it('rounds up to whole minutes, never below one, whichever side of the deadline', () => {
    expect(durationParts(1_000)).toEqual([[1, 'minute']]);
    expect(durationParts(0)).toEqual([[1, 'minute']]);
    expect(durationParts(-minutes(90))).toEqual([
      [1, 'hour'],
      [30, 'minute'],
    ]);
  });
});

describe('formatDuration', () => {
  it('writes the units in the locale', () => {
    expect(formatDuration(minutes(2 * 1440 + 4 * 60), 'en')).toBe('2 days 4 hours');
    expect(formatDuration(minutes(1440 + 3 * 60), 'es')).toBe('1 día 3 horas');
  });
});

describe('untilNextMinute', () => {
  it('waits for the next whole minute of the time left, a full one on the dot', () => {
    expect(untilNextMinute(minutes(5) + 1_500)).toBe(1_500);
    expect(untilNextMinute(minutes(5))).toBe(60_000);
    expect(untilNextMinute(-1_500)).toBe(58_500);
  });
});
