import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pagePreferencesOf } from '../../src/render/page-preferences.js';
import { createHash } from 'node:crypto';
import { appContentSecurityPolicy } from '../../src/http/content-security-policy.js';
import { EARLY_PRESSES_SCRIPT } from '../../src/http/early-presses.js';
import { pageTemplate } from '../../src/render/page-template.js';
import { robotsTxt } from '../../src/render/robots.js';
import { problemsOf } from '../support/config.js';
import { loadConfig } from '../../src/config/index.js';

const requestWith = (cookie?: string) => ({ headers: { cookie } }) as unknown as FastifyRequest;

describe('the preferences a page request carries', () => {
  it('are Spanish, left to right and light without cookies', () => {
    expect(pagePreferencesOf(requestWith())).toEqual({
      language: 'es',
      direction: 'ltr',
      scheme: 'light',
    });
  });

  it('are read from the app’s cookies among others', () => {
    const cookie = 'a=1; plaza_language=en;plaza_direction=rtl; plaza_scheme=dark; b';
    expect(pagePreferencesOf(requestWith(cookie))).toEqual({
      language: 'en',
      direction: 'rtl',
      scheme: 'dark',
    });
  });

  it('know the semi-dark colours', () => {
    expect(pagePreferencesOf(requestWith('plaza_scheme=semi-dark')).scheme).toBe('semi-dark');
  });

  it('count an unknown value as none', () => {
    const cookie = 'plaza_language=fr; plaza_direction=up; plaza_scheme=%3Cx%3E';
    expect(pagePreferencesOf(requestWith(cookie))).toEqual({
      language: 'es',
      direction: 'ltr',
      scheme: 'light',
    });
  });
});

describe('the page template', () => {
  const index =
    '<!doctype html>\n<html lang="es">\n<head><title>Plaza</title></head><body><div id="root"></div></body></html>';

  it('puts the head where the bare title was, the screen in the root, and <html> in the reader’s language, direction and theme', () => {
    const write = pageTemplate(index);
    // `$&` would be the matched text to String.replace with a string: a head or screen may hold it.
    const page = write(
      {
        status: 200,
        head: '<title>Price $& more</title>',
        themeClass: 'dark_theme',
        screen: '<h1>$& more</h1>',
        state: '<script type="application/json" id="plaza-page">{}</script>',
      },
      { language: 'en', direction: 'rtl', scheme: 'dark' },
    );
    expect(page).toBe(
      `<!doctype html>\n<html lang="en" dir="rtl" class="dark_theme">\n<head><script>${EARLY_PRESSES_SCRIPT}</script>\n    <title>Price $& more</title>\n    <meta name="color-scheme" content="dark"></head><body><div id="root"><h1>$& more</h1></div><script type="application/json" id="plaza-page">{}</script></body></html>`,
    );
  });

  it('runs no inline script but the one that holds early presses, which the policy allows by its hash', () => {
    const page = pageTemplate(index)(
      { status: 200, head: '', themeClass: 'light_theme', screen: '', state: '' },
      { language: 'es', direction: 'ltr', scheme: 'light' },
    );
    const inline = [...page.matchAll(/<script>(.*?)<\/script>/gs)].map(([, text = '']) => text);
    expect(inline).toEqual([EARLY_PRESSES_SCRIPT]);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scripts = appContentSecurityPolicy({ hcaptcha: false })
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scripts).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('keeps a semi-dark page’s browser parts light, its frame alone being dark', () => {
    const page = pageTemplate(index)(
      { status: 200, head: '', themeClass: 'light_theme', screen: '', state: '' },
      { language: 'es', direction: 'ltr', scheme: 'semi-dark' },
    );
    expect(page).toContain('<meta name="color-scheme" content="light">');
  });

  it('refuses an index.html that lost the marks it writes at', () => {
    expect(() => pageTemplate('<html><head></head></html>')).toThrow(/must hold/);
  });
});

describe('robots.txt', () => {
  it('closes the private paths and the API, opens the rest and names the sitemap', () => {
    expect(robotsTxt('https://plaza.example', ['/cart', '/admin'])).toBe(
      'User-agent: *\nDisallow: /cart\nDisallow: /admin\nDisallow: /api/\nAllow: /\n\nSitemap: https://plaza.example/sitemap.xml\n',
    );
  });
});

describe('PUBLIC_URL', () => {
  it('is an origin, its trailing slash dropped; unset, pages use the request’s', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Plaza.example/' }, '/srv').publicUrl).toBe(
      'https://plaza.example',
    );
    expect(loadConfig({}, '/srv').publicUrl).toBeUndefined();
  });

  it.each(['plaza.example', 'ftp://plaza.example', 'https://plaza.example/shop', 'https://a b'])(
    'refuses %s',
    (value) => {
      expect(problemsOf({ PUBLIC_URL: value })).toEqual([
        expect.stringContaining('PUBLIC_URL must be an http:// or https:// origin'),
      ]);
    },
  );
});

describe('PAGE_RENDERS_PER_MINUTE', () => {
  it('is 30 unless set, and 0 turns the budget off', () => {
    expect(loadConfig({}, '/srv').pageRendersPerMinute).toBe(30);
    expect(loadConfig({ PAGE_RENDERS_PER_MINUTE: '0' }, '/srv').pageRendersPerMinute).toBe(0);
  });

  it.each(['-1', 'many', '2.5'])('refuses %s', (value) => {
    expect(problemsOf({ PAGE_RENDERS_PER_MINUTE: value })).toEqual([
      expect.stringContaining('PAGE_RENDERS_PER_MINUTE must be 0 (no limit) or a whole number'),
    ]);
  });
});
