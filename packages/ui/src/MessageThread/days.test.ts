import { describe, expect, it } from 'vitest';
import { groupByDay } from './days.js';
import type { ThreadMessage } from './types.js';

const message = (id: string, createdAt: string): ThreadMessage => ({
  id,
  author: { name: 'ana', role: 'seller' },
  text: id,
  createdAt: new Date(createdAt),
  own: false,
});

describe('groupByDay', () => {
  const messages = [
    message('a', '2026-11-27T23:30:00Z'),
    message('b', '2026-11-28T01:00:00Z'),
    message('c', '2026-11-28T14:00:00Z'),
  ];

  it('starts a day at midnight in the time zone shown', () => {
    expect(groupByDay(messages, 'UTC').map((day) => [day.key, day.messages.length])).toEqual([
      ['2026-11-27', 1],
      ['2026-11-28', 2],
    ]);
    // Three hours behind, the first two messages were written the same evening.
    expect(
      groupByDay(messages, 'America/Sao_Paulo').map((day) => [day.key, day.messages.length]),
    ).toEqual([
      ['2026-11-27', 2],
      ['2026-11-28', 1],
    ]);
  });

  it('keeps an empty conversation empty', () => {
    expect(groupByDay([], 'UTC')).toEqual([]);
  });
});
