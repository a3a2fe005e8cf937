import type { BusTopic } from './bus.js';

/** The listeners of each topic, for the buses to call. */
export function createListeners() {
  const byTopic = new Map<BusTopic, Set<() => void>>();
  return {
    add(topic: BusTopic, listener: () => void) {
      const listeners = byTopic.get(topic) ?? new Set();
      listeners.add(listener);
      byTopic.set(topic, listeners);
    },
    /** Runs the listeners of `topic`. */
    call(topic: BusTopic) {
      byTopic.get(topic)?.forEach((listener) => listener());
    },
    /** Runs every listener: after a reconnection, any message may have been missed. */
    callAll() {
      byTopic.forEach((listeners) => listeners.forEach((listener) => listener()));
    },
  };
}
