/**
 * What one instance of the shop tells the others (docs/architecture.md, "Several instances"): today that the
 * catalogue changed, so each clears the answers it keeps for visitors. Route code never uses it:
 * the caches do, through `Services.catalogueChanged`.
 */
export type BusTopic = 'catalogue-changed';

export interface Bus {
  /** Tells every other instance; a failure is logged, never the caller's error. */
  publish(topic: BusTopic): void;
  /**
   * Runs `listener` when another instance publishes `topic`, and also after the bus lost and
   * regained its connection, since a message may have gone by unheard meanwhile.
   */
  subscribe(topic: BusTopic, listener: () => void): void;
  close(): Promise<void>;
}

/** A shop of one instance (the embedded PGlite): nobody else to tell. */
export function localBus(): Bus {
  return { publish() {}, subscribe() {}, close: async () => {} };
}
