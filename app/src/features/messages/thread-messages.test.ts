import type { Message } from '@plaza/api';
import { describe, expect, it } from 'vitest';
import { firstUnreadId, threadMessages } from './thread-messages';

const message = (id: number, role: Message['author']['role'], read: boolean, photo = false) =>
  ({
    id,
    sale_id: 7,
    author: { username: role === 'buyer' ? 'ana' : 'tienda', role },
    text: photo ? null : `m${id}`,
    photo: photo ? `https://plaza.test/p/${id}` : null,
    created_at: `2026-05-0${id}T10:00:00Z`,
    read_at: read ? '2026-05-09T10:00:00Z' : null,
  }) satisfies Message;

// As the API answers: newest first.
const page = [
  message(4, 'seller', false, true),
  message(3, 'seller', false),
  message(2, 'buyer', false),
  message(1, 'seller', true),
];

describe('a conversation as the thread draws it', () => {
  it('puts the newest at the bottom and the reader’s own by their part in the sale', () => {
    const drawn = threadMessages(page, 'buyer', (name) => `Photo from ${name}`);
    expect(drawn.map(({ id, own }) => [id, own])).toEqual([
      ['1', false],
      ['2', true],
      ['3', false],
      ['4', false],
    ]);
    expect(drawn[0]).toMatchObject({
      author: { name: 'tienda', role: 'seller' },
      text: 'm1',
      createdAt: new Date('2026-05-01T10:00:00Z'),
    });
    expect(drawn[0]).not.toHaveProperty('photo');
    expect(drawn[3]).toMatchObject({
      text: '',
      photo: { src: 'https://plaza.test/p/4', alt: 'Photo from tienda' },
    });
    expect(threadMessages(page, 'seller', String).map(({ own }) => own)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('draws the “new messages” line before the oldest of the other party’s unread ones', () => {
    expect(firstUnreadId(page, 'buyer')).toBe('3');
    // The buyer's own unread message is the seller's to read.
    expect(firstUnreadId(page, 'seller')).toBe('2');
    expect(firstUnreadId(page.slice(3), 'buyer')).toBeUndefined();
  });

  it('shows an administrator no “new messages” line: they read without marking', () => {
    expect(firstUnreadId(page, 'admin')).toBeUndefined();
    expect(
      threadMessages([message(5, 'admin', false), ...page], 'admin', String).at(-1),
    ).toMatchObject({
      author: { role: 'admin' },
      own: true,
    });
  });
});
