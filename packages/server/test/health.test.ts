import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisTestsRun, TEST_REDIS_URL } from './support/redis.js';
import { startTestStore, type TestStore } from './support/s3.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { testDatabaseKind } from './support/test-database.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { waitFor } from './support/wait-for.js';

describe('GET /api/health/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers ok and names the database engine it runs on', async () => {
    const response = await fetch(`${server.url}/api/health/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: 'ok', database: testDatabaseKind() });
  });

  it('is decoded by the typed client', async () => {
    await expect(server.api.health()).resolves.toEqual({
      status: 'ok',
      database: testDatabaseKind(),
    });
  });

  it('has health/live/ answer ok, through the typed client too', async () => {
    const response = await fetch(`${server.url}/api/health/live/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    await expect(server.api.live()).resolves.toEqual({ status: 'ok' });
  });

  it('has health/ready/ name only the database when neither Redis nor a bucket is set', async () => {
    const response = await fetch(`${server.url}/api/health/ready/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ checks: { database: 'ok' } });
    await expect(server.api.ready()).resolves.toEqual({ checks: { database: 'ok' } });
  });
});

/** health/ready/'s answer once `check` has failed (ioredis and the S3 client notice in their time). */
const notReady = (server: TestServer) =>
  waitFor('health/ready/ to answer 503', async () => {
    const response = await fetch(`${server.url}/api/health/ready/`);
    return response.status === 503 ? response.json() : undefined;
  });

const hasRedis = await redisTestsRun('the readiness tests with Redis');

describe.runIf(hasRedis)('GET /api/health/ready/ with REDIS_URL', () => {
  let redis: TcpProxy;
  let server: TestServer;
  beforeAll(async () => {
    // Redis behind a proxy the test cuts: the server's own connections to it drop.
    redis = await startTcpProxy(TEST_REDIS_URL);
    server = await startTestServer({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await server.close();
    await redis.cut();
  });

  it('asks Redis, and answers 503 naming it once Redis stops answering', async () => {
    await expect(server.api.ready()).resolves.toEqual({
      checks: { database: 'ok', redis: 'ok' },
    });
    await redis.cut();
    expect(await notReady(server)).toEqual({
      detail: 'Not ready: redis did not answer.',
      code: 'not_ready',
      checks: { database: 'ok', redis: 'failed' },
    });
    // Still alive: a restart would not bring Redis back.
    expect((await fetch(`${server.url}/api/health/live/`)).status).toBe(200);
  });
});

describe('GET /api/health/ready/ with S3_BUCKET', () => {
  let store: TestStore;
  let server: TestServer;
  beforeAll(async () => {
    store = await startTestStore();
    server = await startTestServer(store.env);
  });
  afterAll(async () => {
    await server.close();
    await store.close();
  });

  it('asks the bucket, and answers 503 naming it once the store stops answering', async () => {
    await expect(server.api.ready()).resolves.toEqual({
      checks: { database: 'ok', storage: 'ok' },
    });
    await store.stop();
    expect(await notReady(server)).toEqual({
      detail: 'Not ready: storage did not answer.',
      code: 'not_ready',
      checks: { database: 'ok', storage: 'failed' },
    });
  });
});
