import { Registry } from 'prom-client';
import type { Db } from '../db/database.js';
import { createShopCounters } from '../metrics/shop-counters.js';
import type { ChangeServices } from './in-change.js';

/**
 * Changes that follow nothing: for those made before the server answers anyone, such as the demo
 * seed's, when nothing is kept of the catalogue yet and the people are made up, so their mail
 * would go nowhere, and no server counts them.
 */
export function withoutEffects(db: Db): ChangeServices {
  return {
    db,
    mailer: { send: async () => {}, outbox: undefined },
    log: { error: () => {} },
    catalogueChanged: () => {},
    counters: createShopCounters(new Registry()),
  };
}
