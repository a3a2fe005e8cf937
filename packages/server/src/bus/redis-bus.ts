import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Bus } from './bus.js';
import { createMessenger } from './messenger.js';

const CHANNEL = 'plaza:bus';

/**
 * The bus over Redis pub/sub, when instances share a Redis (`REDIS_URL`): messages go out on the
 * rate limits' connection and come in on a duplicate of it, which ioredis reconnects and
 * subscribes again by itself; each time it is back, every listener runs, since messages may have
 * gone by unheard.
 */
export async function redisBus(redis: Redis, log: FastifyBaseLogger): Promise<Bus> {
  const messenger = createMessenger(log);
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'the bus lost Redis'));
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel === CHANNEL) messenger.read(payload);
  });
  await subscriber.connect();
  await subscriber.subscribe(CHANNEL);
  // From now on, 'ready' means it came back.
  subscriber.on('ready', () => messenger.callAll());
  return {
    publish(topic) {
      redis
        .publish(CHANNEL, messenger.write(topic))
        .catch((error: unknown) =>
          log.error({ err: error, topic }, 'the bus could not tell the other instances'),
        );
    },
    subscribe: messenger.add,
    async close() {
      subscriber.disconnect();
    },
  };
}
