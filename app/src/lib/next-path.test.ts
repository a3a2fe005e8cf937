import { describe, expect, it } from 'vitest';
import { loginPath, nextPath } from './next-path';

const next = (search: string) => nextPath(new URLSearchParams(search));

describe('after signing in', () => {
  it('returns to the page that sent the user to log in', () => {
    expect(loginPath('/cart')).toBe('/login?next=%2Fcart');
    expect(next(new URL(loginPath('/cart'), 'http://plaza.test').search)).toBe('/cart');
  });

  it.each([
    '',
    'next=',
    'next=//evil.example',
    'next=/\\evil.example',
    'next=https://evil.example',
    'next=javascript:alert(1)',
  ])('goes to Explore for %j', (search) => {
    expect(next(search)).toBe('/explore');
  });
});
