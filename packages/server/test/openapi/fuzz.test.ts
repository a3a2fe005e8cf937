import { toFormData } from '@plaza/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { call, type CallOptions } from '../support/http.js';
import { ADMIN, adminToken, approvedProduct, photo } from '../support/products.js';
import { askedQuestion } from '../support/questions.js';
import { postedReview, receivedItem } from '../support/reviews.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { hostileValue, mutatedObject, validValue } from './arbitraries.js';
import {
  documentedOperations,
  fetchDocument,
  type DocumentedOperation,
  type JsonSchema,
} from './document.js';

/*
 * Every operation of the OpenAPI document, called at least RUNS times with requests made from its
 * own schemas: valid ones, then the same broken (wrong types, missing and extra fields, edge numbers,
 * long and unicode text, broken JSON and multipart). The server must never fail (no 5xx) and must
 * answer only statuses the document lists for that operation.
 */

const RUNS = 100;
/** Requests in flight at once: enough to keep the server busy without starving a small machine. */
const PARALLEL = 4;
/** Fixed, so that a failure comes back on the next run. */
const SEED = 20261124;

type Kind = 'valid' | 'mutated' | 'hostile' | 'broken' | 'anonymous';
const KINDS: Kind[] = [
  'valid',
  'valid',
  'mutated',
  'mutated',
  'mutated',
  'hostile',
  'broken',
  'anonymous',
];

interface Fixtures {
  user: string;
  admin: string;
  /** Ids (and a username) the path parameters are drawn from, beside made-up ones. */
  ids: string[];
  /** A real picture, so that some multipart runs go as far as storing one. */
  picture: Buffer;
}

interface Planned {
  path: string;
  options: CallOptions;
}

const sample = <T>(arbitrary: fc.Arbitrary<T>, runs: number, offset: number): T[] =>
  fc.sample(arbitrary, { numRuns: runs, seed: SEED + offset });

/**
 * A query value as text. Cut at 2,000 characters: past 16 KB of headers Node itself answers 431,
 * before any route, and long bodies are tried through the bodies instead.
 */
const queryText = (value: unknown) =>
  (typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value)).slice(0, 2_000);

function tokenFor(operation: DocumentedOperation, fixtures: Fixtures): string | undefined {
  const security = operation.operation.security ?? [];
  if (!security.some((scheme) => 'bearer' in scheme)) return undefined;
  return operation.path.includes('/admin/') ? fixtures.admin : fixtures.user;
}

/** `runs` requests for one operation, of every kind in turn. */
function plan(operation: DocumentedOperation, fixtures: Fixtures, offset: number): Planned[] {
  const { parameters = [], requestBody } = operation.operation;
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
  };
  const bodySchema = requestBody?.content['application/json']?.schema;
  const multipart = requestBody?.content['multipart/form-data']?.schema;
  const validBody = bodySchema ? validValue(bodySchema) : fc.constant(undefined);
  const bodies = sample(validBody, RUNS, offset);
  const broken = sample(mutatedObject(validBody), RUNS, offset + 1);
  const hostile = sample(hostileValue, RUNS, offset + 2);
  const queries = sample(validValue(querySchema), RUNS, offset + 3) as Record<string, unknown>[];
  const badQueries = sample(mutatedObject(validValue(querySchema)), RUNS, offset + 4);
  const pathIds = sample(fc.oneof(fc.constantFrom(...fixtures.ids), fc.string()), RUNS, offset + 5);
  const token = tokenFor(operation, fixtures);

  return bodies.map((valid, index) => {
    const kind = KINDS[index % KINDS.length]!;
    const path = operation.path
      .replace(/^\/api\//, '')
      .replace(/\{\w+\}/g, () => encodeURIComponent(pathIds[index]!));
    const search = new URLSearchParams();
    const params = kind === 'mutated' ? badQueries[index] : queries[index];
    if (params && typeof params === 'object') {
      for (const [name, value] of Object.entries(params)) search.append(name, queryText(value));
    }
    const url = search.size > 0 ? `${path}?${search}` : path;
    const options: CallOptions = {
      ...(token && kind !== 'anonymous' && { token }),
      ...(kind === 'anonymous' && token && index % 2 === 0 && { token: 'not.a.token' }),
    };
    if (!bodySchema) return { path: url, options };
    const body = kind === 'mutated' ? broken[index] : kind === 'hostile' ? hostile[index] : valid;
    if (kind === 'broken') {
      const raws = [
        { data: '{"name": "half', type: 'application/json' },
        { data: '\u0000\uffff', type: 'application/json; charset=utf-16' },
        { data: 'name=x', type: 'application/x-www-form-urlencoded' },
        {
          data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
          type: 'multipart/form-data; boundary=x',
        },
        { data: 'plain words', type: 'text/plain' },
      ];
      return { path: url, options: { ...options, raw: raws[index % raws.length]! } };
    }
    if (multipart && index % 3 === 0 && body && typeof body === 'object' && !Array.isArray(body)) {
      const form = toFormData(body as Record<string, unknown>);
      const real = index % 2 === 0;
      const file = real ? new Uint8Array(fixtures.picture) : new Uint8Array([1, 2, 3]);
      for (const field of Object.keys(multipart.properties as object)) {
        if (['photos', 'avatar', 'digital_file'].includes(field)) {
          form.append(field === 'photos' ? 'photos[0]' : field, new Blob([file]), 'file.png');
        }
      }
      return { path: url, options: { ...options, body: form } };
    }
    return { path: url, options: { ...options, body } };
  });
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

describe('a fuzz run driven by the OpenAPI document', () => {
  let server: TestServer;
  let operations: DocumentedOperation[];
  let fixtures: Fixtures;
  beforeAll(async () => {
    server = await startTestServer(ADMIN);
    // Deletions last: until then the product they remove serves every other operation's runs.
    operations = documentedOperations(await fetchDocument(server)).sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    const seller = await registerUser(server);
    const admin = await adminToken(server);
    const product = await approvedProduct(server, seller.access, admin);
    // A review and a question (id 1 each, among the ids below) for the seller's reply and answer
    // and the administrators' calls.
    const buyer = await registerUser(server);
    await postedReview(server, buyer, await receivedItem(server, buyer, seller, product), 4);
    await askedQuestion(server, buyer, product.id);
    fixtures = {
      user: seller.access,
      admin,
      ids: [String(product.id), '1', '0', seller.username],
      picture: await photo(),
    };
  }, 180_000);
  afterAll(() => server.close());

  it(`answers every operation ${RUNS} times without a server error or an undocumented status`, async () => {
    /** The first example of each operation and status that broke the rules. */
    const failures = new Map<string, string>();
    let calls = 0;
    /** Operations that answered a success at least once: the valid runs get past the checks. */
    const succeeded = new Set<string>();
    for (const [offset, operation] of operations.entries()) {
      const documented = new Set(Object.keys(operation.operation.responses));
      await inParallel(plan(operation, fixtures, offset * 10), async ({ path, options }) => {
        const answer = await call(server, operation.method, path, options);
        calls += 1;
        if (answer.status < 300) succeeded.add(`${operation.method} ${operation.path}`);
        if (answer.status >= 500 || !documented.has(String(answer.status))) {
          const sent = String(options.raw?.data ?? JSON.stringify(options.body ?? null));
          const key = `${operation.method} ${operation.path} → ${answer.status}`;
          if (!failures.has(key)) {
            const example = `${path.slice(0, 200)} ${JSON.stringify(answer.body).slice(0, 300)}`;
            failures.set(key, `${example} for ${sent.slice(0, 200)}`);
          }
        }
      });
    }
    expect(calls).toBeGreaterThanOrEqual(operations.length * RUNS);
    expect(Object.fromEntries(failures)).toEqual({});
    // Sign-in, codes, payments and withdrawals need secrets or states no schema holds; at least
    // half the operations must get past the checks.
    expect(succeeded.size).toBeGreaterThanOrEqual(operations.length / 2);
  }, 600_000);
});
