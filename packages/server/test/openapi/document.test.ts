import * as api from '@plaza/api';
import type { Endpoint } from '@plaza/api';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOpenApi, registerOperations } from '../../src/http/openapi.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import {
  documentedOperations,
  fetchDocument,
  registeredRoutes,
  type JsonSchema,
  type OpenApiDocument,
} from './document.js';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** PGlite's first start, migrations and all, on a busy two-core machine. */
const STARTUP_TIMEOUT = 180_000;

describe('the OpenAPI document', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'false' });
    // Served at all only while every route under /api/ declares its operation (http/openapi.ts).
    document = await fetchDocument(server);
  }, STARTUP_TIMEOUT);
  afterAll(() => server.close());

  it('is OpenAPI 3.1 with a bearer JWT scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearer).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('describes routes with what they take and answer', () => {
    const explore = document.paths['/api/marketplace/products/']!.get!;
    expect(explore.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['page', 'page_size', 'search', 'category', 'ordering', 'seller']),
    );
    const create = document.paths['/api/marketplace/products/']!.post!;
    expect(Object.keys(create.requestBody!.content)).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    expect(create.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '413', '415']),
    );
    const detail = document.paths['/api/marketplace/products/{id}/']!.get!;
    expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(['200', '404']));
    const review = document.paths['/api/marketplace/reviews/']!.post!;
    expect(Object.keys(review.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '404', '409']),
    );
    const ask = document.paths['/api/marketplace/products/{id}/questions/']!.post!;
    expect(Object.keys(ask.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '429']),
    );
    const answer = document.paths['/api/marketplace/questions/{id}/answer/']!.post!;
    expect(Object.keys(answer.responses)).toEqual(expect.arrayContaining(['200', '404', '409']));
    const summary = document.paths['/api/marketplace/products/{id}/reviews/']!.get!.responses[
      '200'
    ]!.content!['application/json']!.schema.properties as Record<string, JsonSchema>;
    expect(summary.summary).toMatchObject({
      properties: { histogram: { required: ['1', '2', '3', '4', '5'] } },
    });
  });

  it('documents every route under /api/ the server answers, and only those', () => {
    const answered = registeredRoutes(server.server.app)
      .filter(({ method, path }) => path.startsWith('/api/') && method !== 'HEAD')
      // The document itself and its reference describe the API; they are not part of it.
      .filter(({ path }) => !/^\/api\/(openapi\.json|docs)/.test(path))
      .map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = documentedOperations(document).map(
      ({ method, path }) => `${method} ${path}`,
    );
    expect(documented.length).toBeGreaterThan(15);
    expect(documented.toSorted()).toEqual(answered.toSorted());
  });

  it('has one operation for each endpoint of the table, said as the endpoint says it', () => {
    const table = Object.entries(api)
      .filter(([name]) => name.endsWith('Endpoints'))
      // Payments' webhooks, grouped by provider, are routed only for a provider configured, as
      // none is here (test/payments/hosted-routes.test.ts documents them).
      .flatMap(([, area]) => Object.values(area as object))
      .filter(isEndpoint)
      .map(({ method, path, summary }) => {
        return `${method} /api${path.replace(/:(\w+)/g, '{$1}')} ${summary}`;
      });
    const documented = documentedOperations(document).map(
      ({ method, path, operation }) => `${method} ${path} ${operation.summary}`,
    );
    expect(documented.toSorted()).toEqual(table.toSorted());
  });

  it('lints clean with Redocly’s recommended rules', async () => {
    // docs/api.md's paths end in a slash, as Django REST framework's do: that rule does not apply.
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'no-path-trailing-slash': 'off' },
    });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((error) => `${error.ruleId}: ${error.message}`)).toEqual([]);
  });

  it('serves the interactive reference from this server, under a CSP of its own', async () => {
    const page = await fetch(`${server.url}/api/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, asset]) => asset!);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const answer = await fetch(new URL(asset, `${server.url}/api/docs/`));
      expect(answer.status, asset).toBe(200);
      // Read to the end: an unread answer keeps its connection busy, and the server from closing.
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });
});

describe('a route that is no endpoint’s', () => {
  it('keeps the document from being served, naming the route', async () => {
    const app = Fastify();
    let logged = '';
    app.setErrorHandler((error: Error, _request, reply) => {
      logged = error.message;
      return reply.status(500).send({});
    });
    await app.register(
      async (api) => {
        registerOperations(api);
        await registerOpenApi(api);
        api.get('/forgotten/', async () => ({}));
      },
      { prefix: '/api' },
    );
    const answer = await app.inject('/api/openapi.json');
    expect(answer.statusCode).toBe(500);
    expect(logged).toContain('GET /api/forgotten/');
    await app.close();
  });
});

describe('with API_DOCS=false', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ API_DOCS: 'false', SEED_DEMO: 'false' });
  }, STARTUP_TIMEOUT);
  afterAll(() => server.close());

  it('serves neither the document nor the reference', async () => {
    expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs/`)).status).toBe(404);
  });
});
