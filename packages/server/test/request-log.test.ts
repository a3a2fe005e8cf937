import { describe, expect, it } from 'vitest';
import { useServerProcesses } from './support/server-process.js';

describe("the server's request log", () => {
  const processes = useServerProcesses();

  // A server process started as `npm start` starts it: tens of seconds on a busy machine.
  it(
    'keeps the path and query of a request, but never the value of a secret in it',
    { timeout: 120_000 },
    async () => {
      const { entry, server } = await processes.start({ LOG_LEVEL: 'info' });
      const secrets = {
        refresh: 'eyJsign-in-link-token',
        token: 'a-token-value-41',
        code: '736251',
        otp: '918273',
      };
      const query = new URLSearchParams({ page: '2', ...secrets });
      // A sign-in link (docs/product.md: `/?refresh=…`), and the same secrets on an API path.
      await fetch(`${server.url}/?${query}`);
      await fetch(`${server.url}/api/health/?${query}`);
      entry.child.kill('SIGTERM');
      await entry.exited;

      const log = entry.output();
      for (const secret of Object.values(secrets)) expect(log).not.toContain(secret);
      const redacted = 'page=2&refresh=[redacted]&token=[redacted]&code=[redacted]&otp=[redacted]';
      expect(log).toContain(`"url":"/?${redacted}"`);
      expect(log).toContain(`"url":"/api/health/?${redacted}"`);
    },
  );
});
