import {
  accountEndpoints as account,
  accountFormEndpoints as accountForms,
  createClient,
} from '@plaza/api';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { pino, type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/http/logger.js';
import { latestCode, registerUser, registration, strongPassword } from './support/accounts.js';
import { bodyOf, call, type Answer } from './support/http.js';
import { logLinesOf } from './support/log-stream.js';
import { useServerProcesses } from './support/server-process.js';
import type { TestServer } from './support/test-server.js';
import type { TokenPair } from '@plaza/api';

const ALPHANUMERIC = /[A-Za-z0-9]/;

/**
 * Whether `secret` stands in `text` as a value of its own: a 6-digit code is also found inside a
 * timestamp or a UUID now and then, which is not the code.
 */
function holds(text: string, secret: string): boolean {
  for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + secret.length] ?? '';
    if (!ALPHANUMERIC.test(before) && !ALPHANUMERIC.test(after)) return true;
  }
  return false;
}

describe('the log of a session of sign-ins, refreshes and a password reset', () => {
  const processes = useServerProcesses();

  // A server process started as `npm start` starts it: tens of seconds on a busy machine.
  it(
    'holds no password, token, code or cookie, at the most verbose level',
    { timeout: 120_000 },
    async () => {
      const started = await processes.start({ LOG_LEVEL: 'trace' });
      const { entry } = started;
      // The helpers' TestServer, with the client dev/mail/ is read through.
      const api = createClient({ baseUrl: `${started.server.url}/api/` });
      const server = { ...started.server, api } as TestServer;
      const answers: Answer[] = [];
      const sent = async <T>(answer: Promise<Answer<T>>) => {
        answers.push((await answer) as Answer);
        return answer;
      };

      const user = await registerUser(server);
      const signedIn = bodyOf(
        await sent(
          call<TokenPair>(server, accountForms.login, {
            body: { username: user.username, password: user.password },
          }),
        ),
        200,
      );
      const wrongPassword = strongPassword();
      const refused = await sent(
        call(server, accountForms.login, {
          body: { username: user.username, password: wrongPassword },
        }),
      );
      expect(refused.status).toBe(401);
      // A sign-in link, as the app's mail and redirects make it.
      const link = await fetch(`${server.url}/?refresh=${signedIn.refresh}`);
      await link.arrayBuffer();
      const refreshed = bodyOf(
        await sent(
          call<TokenPair>(server, account.refresh, {
            body: { refresh: signedIn.refresh },
          }),
        ),
        200,
      );
      const cookie = `session=${strongPassword()}`;
      await sent(
        call(server, account.user, {
          token: refreshed.access,
          headers: { Cookie: cookie },
        }),
      );
      await sent(call(server, accountForms.sendResetCode, { body: { email: user.email } }));
      const code = await latestCode(server, user.email);
      const newPassword = strongPassword();
      const reset = await sent(
        call(server, accountForms.resetPassword, {
          body: {
            email: user.email,
            otp: code,
            password: newPassword,
            password_confirmation: newPassword,
          },
        }),
      );
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      // Errors whose bodies carry a secret: malformed JSON, and a registration the rules refuse.
      const malformed = await sent(
        call(server, 'POST', accountForms.login.path.slice(1), {
          raw: {
            data: `{"username":"${user.username}","password":"${newPassword}"`,
            type: 'application/json',
          },
        }),
      );
      expect(malformed.status).toBe(400);
      // Refused as too common (zxcvbn): the field's error names the rule, never the value.
      const weakPassword = 'qwertyuiop123';
      const weak = await sent(
        call(server, accountForms.register, {
          body: registration({ password: weakPassword }),
        }),
      );
      expect(weak.status).toBe(400);
      entry.child.kill('SIGTERM');
      expect(await entry.exited).toBe(0);

      const log = entry.output();
      const secrets = {
        password: user.password,
        wrongPassword,
        newPassword,
        weakPassword,
        code,
        cookie,
        ...Object.fromEntries(
          [user, signedIn, refreshed].flatMap((pair, index) => [
            [`access ${index}`, pair.access],
            [`refresh ${index}`, pair.refresh],
          ]),
        ),
      };
      for (const [name, secret] of Object.entries(secrets))
        expect(holds(log, secret), name).toBe(false);
      // The mail with the code was written, without its words.
      expect(log).toContain(`"to":"${user.email}"`);

      const lines = logLinesOf(log);
      const requestLines = lines.filter((line) => line.msg === 'request');
      for (const answer of answers) {
        const id = answer.headers.get('x-request-id');
        expect(requestLines.filter((line) => line.requestId === id)).toHaveLength(1);
      }
      const linkLine = requestLines.find(
        (line) => line.requestId === link.headers.get('x-request-id'),
      );
      expect(linkLine?.url).toBe('/?refresh=[redacted]');
    },
  );
});

describe("the log's error lines", () => {
  it("keep a failed query and its database's error, never the query's parameters", () => {
    const written: string[] = [];
    const stream = new Writable({
      write: (chunk: Buffer, _encoding, done) => (written.push(chunk.toString()), done()),
    });
    const { serializers } = loggerOptions({ logLevel: 'info' }, false) as LoggerOptions;
    const log = pino({ serializers }, stream);
    const cause = new Error('duplicate key value violates unique constraint "users_email_key"');
    const password = strongPassword();
    const query = 'insert into users (email, password) values ($1, $2)';
    log.error(
      { err: new DrizzleQueryError(query, ['ana@example.com', password], cause) },
      'failed',
    );

    const [line] = written;
    expect(line).not.toContain(password);
    expect(line).not.toContain('ana@example.com');
    expect(line).toContain(query);
    expect(line).toContain('users_email_key');
  });
});
