/*
 * docs/openapi.json must be what the server builds now. A change to a call (an endpoint's path,
 * body, answer, errors or summary) fails this test until `npm run docs:api` rewrites the file and
 * the file is committed with the change: whoever changes the routes reruns it.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, serverOpenApiDocument } from './openapi-document.ts';

/** PGlite's first start, migrations and all, on a busy two-core machine. */
const STARTUP_TIMEOUT = 180_000;

describe('docs/openapi.json', () => {
  it(
    'is the document the server builds (else run `npm run docs:api` and commit it)',
    async () => {
      const committed: unknown = JSON.parse(await readFile(OPENAPI_FILE, 'utf8'));
      expect(committed).toEqual(await serverOpenApiDocument());
    },
    STARTUP_TIMEOUT,
  );
});
