import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Bus } from './bus.js';
import { createMessenger } from './messenger.js';

const CHANNEL = 'plaza_bus';
/** How long to wait before opening the listening connection again, doubling up to the last. */
const RETRY_MS = [100, 200, 500, 1000, 2000, 5000];

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
  const messenger = createMessenger(log);
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
        messenger.callAll();
      }, reconnectLater);
    }, wait).unref();
  };

  /** Opens the listening connection; rejects, leaving nothing open, when it can't. */
  const listen = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: url });
    // Until it listens, a failure is connect()'s or query()'s rejection, not an event.
    connection.on('error', () => {});
    connection.on('notification', ({ channel, payload }) => {
      if (channel === CHANNEL && payload) messenger.read(payload);
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
      notify(CHANNEL, messenger.write(topic)).catch((error: unknown) =>
        log.error({ err: error, topic }, 'the bus could not tell the other instances'),
      );
    },
    subscribe: messenger.add,
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
