import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_PRESSES_SCRIPT_HASH } from '../src/http/early-presses.js';
import { IN_FLIGHT_LIMIT_MS } from '../src/server.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe('HTTP conventions', () => {
  let server: TestServer;
  let appDir: string;
  beforeAll(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'plaza-app-'));
    await mkdir(join(appDir, 'assets'));
    await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Plaza test app</title>');
    await writeFile(join(appDir, 'assets', 'main-abc123.js'), 'console.log("plaza")');
    server = await startTestServer({ STATIC_DIR: appDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(appDir, { recursive: true, force: true });
  });

  it('answers an unknown API path with a JSON 404 and code not_found', async () => {
    const response = await fetch(`${server.url}/api/marketplace/nothing-here/`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers malformed JSON with 400 parse_error, never 500', async () => {
    const response = await fetch(`${server.url}/api/marketplace/categories/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'parse_error' });
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const response = await fetch(`${server.url}/api/marketplace/categories/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    // The rest of the body is never read: the connection ends with the answer.
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('serves the built app for client routes, and not for API paths', async () => {
    const page = await fetch(`${server.url}/explore?category=3`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('Plaza test app');

    const root = await fetch(`${server.url}/`);
    expect(await root.text()).toContain('Plaza test app');
  });

  it("lets browsers keep Vite's hashed assets for a year", async () => {
    const asset = await fetch(`${server.url}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with 404, not the app page a script tag would choke on', async () => {
    const response = await fetch(`${server.url}/assets/missing-123.js`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends security headers, and no x-powered-by', async () => {
    const api = await fetch(`${server.url}/api/health/`);
    expect(api.headers.get('x-powered-by')).toBeNull();
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const page = await fetch(`${server.url}/explore`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    // The page's own policy (web-delivery.test.ts): this origin's scripts, and the one inline
    // script that holds early presses, by its hash.
    expect(page.headers.get('content-security-policy')).toContain(
      `script-src 'self' ${EARLY_PRESSES_SCRIPT_HASH};`,
    );
  });

  it('lets an API answer that may be cached say so', async () => {
    const countries = await fetch(`${server.url}/api/base/countries/`);
    expect(countries.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('a shutdown', () => {
  it('cuts a request its client stalled halfway, once the grace period is over', async () => {
    const server = await startTestServer();
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    // Headers and a tenth of the body promised, then nothing more.
    socket.write(
      `POST /api/auth/token/ HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(IN_FLIGHT_LIMIT_MS - 100);
    await ended;
  }, 60_000);
});
