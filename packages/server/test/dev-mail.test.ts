import { accountFormEndpoints as accountForms, baseEndpoints as base } from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './support/accounts.js';
import { call } from './support/http.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe('GET /api/dev/mail/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the latest messages to an address, newest first, in any case', async () => {
    const user = await registerUser(server);
    const send = () => call(server, accountForms.sendResetCode, { body: { email: user.email } });
    await send();
    await send();
    const answer = await call(server, base.devMail, { query: { to: user.email.toUpperCase() } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        to: user.email,
        subject: expect.any(String),
        text: expect.any(String),
        html: expect.any(String),
        sent_at: expect.any(String),
      },
      expect.objectContaining({ to: user.email }),
    ]);
  });

  it('needs a valid to', async () => {
    const answer = await call(server, base.devMail);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ to: ['This field is required.'] });
  });
});

describe('in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      HCAPTCHA_SECRET: '0x0000000000000000000000000000000000000000',
      SMTP_URL: 'smtp://127.0.0.1:1',
      SCRYPT_COST: '17',
    });
  });
  afterAll(() => server.close());

  it('does not exist', async () => {
    const answer = await call(server, base.devMail, { query: { to: 'someone@example.com' } });
    expect(answer.status).toBe(404);
  });
});
