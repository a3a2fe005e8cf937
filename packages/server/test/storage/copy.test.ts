import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { copyToBucket } from '../../src/storage/copy-to-bucket.js';
import { photo } from '../support/products.js';
import { startTestStore, type TestStore } from '../support/s3.js';
import { startTestServer } from '../support/test-server.js';

describe('npm run storage:copy', () => {
  let store: TestStore;
  let root: string;
  beforeAll(async () => {
    store = await startTestStore();
    root = await mkdtemp(join(tmpdir(), 'plaza-uploads-'));
  });
  afterAll(async () => {
    await store?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('copies a local uploads folder into the bucket once, and a shop on the bucket serves it', async () => {
    const image = await photo(80, 60, 'webp');
    const key = 'products/0d9a3f1e-2b1c-4e5f-8a7b-9c0d1e2f3a4b.webp';
    await mkdir(join(root, 'products'), { recursive: true });
    await mkdir(join(root, 'private', 'digital-products'), { recursive: true });
    await writeFile(join(root, key), image);
    await writeFile(join(root, 'private', 'digital-products', 'a.zip'), 'zip bytes');
    const { s3 } = loadConfig(store.env, '/srv');

    expect(await copyToBucket(root, s3!)).toEqual({ copied: 2, skipped: 0 });
    // Run again, or resumed after a stop: nothing is copied twice.
    expect(await copyToBucket(root, s3!)).toEqual({ copied: 0, skipped: 2 });

    const server = await startTestServer(store.env);
    try {
      const served = await fetch(`${server.url}/uploads/${key}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
      // The private file went over too, and stays private.
      expect((await fetch(`${server.url}/uploads/private/digital-products/a.zip`)).status).toBe(
        404,
      );
    } finally {
      await server.close();
    }
  });
});
