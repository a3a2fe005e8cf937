import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BusTopic } from './bus.js';

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
 * What every bus does whatever carries its messages: writes this instance's messages, reads the
 * others' (ignoring its own and any it cannot read) and runs the listeners of their topics.
 */
export function createMessenger(log: FastifyBaseLogger) {
  const instance = randomUUID();
  const byTopic = new Map<BusTopic, Set<() => void>>();
  const call = (topic: BusTopic) => byTopic.get(topic)?.forEach((listener) => listener());
  return {
    /** The message telling the others about `topic`. */
    write: (topic: BusTopic) => JSON.stringify({ topic, from: instance } satisfies Message),
    /** Runs the listeners of a message another instance wrote. */
    read(payload: string) {
      try {
        const message: unknown = JSON.parse(payload);
        if (isMessage(message) && message.from !== instance) call(message.topic);
      } catch {
        log.warn({ payload }, 'the bus ignored a message it could not read');
      }
    },
    add(topic: BusTopic, listener: () => void) {
      byTopic.set(topic, (byTopic.get(topic) ?? new Set()).add(listener));
    },
    /** Runs every listener: after a reconnection, any message may have been missed. */
    callAll() {
      byTopic.forEach((listeners) => listeners.forEach((listener) => listener()));
    },
  };
}
