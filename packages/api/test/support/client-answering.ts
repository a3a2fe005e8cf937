import { createClient } from '../../src/index.js';

export interface Sent {
  url: string;
  init: RequestInit;
}

/** A client whose every call is answered `status` and `body`, keeping what it sent. */
export function clientAnswering(status: number, body?: unknown) {
  const sent: Sent[] = [];
  const client = createClient({
    baseUrl: 'http://shop.test/api/',
    fetch: async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    },
  });
  return { client, sent };
}
