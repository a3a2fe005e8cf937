import {
  accountFormEndpoints as accountForms,
  pathOf,
  productEditingEndpoints as productEditing,
} from '@plaza/api';
import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_BODY_LIMIT } from '../src/http/multipart.js';
import { serverWithUser, type TestUser } from './support/accounts.js';
import type { TestServer } from './support/test-server.js';

const MB = 1024 * 1024;
const BOUNDARY = 'plaza-stream-boundary';

/**
 * A form with one text field and `files` of `fileBytes` each in `field`, generated as it is sent: the
 * test holds one megabyte of it at a time, so the memory the process gains is the server's.
 */
function* formBody(field: string, files: number, fileBytes: number): Generator<Buffer> {
  const megabyte = Buffer.alloc(MB, 'a');
  yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nMug\r\n`);
  for (let file = 0; file < files; file += 1) {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="p${file}.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    for (let sent = 0; sent < fileBytes; sent += MB) yield megabyte;
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${BOUNDARY}--\r\n`);
}

interface StreamedAnswer {
  status: number;
  body: unknown;
  connection: string | undefined;
  /** The bytes of body written when the answer's head arrived. */
  sentWhenAnswered: number;
  /** How much the process's resident memory grew at most while the body was sent. */
  peakGrowth: number;
}

/** Posts `body` chunked (no `Content-Length`), as fast as the server reads it, until it answers. */
async function sendChunked(method: string, url: string, token: string, body: Iterable<Buffer>) {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const outgoing = request(url, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Transfer-Encoding': 'chunked',
    },
  });
  // Once the server has answered it reads no more: a write after that may fail.
  outgoing.on('error', () => {});
  const event = (name: string) => new Promise<void>((resolve) => outgoing.once(name, resolve));
  let sent = 0;
  let head: { response: IncomingMessage; sentWhenAnswered: number } | undefined;
  outgoing.once('response', (response: IncomingMessage) => {
    head = { response, sentWhenAnswered: sent };
  });
  const answeredOrClosed = Promise.race([event('response'), event('close')]);
  for (const piece of body) {
    if (head || outgoing.destroyed) break;
    sent += piece.length;
    if (!outgoing.write(piece)) await Promise.race([event('drain'), answeredOrClosed]);
  }
  if (!head) outgoing.end();
  await answeredOrClosed;
  if (!head) throw new Error(`The connection closed after ${sent} bytes, with no answer`);
  const { response, sentWhenAnswered } = head;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  clearInterval(sampler);
  return {
    status: response.statusCode ?? 0,
    body: JSON.parse(text) as unknown,
    connection: response.headers.connection,
    sentWhenAnswered,
    peakGrowth: peak - baseline,
  } satisfies StreamedAnswer;
}

describe('a multipart body sent without Content-Length', () => {
  let server: TestServer;
  let seller: TestUser;
  beforeAll(async () => ({ server, user: seller } = await serverWithUser()));
  afterAll(() => server.close());

  it('is refused with 413 once it passes 50 MB, before the rest is sent or kept', async () => {
    // The attack: 15 files of 24 MB, each under the digital file's 25 MB, 360 MB in all.
    const answer = await sendChunked(
      'POST',
      `${server.url}/api/${pathOf(productEditing.createProduct)}`,
      seller.access,
      formBody('photos', 15, 24 * MB),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      detail: 'Request body is too large.',
      code: 'payload_too_large',
    });
    expect(answer.connection).toBe('close');
    // Loopback and socket buffers hold a few megabytes the server never read.
    expect(answer.sentWhenAnswered).toBeLessThan(MULTIPART_BODY_LIMIT + 20 * MB);
    // At most the 50 MB the server may read, not the 360 MB sent at it.
    expect(answer.peakGrowth).toBeLessThan(150 * MB);
  });

  it('stops reading a file as soon as it passes its limit', async () => {
    // An avatar is at most 5 MB: one of 40 MB is refused at 5 MB, not once the part has ended.
    const answer = await sendChunked(
      'PATCH',
      `${server.url}/api/${pathOf(accountForms.updateUser)}`,
      seller.access,
      formBody('avatar', 1, 40 * MB),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'file_too_large' });
    expect(answer.sentWhenAnswered).toBeLessThan(5 * MB + 20 * MB);
  });
});
