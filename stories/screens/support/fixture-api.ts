/**
 * The API as a screen story sees it: every request the app sends to `/api/` is answered from the
 * story's fixtures, in the browser's `fetch`, and nothing reaches a network.
 *
 * Why `fetch` and not SWR's `fallback` (which the server's render uses): here the app's own
 * requester, cache keys, fetchers and answer checks all run, and so do the calls a play makes by
 * pressing buttons (a withdrawal, a cancel). A fallback would need every key spelled as the hooks
 * spell it, would drift from them without a sound, and any key it missed would go to the network.
 * A request no fixture answers is refused with 501 and named on the screen and to the play
 * (`unansweredCalls`), so a screen that starts asking for something new fails its stories.
 */

import type {
  AnswerOf,
  Endpoint,
  Method,
  ParamNames,
  accountEndpoints,
  accountFormEndpoints,
  baseEndpoints,
  catalogueEndpoints,
  claimEndpoints,
  earningsEndpoints,
  messageEndpoints,
  notificationEndpoints,
  orderEndpoints,
  paymentEndpoints,
  productEditingEndpoints,
  questionEndpoints,
  reviewEndpoints,
  supportEndpoints,
} from '@plaza/api';

/** @plaza/api's endpoints by area. */
interface Areas {
  account: typeof accountEndpoints;
  accountForms: typeof accountFormEndpoints;
  base: typeof baseEndpoints;
  catalogue: typeof catalogueEndpoints;
  claims: typeof claimEndpoints;
  earnings: typeof earningsEndpoints;
  messages: typeof messageEndpoints;
  notifications: typeof notificationEndpoints;
  orders: typeof orderEndpoints;
  payments: typeof paymentEndpoints;
  productEditing: typeof productEditingEndpoints;
  questions: typeof questionEndpoints;
  reviews: typeof reviewEndpoints;
  support: typeof supportEndpoints;
}

/** Every endpoint @plaza/api declares: what its area modules export that is one. */
type AnyEndpoint = Extract<
  { [Area in keyof Areas]: Areas[Area][keyof Areas[Area]] }[keyof Areas],
  Endpoint
>;

/**
 * A fixture's key: an endpoint's method and path after `/api/`, as it declares them
 * (`'GET marketplace/products/:id/'`). A path built at run time (a webhook's) names no key.
 */
type KeyOf<E> = E extends { method: infer M extends Method; path: `/${infer Path}` }
  ? string extends Path
    ? never
    : `${M} ${Path}`
  : never;

/** The fixtures' keys: a key no endpoint declares is a type error. */
export type FixtureKey = KeyOf<AnyEndpoint>;

/** The endpoint a key names. */
type EndpointAt<Key extends FixtureKey> = Key extends `${infer M} ${infer Path}`
  ? Extract<AnyEndpoint, { method: M; path: `/${Path}` }>
  : never;

/** One request, as a fixture that answers by function reads it. */
export interface Call<Params extends string = string> {
  method: Method;
  /** The path after `/api/`, without its query: `marketplace/products/7/`. */
  path: string;
  /** The `:name` parts of the fixture's path. */
  params: Record<Params, string>;
  query: URLSearchParams;
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown;
}

/** An answer other than 200 (a refusal, 201 or 204). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

/** The answer `status` with `body`: `reply(400, { code: 'insufficient_balance', … })`. */
export const reply = (status: number, body?: unknown) => new Reply(status, body);

/**
 * What a fixture of `E` gives: the endpoint's answer (200, typed by @plaza/api), a Reply, or a
 * function of the call giving one.
 */
export type Answer<E extends Endpoint = AnyEndpoint> =
  AnswerOf<E> | Reply | ((call: Call<ParamNames<E['path']>>) => AnswerOf<E> | Reply);

/** A story's fixtures, keyed by the endpoints' method and path after `/api/`: `'GET marketplace/products/:id/'`. */
export type Answers = { [Key in FixtureKey]?: Answer<EndpointAt<Key>> };

let answers: Answers = {};
let pending = 0;
/**
 * When the last request was answered, on the page's clock (the date stands still: fixed-clock.ts);
 * never, on a new page, so its first screen story has nothing to wait out.
 */
let lastAnswered = -Infinity;
const unanswered: string[] = [];
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/** Matches `path` against a fixture's pattern, giving its `:name` parts. */
function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${source}$`).exec(path);
  if (!found) return undefined;
  return Object.fromEntries(
    names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]),
  );
}

function bodyOf(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return body ?? undefined;
}

function respond(answer: unknown): Response {
  const { status, body } = answer instanceof Reply ? answer : new Reply(200, answer);
  const text = body === undefined || status === 204 ? null : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers one `/api/` request from the fixtures, or refuses it loudly. */
function answerCall(url: URL, init: RequestInit | undefined): Response {
  const method = (init?.method ?? 'GET').toUpperCase() as Method;
  const path = url.pathname.slice('/api/'.length);
  for (const [key, answer] of Object.entries(answers)) {
    const [keyMethod, pattern] = key.split(' ') as [Method, string];
    if (keyMethod !== method) continue;
    const params = matchPath(pattern, path);
    if (!params) continue;
    const call: Call = { method, path, params, query: url.searchParams, body: bodyOf(init?.body) };
    return respond(
      typeof answer === 'function' ? (answer as (call: Call) => unknown)(call) : answer,
    );
  }
  const named = `${method} /api/${path}${url.search}`;
  unanswered.push(named);
  tell();
  console.error(`No story fixture answers ${named}`);
  return respond(reply(501, { code: 'no_fixture', detail: `No story fixture answers ${named}` }));
}

const networkFetch = window.fetch.bind(window);

/** The page's `fetch`: `/api/` from the fixtures (a task later, as a network would), the rest as ever. */
window.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith('/api/')) {
    return networkFetch(input, init);
  }
  pending += 1;
  tell();
  try {
    await new Promise((resolve) => setTimeout(resolve));
    return answerCall(url, init);
  } finally {
    pending -= 1;
    lastAnswered = performance.now();
    tell();
  }
};

/** From now on the API answers from `table` alone; the calls left unanswered before are forgotten. */
export function answerApiWith(table: Answers): void {
  answers = table;
  unanswered.length = 0;
  tell();
}

/** The requests no fixture answered since the story began (`GET /api/…?…`). */
export const unansweredCalls = (): readonly string[] => [...unanswered];

/** Whether no request is on its way. */
export const apiSettled = () => pending === 0;

/** Settles once no request has been on its way for `quiet` ms. */
export async function apiQuietFor(quiet: number): Promise<void> {
  for (;;) {
    const left = quiet - (performance.now() - lastAnswered);
    if (pending === 0 && left <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.max(left, 50)));
  }
}

/** Calls `listener` whenever a request starts, ends or goes unanswered; returns how to stop. */
export function onApiChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
