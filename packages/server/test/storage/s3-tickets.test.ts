import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { supportEndpoints as support, type AdminTicketPage } from '@plaza/api';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import type { S3Config } from '../../src/config/storage.js';
import { copyToBucket } from '../../src/storage/copy-to-bucket.js';
import { createS3Client } from '../../src/storage/s3-storage.js';
import { registerUser } from '../support/accounts.js';
import { call, fetchFile } from '../support/http.js';
import { photo, startAdminServer } from '../support/products.js';
import { startTestStore, type TestStore } from '../support/s3.js';
import type { TestServer } from '../support/test-server.js';
import { attachmentKeyOf, openedTicket, pointAttachmentAt } from '../support/tickets.js';

/*
 * Tickets' pictures in an S3-compatible bucket (s3rver) with a CDN in front (UPLOADS_PUBLIC_URL):
 * public images are linked at the CDN, but a ticket's picture stays private, served only through
 * its signed link on the server, even one saved under the old public key and copied over by
 * `npm run storage:copy`.
 */

const CDN = 'https://cdn.example';

describe('tickets’ pictures in an S3-compatible store', () => {
  let store: TestStore;
  let s3: S3Config;
  let client: S3Client;
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    store = await startTestStore();
    s3 = loadConfig(store.env, '/srv').s3!;
    client = createS3Client(s3);
    ({ server, admin } = await startAdminServer({ ...store.env, UPLOADS_PUBLIC_URL: CDN }));
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
    await store?.close();
  });

  const objectBytes = async (key: string) => {
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };
  const cacheOf = async (key: string) =>
    (await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))).CacheControl;
  /** The link administrators' list gives to a ticket's picture. */
  const adminsLink = async (ticketId: number) =>
    (await call<AdminTicketPage>(server, support.adminTickets, { token: admin })).body.results.find(
      (ticket) => ticket.id === ticketId,
    )?.attachment ?? '';

  it('keeps the picture under a private key, linked on the server and never at the CDN', async () => {
    const author = await registerUser(server);
    const ticket = await openedTicket(
      server,
      author,
      { subject: 'Captura', information: 'Con mis datos' },
      await photo(200, 150),
    );
    const key = await attachmentKeyOf(server, ticket.id);
    expect(key).toMatch(/^private\/tickets\/[0-9a-f-]{36}\.webp$/);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual([key]);
    // No public cache: nothing in front of the bucket is told it may keep it.
    expect(await cacheOf(key)).toBeUndefined();

    const stored = await objectBytes(key);
    for (const link of [ticket.attachment ?? '', await adminsLink(ticket.id)]) {
      expect(link.startsWith(`${server.url}/api/support/tickets/${ticket.id}/attachment/?`)).toBe(
        true,
      );
      const served = await fetchFile(link);
      expect(served).toMatchObject({ status: 200, type: 'image/webp' });
      expect(served.bytes.equals(stored)).toBe(true);
    }
    // /uploads/ neither serves it nor sends anyone to the CDN for it.
    const uploads = await fetchFile(`${server.url}/uploads/${key}`);
    expect(uploads.status).toBe(404);
  });

  it('serves one saved under the old public key and copied by storage:copy, by its link only', async () => {
    const root = await mkdtemp(join(tmpdir(), 'plaza-uploads-'));
    try {
      const oldKey = 'tickets/5b0e9c1a-7d2f-4e3b-9a8c-1f2e3d4c5b6a.webp';
      const picture = await photo(90, 60, 'webp');
      await mkdir(join(root, 'tickets'));
      await writeFile(join(root, oldKey), picture);
      expect(await copyToBucket(root, s3)).toEqual({ copied: 1, skipped: 0 });
      expect(await cacheOf(oldKey)).toBeUndefined();

      const author = await registerUser(server);
      const ticket = await openedTicket(
        server,
        author,
        { subject: 'Antigua', information: 'De antes del cambio' },
        await photo(),
      );
      await pointAttachmentAt(server, ticket.id, oldKey);
      const served = await fetchFile(await adminsLink(ticket.id));
      expect(served.status).toBe(200);
      expect(served.bytes.equals(picture)).toBe(true);
      expect((await fetchFile(`${server.url}/uploads/${oldKey}`)).status).toBe(404);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
