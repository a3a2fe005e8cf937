import { beforeEach, describe, expect, it } from 'vitest';
import { privatePage, sentAwayFrom, visiting } from './private-page';

describe('the page a visitor was sent away from', () => {
  beforeEach(() => {
    privatePage.from = null;
    privatePage.seen = false;
  });

  it('is kept on the way to Explore and while they are there', () => {
    visiting('/purchases');
    sentAwayFrom('/purchases?page=2');
    visiting('/');
    visiting('/explore');
    visiting('/explore');
    expect(privatePage.from).toBe('/purchases?page=2');
  });

  it('goes once they move on from Explore', () => {
    sentAwayFrom('/sales');
    visiting('/');
    visiting('/explore');
    visiting('/login');
    expect(privatePage.from).toBe(null);
    visiting('/explore');
    expect(privatePage.from).toBe(null);
  });

  it('is the new one when they leave Explore for another private page', () => {
    sentAwayFrom('/sales');
    visiting('/explore');
    sentAwayFrom('/profile');
    visiting('/profile');
    visiting('/');
    visiting('/explore');
    expect(privatePage.from).toBe('/profile');
  });
});
