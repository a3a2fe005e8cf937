import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PagePreferences } from '@plaza/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sentAnswer, type KeptPage } from '../cache/answer-cache.js';
import { sendKept } from '../http/conditional.js';
import { publicOrigin } from '../http/origin.js';
import { refusedAsBusy } from '../http/under-pressure.js';
import type { Services } from '../services.js';
import { inProcessApi } from './in-process-api.js';
import { keptPage, pageFor } from './page-encodings.js';
import { pagePreferencesOf } from './page-preferences.js';
import { loadPageRenderer } from './page-renderer.js';
import { pageTemplate } from './page-template.js';
import { registerRenderBudget } from './render-budget.js';
import { robotsTxt } from './robots.js';
import { sitemapOf } from './sitemap.js';

/** The query parameter of a sign-in link, which hands the app a refresh token (docs/product.md, section 2). */
const SIGN_IN_LINK_PARAM = 'refresh';

/** Answers a page's `GET`. */
export type PageServer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

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

const HTML = 'text/html; charset=utf-8';

/** Seconds a crawler waits for a page the API could not answer for, when the API did not say. */
const UNAVAILABLE_RETRY_AFTER = 10;

/**
 * Whether the drawing failed because the API answered a page's call with a `5xx` (the overload
 * guard's `503`, most likely): an `ApiError` of `@plaza/api`, recognised by its name and status
 * rather than `instanceof`, because the built rendering entry carries its own copy of the class.
 */
function unavailableApiOf(error: unknown): { retryAfter: number | undefined } | undefined {
  if (!(error instanceof Error) || error.name !== 'ApiError') return undefined;
  const { status, retryAfter } = error as Error & { status?: unknown; retryAfter?: unknown };
  if (typeof status !== 'number' || status < 500) return undefined;
  return { retryAfter: typeof retryAfter === 'number' ? retryAfter : undefined };
}

/**
 * A page that is not the one asked for, with `status`: the app's bare page (drawn as a private
 * screen's: no screen, `noindex`), which the app takes over and draws by itself, from the API, as
 * it draws any screen it moves to. Never kept by the browser or a proxy: the address has a page.
 */
function sendBarePage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: KeptPage,
) {
  const answer = pageFor(request, page);
  if ('encoding' in answer) reply.header('Content-Encoding', answer.encoding);
  return reply.code(status).header('Cache-Control', 'no-store').type(HTML).send(answer.body);
}

/**
 * Every page of the app, written by the app's rendering entry (app/src/render/), which reads the
 * app's route table and calls the API in-process (in-process-api.ts): its status (`404` for an
 * unknown path, product or seller), its head and `<html>` in the visitor's language; and the files
 * crawlers read. A page is the same for every visitor with the same preferences (the refresh token
 * lives in local storage, so a page request never says who asks), so each is kept as the
 * catalogue's answers are (`services.pages`), under what the page reads of its address (the app's
 * `pageAt`), and each address may draw only so many pages not kept (render-budget.ts). `undefined`
 * when the app is built without its rendering entry.
 */
export async function registerPages(
  app: FastifyInstance,
  services: Services,
  staticDir: string,
): Promise<PageServer | undefined> {
  const renderer = await loadPageRenderer(staticDir);
  if (!renderer) return undefined;
  const write = pageTemplate(await readFile(join(staticDir, 'index.html'), 'utf8'));
  const mayRender = await registerRenderBudget(
    app,
    services.redis,
    services.config.pageRendersPerMinute,
  );
  registerCrawlerFiles(app, services, renderer.privatePaths);

  /** The page at `url`, kept under `key`, drawn or as kept already. */
  const keptPageOf = (
    request: FastifyRequest,
    key: string,
    page: { url: string; preferences: PagePreferences; origin: string },
  ) =>
    services.pages.get(key, async () => {
      const { url, preferences, origin } = page;
      const fetchApi = inProcessApi(app, origin);
      const rendered = await renderer.renderPage({ url, origin, fetchApi, ...preferences });
      if (rendered.failure) request.log.error({ err: rendered.failure }, 'the page drew no screen');
      return keptPage({ status: rendered.status, ...sentAnswer(write(rendered, preferences)) });
    });

  return async (request, reply) => {
    const url = new URL(request.url, 'http://page');
    const preferences = pagePreferencesOf(request);
    const origin = publicOrigin(services, request);
    // The same address is another page for another language, direction or scheme.
    reply.header('Vary', 'Cookie, Accept-Encoding');
    const reader = `${preferences.language} ${preferences.direction} ${preferences.scheme} ${origin}`;
    const barePage = () =>
      services.pages.get(`${reader} bare`, () => {
        const bare = renderer.renderBarePage({ ...preferences, origin });
        return Promise.resolve(keptPage({ status: 200, ...sentAnswer(write(bare, preferences)) }));
      });
    // The overload guard refused this request (http/under-pressure.ts, which set `Retry-After`): the
    // bare page, kept already but for its first time, rather than a drawing that would add load.
    if (refusedAsBusy(request)) return sendBarePage(request, reply, 503, await barePage());
    // A sign-in link (`/?refresh=…`, docs/product.md) gets the bare page, whose app takes the token out of
    // the address before anything else: never redirected on with the token in the address, nor
    // drawn and kept under it.
    if (url.searchParams.has(SIGN_IN_LINK_PARAM)) {
      return sendBarePage(request, reply, 200, await barePage());
    }
    const at = await renderer.pageAt(url.pathname, url.searchParams);
    // As the app sends `/` on to explore, so does the server: a link to the site shows explore.
    if ('redirect' in at) return reply.redirect(`${at.redirect}${url.search}`, 302);
    // A page that draws no screen (an account form, a private screen, a path of no page) holds
    // nothing of its address: one kept page of each kind serves every address.
    const key = `${reader} ${at.address ?? at.access}`;
    const kept = services.pages.peek(key);
    const budget = kept ? true : await mayRender(request);
    if (budget !== true) {
      // Past its budget an address still gets a page that works: the app draws the screen in the
      // browser from the API (whose answers are kept, and limited on their own), so a person
      // behind a busy shared address sees the page a moment later. The status is `429` with
      // `Retry-After` for crawlers, which come back later for the drawn page; a `200` would have
      // them index, or drop as `noindex`, the bare page instead of the real one.
      reply.header('Retry-After', String(budget.retryAfter));
      return sendBarePage(request, reply, 429, await barePage());
    }
    let page: KeptPage;
    try {
      page = await (kept ??
        keptPageOf(request, key, { url: at.address ?? url.pathname, preferences, origin }));
    } catch (error) {
      const unavailable = unavailableApiOf(error);
      if (!unavailable) throw error;
      // The API could not answer the page's calls (too busy): the bare page, whose app asks the
      // API again from the browser, and `503` with `Retry-After` for crawlers, as the API says;
      // nothing kept, so the next request draws the page.
      const retryAfter = unavailable.retryAfter ?? UNAVAILABLE_RETRY_AFTER;
      reply.header('Retry-After', String(retryAfter));
      return sendBarePage(request, reply, 503, await barePage());
    }
    // A call the API refuses (a search holding a NUL): the app, asking the API, says what was wrong.
    if (page.status === 400) return sendBarePage(request, reply, 400, page);
    return sendKept(request, reply, pageFor(request, page), HTML);
  };
}
