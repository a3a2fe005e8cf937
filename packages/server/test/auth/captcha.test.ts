import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptcha, HCAPTCHA_TEST_TOKEN } from '../../src/auth/captcha.js';

describe('captcha without HCAPTCHA_SECRET', () => {
  const verify = createCaptcha({ secret: undefined });
  it("passes hCaptcha's published test token only", async () => {
    expect(await verify(HCAPTCHA_TEST_TOKEN, '127.0.0.1')).toBe(true);
    expect(await verify('20000000-aaaa-bbbb-cccc-000000000002', '127.0.0.1')).toBe(false);
    expect(await verify(undefined, '127.0.0.1')).toBe(false);
  });
});

describe('captcha with HCAPTCHA_SECRET', () => {
  /** A stand-in for hCaptcha's siteverify: `good-token` passes. */
  let siteverify: Server;
  let url: string;
  const received: URLSearchParams[] = [];
  beforeAll(async () => {
    siteverify = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ success: form.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const address = siteverify.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/siteverify`;
  });
  afterAll(() => new Promise((resolve) => siteverify.close(resolve)));

  it('asks siteverify with the secret, the token and the caller address', async () => {
    const verify = createCaptcha({ secret: 'the-secret', verifyUrl: url });
    expect(await verify('good-token', '203.0.113.9')).toBe(true);
    expect(Object.fromEntries(received.at(-1) ?? [])).toEqual({
      secret: 'the-secret',
      response: 'good-token',
      remoteip: '203.0.113.9',
    });
    expect(await verify('bad-token', '203.0.113.9')).toBe(false);
    // With a real secret, the test token is just another token hCaptcha refuses.
    expect(await verify(HCAPTCHA_TEST_TOKEN, '203.0.113.9')).toBe(false);
  });

  it('fails closed when siteverify cannot be reached', async () => {
    const errors: unknown[] = [];
    const verify = createCaptcha({
      secret: 'the-secret',
      verifyUrl: 'http://127.0.0.1:1/siteverify',
      onError: (error) => errors.push(error),
    });
    expect(await verify('good-token', '203.0.113.9')).toBe(false);
    expect(errors).toHaveLength(1);
  });
});
