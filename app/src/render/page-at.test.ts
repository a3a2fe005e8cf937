import { describe, expect, it } from 'vitest';
import { pages, type Page } from '../config/pages';
import { matchPattern } from '../config/route-pattern';
import { pageAt, privatePaths } from './page-at';

const at = (path: string, query = '') => pageAt(path, new URLSearchParams(query));

/** A path of each page of the route table, its parameters filled with something they can be. */
const samplePath = (page: Page) =>
  page.path.replace(':id', '12').replace(':username', 'tienda_aurora');

describe('the route table, as the server reads it', () => {
  it.each(Object.entries(pages))('%s is answered as its access says', async (_, page) => {
    const path = samplePath(page);
    const answer = await at(path);
    if ('redirect' in page) return expect(answer).toEqual({ redirect: page.redirect });
    const access = page.access === 'user' || page.access === 'admin' ? 'private' : page.access;
    expect(answer).toMatchObject({ access });
    // Every page search engines must not read is closed in robots.txt.
    const closed = privatePaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    expect(closed).toBe(access === 'private');
  });

  it.each([
    ['/', '', { redirect: '/explore' }],
    ['/explore', '', { access: 'public', address: '/explore?ordering=-created' }],
    [
      '/explore/',
      'page=2&ordering=price&category=3&search=%20mesa%20&utm_source=x',
      { access: 'public', address: '/explore?search=mesa&category=3&ordering=price&page=2' },
    ],
    ['/explore', 'category=0&page=x', { access: 'public', address: '/explore?ordering=-created' }],
    ['/product/12', '?ref=x', { access: 'public', address: '/product/12' }],
    ['/product/012', '', { access: 'unknown', address: null }],
    ['/product/1.5', '', { access: 'unknown', address: null }],
    [
      '/seller/tienda_aurora',
      'page=3',
      { access: 'public', address: '/seller/tienda_aurora?page=3' },
    ],
    ['/seller/tienda_aurora', 'page=-1', { access: 'public', address: '/seller/tienda_aurora' }],
    ['/seller/%E0%A4%A', '', { access: 'unknown', address: null }],
    ['/seller/a%20b', '', { access: 'unknown', address: null }],
    ['/LOGIN', '', { access: 'account', address: null }],
    ['/cart', '', { access: 'private', address: null }],
    ['/purchases/4', '', { access: 'private', address: null }],
    ['/admin/users', '', { access: 'private', address: null }],
    ['/products/edit/3', '', { access: 'private', address: null }],
    ['/productsx', '', { access: 'unknown', address: null }],
    ['/admin/nothing', '', { access: 'unknown', address: null }],
  ])('%s?%s is %o', async (path, query, answer) => {
    expect(await at(path, query)).toEqual(answer);
  });

  it('closes each private page’s first segment once in robots.txt', () => {
    expect(privatePaths).toEqual([
      '/cart',
      '/products',
      '/support',
      '/dashboard',
      '/profile',
      '/checkout',
      '/purchases',
      '/sales',
      '/claims',
      '/notifications',
      '/admin',
    ]);
  });
});

describe('routePattern', () => {
  it('reads patterns as wouter’s own parser does: a segment per parameter, any case, a slash or not, `*` anything', () => {
    expect(matchPattern('/product/:id', '/Product/12/')).toEqual({ id: '12' });
    expect(matchPattern('/admin/users/', '/admin/users')).toEqual({});
    expect(matchPattern('/product/:id', '/product/12/reviews')).toBeNull();
    expect(matchPattern('*', '/anything/at/all')).toEqual({ '*': 'anything/at/all' });
  });
});
