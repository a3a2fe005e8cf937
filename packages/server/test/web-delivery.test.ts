import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_PRESSES_SCRIPT_HASH } from '../src/http/early-presses.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** react-aria's pressable and visually hidden styles, by their hashes: no other style inline. */
const REACT_ARIA_STYLES = [
  "'unsafe-hashes'",
  "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
  "'sha256-OPvH+zTsq+vvwlH2fikB1Fveiha+jXy32l3j4fYaEpA='",
];

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire, still compressed. */
  body: Buffer;
}

/** A GET whose body is left as sent: fetch would undo the compression this file checks. */
function getRaw(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const decode = ({ headers, body }: RawAnswer): string => {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
};

// Big enough to be worth compressing, as every real bundle and page is.
const script = `console.log(${JSON.stringify('plaza '.repeat(2000))});`;
const page = `<!doctype html><title>Plaza test app</title><p>${'Plaza '.repeat(400)}</p>`;
// Different bytes from what compressing `script` gives, so the test sees which file was sent.
const brotliCopy = brotliCompressSync('/* the build compressed me */');
const gzipCopy = gzipSync('/* the build compressed me */');

/** The page's headers, and its Content-Security-Policy as a map of directive to sources. */
async function policyOf(server: TestServer) {
  const response = await fetch(`${server.url}/explore`);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const policy = response.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );
  return { headers: response.headers, directives };
}

describe('compression and the page policy', () => {
  let server: TestServer;
  let appDir: string;
  beforeAll(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'plaza-app-'));
    await mkdir(join(appDir, 'assets'));
    await writeFile(join(appDir, 'index.html'), page);
    await writeFile(join(appDir, 'index.html.gz'), gzipSync(page));
    await writeFile(join(appDir, 'assets', 'main-abc123.js'), script);
    await writeFile(join(appDir, 'assets', 'main-abc123.js.br'), brotliCopy);
    await writeFile(join(appDir, 'assets', 'main-abc123.js.gz'), gzipCopy);
    await writeFile(join(appDir, 'assets', 'plain-abc123.js'), script);
    server = await startTestServer({ STATIC_DIR: appDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(appDir, { recursive: true, force: true });
  });

  it("sends the build's brotli copy of an asset to a browser that takes brotli", async () => {
    const answer = await getRaw(`${server.url}/assets/main-abc123.js`, 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.equals(brotliCopy)).toBe(true);
  });

  it("sends the build's gzip copy when brotli is not accepted", async () => {
    const answer = await getRaw(`${server.url}/assets/main-abc123.js`, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(gzipCopy)).toBe(true);
  });

  it('sends the file itself to a client that takes no encoding', async () => {
    const answer = await getRaw(`${server.url}/assets/main-abc123.js`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  it('compresses a text file that has no copy on the fly', async () => {
    const answer = await getRaw(`${server.url}/assets/plain-abc123.js`, 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(decode(answer)).toBe(script);
  });

  it("sends the build's copy of the app's page for a client route", async () => {
    const answer = await getRaw(`${server.url}/explore?category=2`, 'gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decode(answer)).toBe(page);
  });

  it('compresses JSON from the API, with brotli first', async () => {
    const plain = await getRaw(`${server.url}/api/base/countries/`);
    const answer = await getRaw(`${server.url}/api/base/countries/`, 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decode(answer))).toEqual(JSON.parse(plain.body.toString()));
  });

  it('leaves an uploaded picture as it is: WebP is compressed already', async () => {
    const picture = Buffer.concat([Buffer.from('RIFF....WEBPVP8 '), Buffer.alloc(4096, 7)]);
    await mkdir(join(server.dataDir, 'uploads', 'test'), { recursive: true });
    await writeFile(join(server.dataDir, 'uploads', 'test', 'picture.webp'), picture);
    const answer = await getRaw(`${server.url}/uploads/test/picture.webp`, 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(picture)).toBe(true);
  });

  it("gives the page a policy that runs only this origin's scripts, and no framing", async () => {
    const { headers, directives } = await policyOf(server);
    expect(directives.get('script-src')).toEqual(["'self'", EARLY_PRESSES_SCRIPT_HASH]);
    expect(directives.get('style-src')).toEqual(["'self'", ...REACT_ARIA_STYLES]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers.get('content-security-policy')).not.toMatch(
      /unsafe-inline|unsafe-eval|hcaptcha/,
    );
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('takes a compressed request body for nothing: docs/api.md accepts plain JSON only', async () => {
    const response = await fetch(`${server.url}/api/marketplace/categories/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ name: 'Compressed' })),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'parse_error' });
  });
});

describe('the page policy with hCaptcha configured', () => {
  let server: TestServer;
  let appDir: string;
  beforeAll(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'plaza-app-'));
    await writeFile(join(appDir, 'index.html'), page);
    server = await startTestServer({ STATIC_DIR: appDir, HCAPTCHA_SECRET: `0x${'1'.repeat(40)}` });
  });
  afterAll(async () => {
    await server.close();
    await rm(appDir, { recursive: true, force: true });
  });

  it("lets hCaptcha's widget in, and still nothing inline", async () => {
    const { headers, directives } = await policyOf(server);
    for (const name of ['script-src', 'frame-src', 'style-src', 'connect-src']) {
      expect(directives.get(name)).toEqual([
        ...(name === 'frame-src' ? [] : ["'self'"]),
        ...(name === 'script-src' ? [EARLY_PRESSES_SCRIPT_HASH] : []),
        ...(name === 'style-src' ? REACT_ARIA_STYLES : []),
        'https://hcaptcha.com',
        'https://*.hcaptcha.com',
      ]);
    }
    expect(headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});
