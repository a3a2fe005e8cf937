import { readFileSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { errorAnswer, securityOf } from './operation.js';

/** Where the API describes itself, under `/api/`. */
export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

const DESCRIPTION = [
  'The REST API of Plaza, a multi-vendor marketplace: the same calls its web app makes.',
  'Sign in with `POST /api/auth/token/` and send the `access` token as `Authorization: Bearer …`.',
  'Errors answer `{detail, code}`, or `{field: [messages]}` for invalid fields.',
].join('\n\n');

/**
 * The one inline style Swagger UI writes: the `<style>` inside its top bar's logo (the logo's
 * colours), allowed by its hash rather than by `unsafe-inline`. A swagger-ui upgrade that changes
 * it shows up as a CSP error in e2e/api-docs.test.ts.
 */
const SWAGGER_LOGO_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** Swagger UI loads only its own files from this server: no inline code, no other origin. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'self' ${SWAGGER_LOGO_STYLE}`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

const hasPathParams = (url: string) => url.includes('/:');

/** `GET /api/marketplace/products/:id/` → `getMarketplaceProductsById`. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((part) => (part.startsWith(':') ? ['by', part.slice(1)] : part.split(/[-_]/)));
  return [
    method.toLowerCase(),
    ...words.map((word) => word[0]!.toUpperCase() + word.slice(1)),
  ].join('');
}

/**
 * Makes a route's JSON schemas documentation only: `route()` (http/route.ts) checks each request
 * against its endpoint's @plaza/api structs, with the API's own error messages, so Fastify's
 * validator never runs. Its serializer does use the answers' schemas. Paths with parameters answer
 * 404 for an unknown id. A route whose documented `security` is not what its `auth` guards
 * (auth/authenticate.ts) stops the server at start: say `auth` once, in the endpoint, and leave the
 * route's `config` to it.
 */
export function registerOperations(api: FastifyInstance): void {
  api.setValidatorCompiler(() => () => true);
  api.addHook('onRoute', (route: RouteOptions) => {
    const documented = (route.schema as { security?: unknown } | undefined)?.security;
    const guarded = securityOf(route.config?.auth);
    if (documented !== undefined && JSON.stringify(documented) !== JSON.stringify(guarded)) {
      throw new Error(
        `${String(route.method)} ${route.url} documents security ${JSON.stringify(documented)} ` +
          `but is guarded as ${JSON.stringify(guarded)}: declare auth once, in its endpoint`,
      );
    }
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (response && hasPathParams(route.url) && !response[404]) response[404] = errorAnswer(404);
  });
}

/**
 * Serves the OpenAPI 3.1 document of every route registered after it at `/api/openapi.json`,
 * built from their endpoints (packages/api/src/endpoints/), and Swagger UI at `/api/docs`. The
 * document is refused, naming them, while a route is not an endpoint's.
 */
export async function registerOpenApi(api: FastifyInstance): Promise<void> {
  const undocumented: string[] = [];
  api.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as (FastifySchema & { hide?: boolean }) | undefined;
    if (route.method === 'HEAD' || schema?.hide || schema?.summary) return;
    undocumented.push(`${String(route.method)} ${route.url}`);
  });
  await api.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Plaza API',
        version,
        description: DESCRIPTION,
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url, route }) => ({
      schema: { ...schema, operationId: operationId(String(route.method), url) } as FastifySchema,
      url,
    }),
  });
  api.get(OPENAPI_PATH, { schema: { hide: true } as FastifySchema }, async () => {
    if (undocumented.length > 0) {
      throw new Error(`Routes without an endpoint: ${undocumented.join(', ')}`);
    }
    return api.swagger();
  });
  await api.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    // The page at `/api/docs` (no trailing slash) links its scripts absolutely, from the plugin's
    // own prefix alone; without the `/api` it sits under they were `/docs/static/…`, all 404.
    indexPrefix: api.prefix,
    staticCSP: DOCS_CSP,
    uiConfig: { deepLinking: true, validatorUrl: null },
    theme: { title: 'Plaza API' },
  });
}
