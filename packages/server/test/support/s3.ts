import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The test store's bucket, and the account s3rver accepts. */
export const TEST_BUCKET = 'plaza-test';

export interface TestStore {
  /** The server variables that put uploads in this store's bucket. */
  env: Record<string, string>;
  /** Stops the store, for tests of a store that stops answering; `close` after it is fine. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on a free loopback port, with an empty bucket in a new folder. */
export async function startTestStore(): Promise<TestStore> {
  const directory = await mkdtemp(join(tmpdir(), 'plaza-s3-'));
  const store = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await store.run();
  let running = true;
  const stop = async () => {
    if (running) await store.close();
    running = false;
  };
  return {
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A store in front of another that fails every upload, and passes everything else on. */
export interface FailingStore {
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * `store` behind a proxy whose uploads (`PUT`) answer `500 InternalError` (`how: 'error'`) or never
 * answer (`'hang'`), as a store failing on its side does: the bucket answers at start, and only
 * writing to it fails.
 */
export async function failingUploadsTo(
  store: TestStore,
  how: 'error' | 'hang',
): Promise<FailingStore> {
  const target = new URL(store.env.S3_ENDPOINT ?? '');
  const proxy = createServer((request, response) => {
    if (request.method === 'PUT') {
      request.resume();
      if (how === 'hang') return;
      response.writeHead(500, { 'content-type': 'application/xml' });
      response.end('<Error><Code>InternalError</Code><Message>We failed.</Message></Error>');
      return;
    }
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    env: { ...store.env, S3_ENDPOINT: `http://127.0.0.1:${port}` },
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        proxy.closeAllConnections();
      }),
  };
}
