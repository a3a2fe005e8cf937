import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  accountEndpoints as account,
  accountFormEndpoints as accountForms,
  productEditingEndpoints as productEditing,
  type Page,
  type ProductSummary,
} from '@plaza/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { call, fetchFile } from '../support/http.js';
import { photo, postProduct } from '../support/products.js';
import {
  failingUploadsTo,
  startTestStore,
  type FailingStore,
  type TestStore,
} from '../support/s3.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/*
 * Uploads in an S3-compatible bucket (S3_BUCKET), tried against s3rver, a real S3-protocol server:
 * every instance serves every upload at the same /uploads/… address, none of it on local disk.
 */

/** The account form with a new avatar, sent as `token`'s user: the raw answer. */
const avatarUpload = async (server: TestServer, token: string) => {
  const form = new FormData();
  form.append('avatar', new Blob([await photo(300, 200)], { type: 'image/png' }), 'me.png');
  return call<{ avatar: string | null }>(server, accountForms.updateUser, { token, body: form });
};

/** That the seller with `token` has no product at all, not even one waiting for review. */
async function expectNoProductOf(server: TestServer, token: string) {
  const mine = await call<Page<ProductSummary>>(server, productEditing.myProducts, {
    token,
  });
  expect(mine.body.count).toBe(0);
}

/** An upload's bytes and headers as `server` serves it at its `/uploads/…` path. */
const servedBy = (server: TestServer, url: string) =>
  fetchFile(`${server.url}${new URL(url).pathname}`);

describe('uploads in an S3-compatible store', () => {
  let store: TestStore;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    store = await startTestStore();
    first = await startTestServer(store.env);
    second = await startTestServer(store.env);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await store?.close();
  });

  it('serves an avatar and a product photo uploaded through one instance from the other, byte for byte', async () => {
    const seller = await registerUser(first);
    const avatar = await avatarUpload(first, seller.access);
    expect(avatar.status).toBe(200);
    const product = await postProduct(first, seller.access);
    expect(product.status).toBe(201);

    for (const url of [avatar.body.avatar ?? '', product.body.photos[0]?.image ?? '']) {
      expect(url).toMatch(/\/uploads\/(avatars|products)\/[0-9a-f-]{36}\.webp$/);
      const here = await servedBy(first, url);
      const there = await servedBy(second, url);
      expect(there).toMatchObject({
        status: 200,
        type: 'image/webp',
        cache: 'public, max-age=31536000, immutable',
        sniffing: 'nosniff',
      });
      expect(there.bytes.length).toBeGreaterThan(0);
      expect(there.bytes.equals(here.bytes)).toBe(true);
    }
    // Nothing went to the instance's own disk (no uploads folder is even made).
    const local = await readdir(join(first.dataDir, 'uploads'), { recursive: true }).catch(
      () => [],
    );
    expect(local).toEqual([]);
  });

  it('serves no private file and no made-up key', async () => {
    for (const path of [
      '/uploads/private/digital-products/00000000-0000-0000-0000-000000000000.zip',
      '/uploads/products/missing.webp',
      '/uploads/..%2Fsecret.txt',
    ]) {
      expect((await fetch(`${second.url}${path}`)).status, path).toBe(404);
    }
  });

  it('refuses to start when its bucket does not answer, naming S3_BUCKET', async () => {
    await expect(startTestServer({ ...store.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(
      /S3_BUCKET="no-such-bucket"/,
    );
  });

  it('links public images at UPLOADS_PUBLIC_URL, and sends /uploads/… there', async () => {
    const cdn = await startTestServer({ ...store.env, UPLOADS_PUBLIC_URL: 'https://cdn.example/' });
    try {
      const user = await registerUser(cdn);
      const answer = await avatarUpload(cdn, user.access);
      const key = /^https:\/\/cdn\.example\/(avatars\/[0-9a-f-]{36}\.webp)$/.exec(
        answer.body.avatar ?? '',
      )?.[1];
      expect(key).toBeDefined();
      const redirect = await fetch(`${cdn.url}/uploads/${key}`, { redirect: 'manual' });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toBe(`https://cdn.example/${key}`);
    } finally {
      await cdn.close();
    }
  });
});

describe('a store that fails', () => {
  let store: TestStore;
  let erring: FailingStore;
  let hanging: FailingStore;
  let server: TestServer;
  let serverOnErring: TestServer;
  let serverOnHanging: TestServer;
  beforeAll(async () => {
    store = await startTestStore();
    erring = await failingUploadsTo(store, 'error');
    hanging = await failingUploadsTo(store, 'hang');
    serverOnErring = await startTestServer(erring.env);
    serverOnHanging = await startTestServer(hanging.env);
    server = await startTestServer(store.env);
  });
  afterAll(async () => {
    await server?.close();
    await serverOnErring?.close();
    await serverOnHanging?.close();
    await erring?.close();
    await hanging?.close();
    await store?.close();
  });

  it('answering 500: tells the uploader to try again, and keeps no product and no avatar', async () => {
    const seller = await registerUser(serverOnErring);
    const answer = await postProduct(serverOnErring, seller.access);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'storage_unavailable' });
    await expectNoProductOf(serverOnErring, seller.access);
    const avatar = await avatarUpload(serverOnErring, seller.access);
    expect(avatar.status).toBe(503);
    const user = await call<{ avatar: string | null }>(serverOnErring, account.user, {
      token: seller.access,
    });
    expect(user.body.avatar).toBeNull();
  });

  // An upload has 20 s in all (s3-storage.ts): the user waits that long for the error, not forever.
  it('never answering: gives up and says so, keeping no product', async () => {
    const seller = await registerUser(serverOnHanging);
    const answer = await postProduct(serverOnHanging, seller.access);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'storage_unavailable' });
    await expectNoProductOf(serverOnHanging, seller.access);
  }, 45_000);

  it('stopped: tells the uploader to try again, and leaves no product pointing at a missing photo', async () => {
    const seller = await registerUser(server);
    await store.stop();
    const answer = await postProduct(server, seller.access);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'storage_unavailable' });
    await expectNoProductOf(server, seller.access);
  });
});
