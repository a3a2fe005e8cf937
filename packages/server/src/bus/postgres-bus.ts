import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Bus, BusTopic } from './bus.js';
import { createListeners } from './listeners.js';

const CHANNEL = 'plaza_bus';
/** How long to wait before opening the listening connection again, doubling up to the last. */
const RETRY_MS = [100, 200, 500, 1000, 2000, 5000];

interface Message {
  topic: BusTopic;
  /** The instance that sent it, which ignores its own. */
  from: string;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  (value as Message).topic === 'catalogue-changed' &&
  typeof (value as Message).from === 'string';

/**
 * The bus over PostgreSQL's LISTEN/NOTIFY, for instances sharing one database (`DATABASE_URL`):
 * messages go out through `notify` (the pool's `pg_notify`) and come in on a connection of its own,
 * opened again whenever it drops; then every listener runs, since messages may have been missed.
 */
export async function postgresBus(
  url: string,
  notify: (channel: string, payload: string) => Promise<unknown>,
  log: FastifyBaseLogger,
): Promise<Bus> {
  const instance = randomUUID();
  const listeners = createListeners();
  let client: pg.Client | undefined;
  let closed = false;
  let retries = 0;

  const reconnectLater = () => {
    if (closed) return;
    const wait = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)];
    retries += 1;
    setTimeout(() => {
      if (closed) return;
      listen().then(() => {
        retries = 0;
        listeners.callAll();
      }, reconnectLater);
    }, wait).unref();
  };

  /** Opens the listening connection; rejects, leaving nothing open, when it can't. */
  const listen = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: url });
    // Until it listens, a failure is connect()'s or query()'s rejection, not an event.
    connection.on('error', () => {});
    connection.on('notification', ({ channel, payload }) => {
      if (channel !== CHANNEL || !payload) return;
      try {
        const message: unknown = JSON.parse(payload);
        if (isMessage(message) && message.from !== instance) listeners.call(message.topic);
      } catch {
        log.warn({ payload }, 'the bus ignored a message it could not read');
      }
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await connection.end().catch(() => {});
      throw error;
    }
    let lost = false;
    const onLost = () => {
      if (lost || closed) return;
      lost = true;
      client = undefined;
      log.warn('the bus lost its PostgreSQL connection; opening another');
      reconnectLater();
    };
    connection.on('error', onLost);
    connection.on('end', onLost);
    client = connection;
  };

  // At start the server fails with the driver's reason, as it does for the pool.
  await listen();

  return {
    publish(topic) {
      const payload = JSON.stringify({ topic, from: instance } satisfies Message);
      notify(CHANNEL, payload).catch((error: unknown) =>
        log.error({ err: error, topic }, 'the bus could not tell the other instances'),
      );
    },
    subscribe: listeners.add,
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
