import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sentAnswer } from '../catalogue/answer-cache.js';
import { sendKept } from '../http/conditional.js';
import { originOf } from '../http/origin.js';
import type { Services } from '../services.js';
import { pageDataOf } from './page-data.js';
import { keptPage, pageFor } from './page-encodings.js';
import { pagePreferencesOf } from './page-preferences.js';
import { loadPageRenderer } from './page-renderer.js';
import { pageTemplate } from './page-template.js';
import { robotsTxt } from './robots.js';
import { sitemapOf } from './sitemap.js';

/** Answers a page's `GET`. */
export type PageServer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The origin a page's canonical and Open Graph addresses use: `PUBLIC_URL`, else the request's. */
export const publicOrigin = (services: Services, request: FastifyRequest) =>
  services.config.publicUrl ?? originOf(request);

/** `/robots.txt` (a few lines, made each time), and `/sitemap.xml` and its numbered files, kept as pages are. */
function registerCrawlerFiles(
  app: FastifyInstance,
  services: Services,
  privatePaths: readonly string[],
) {
  app.get('/robots.txt', (request, reply) => {
    const robots = sentAnswer(robotsTxt(publicOrigin(services, request), privatePaths));
    return sendKept(request, reply, robots, 'text/plain; charset=utf-8');
  });
  const sitemap = async (request: FastifyRequest, reply: FastifyReply, file: number | null) => {
    const origin = publicOrigin(services, request);
    const answer = await services.pages.get(`sitemap ${origin} ${file}`, async () => {
      const xml = await sitemapOf(services.db, origin, file);
      return keptPage(
        xml === null ? { status: 404, ...sentAnswer('') } : { status: 200, ...sentAnswer(xml) },
      );
    });
    reply.header('Vary', 'Accept-Encoding');
    return sendKept(request, reply, pageFor(request, answer), 'application/xml; charset=utf-8');
  };
  app.get('/sitemap.xml', (request, reply) => sitemap(request, reply, null));
  app.get('/sitemap-:file.xml', (request, reply) => {
    const { file } = request.params as { file: string };
    return /^[1-9]\d{0,5}$/.test(file)
      ? sitemap(request, reply, Number(file))
      : reply.code(404).type('text/plain; charset=utf-8').send('');
  });
}

/**
 * Every page of the app, written by the app's rendering entry (app/src/render/) with the data
 * fetched here, in-process: its status (`404` for an unknown path, product or seller), its head
 * and `<html>` in the visitor's language; and the files crawlers read. A page is the same for every
 * visitor with the same preferences (the refresh token lives in local storage, so a page request
 * never says who asks), so each is kept as the catalogue's answers are (`services.pages`).
 * `undefined` when the app is built without its rendering entry.
 */
export async function registerPages(
  app: FastifyInstance,
  services: Services,
  staticDir: string,
): Promise<PageServer | undefined> {
  const renderer = await loadPageRenderer(staticDir);
  if (!renderer) return undefined;
  const write = pageTemplate(await readFile(join(staticDir, 'index.html'), 'utf8'));
  registerCrawlerFiles(app, services, renderer.privatePaths);
  return async (request, reply) => {
    const url = new URL(request.url, 'http://page');
    // The app sends `/` on to explore; so does the server, so that a link to the site shows explore.
    if (url.pathname === '/') return reply.redirect(`/explore${url.search}`, 302);
    const preferences = pagePreferencesOf(request);
    const { language, direction, scheme } = preferences;
    const origin = publicOrigin(services, request);
    const key = `${language} ${direction} ${scheme} ${origin} ${url.pathname}${url.search}`;
    const page = await services.pages.get(key, async () => {
      const route = renderer.pageRouteOf(url.pathname, url.searchParams);
      const data = await pageDataOf(services, route, { language, origin });
      const address = `${url.pathname}${url.search}`;
      const rendered = await renderer.renderPage({ data, url: address, origin, ...preferences });
      if (rendered.failure) request.log.error({ err: rendered.failure }, 'the page drew no screen');
      return keptPage({ status: rendered.status, ...sentAnswer(write(rendered, preferences)) });
    });
    // The same address is another page for another language, direction or scheme.
    reply.header('Vary', 'Cookie, Accept-Encoding');
    return sendKept(request, reply, pageFor(request, page), 'text/html; charset=utf-8');
  };
}
