import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('the server’s jobs', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer();
  });
  afterAll(() => test.close());

  it('are the four sweeps, started with the server and run on demand', async () => {
    const { jobs } = test.server.app;
    const sweeps = [
      'expire-unpaid-purchases',
      'retry-pending-refunds',
      'receive-sent-purchases',
      'remove-old-read-notifications',
    ];
    expect(await Promise.all(sweeps.map((name) => jobs.runOnce(name)))).toEqual(
      sweeps.map(() => 'done'),
    );
  });
});
