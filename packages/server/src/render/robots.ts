/**
 * `/robots.txt` (docs/api.md, "Pages that crawlers and link previews read"): the public pages open, the
 * private ones and the API closed, and where the sitemap is.
 */
export function robotsTxt(origin: string, privatePaths: readonly string[]): string {
  return [
    'User-agent: *',
    ...[...privatePaths, '/api/'].map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
