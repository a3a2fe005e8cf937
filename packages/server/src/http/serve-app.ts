import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageServer } from '../render/serve-pages.js';
import { notFound } from './http-error.js';
import { isPageRequest } from './page-request.js';
import { busy, refusedAsBusy } from './under-pressure.js';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the built app beside the API. Any other page path answers the app's page (`servePage`,
 * render/serve-pages.ts; the bare `index.html` when the app was built without it), so the client
 * router owns them; a page the overload guard refused (http/under-pressure.ts) gets a `503`, never
 * the app's page as if all were well. Vite's hashed `assets/` never change, so browsers may keep
 * them for a year. The build writes a brotli and a gzip copy of each text file beside it, sent to
 * clients that accept them, so nothing is compressed per request.
 */
export async function serveApp(
  app: FastifyInstance,
  staticDir: string,
  servePage: PageServer | undefined,
): Promise<void> {
  const hasApp = existsSync(join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The Cache-Control below is the only one: the plugin's own would replace it.
      cacheControl: false,
      setHeaders(response, path) {
        const immutable = path.startsWith(join(staticDir, 'assets'));
        // Each file may go out as brotli, gzip or plain: caches must key on what was accepted.
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader(
          'Cache-Control',
          immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ staticDir }, 'the app is not built (run `npm run build`): serving the API only');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    // Only the page server answers a refused page a page; without one it is refused as a call is.
    if (refusedAsBusy(request) && !servePage) throw busy();
    if (hasApp && isPageRequest(request)) {
      if (servePage) return servePage(request, reply);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    throw notFound();
  });
}
