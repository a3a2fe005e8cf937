import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/database.js';
import type { Mailing } from '../mail/mail-user.js';
import type { ShopCounters } from '../metrics/shop-counters.js';

/*
 * What follows a change (the catalogue's kept answers forgotten, mail) is recorded by the change
 * itself, in its transaction, and done once it is committed: never for a change refused or rolled
 * back, and never left to each route that calls it to remember.
 */

/** What a change's effects go through once it is committed. */
export interface ChangeServices extends Mailing {
  /** Forgets what is kept of the catalogue here and on every other instance (kept-answers.ts). */
  catalogueChanged(): void;
  /** The shop's counters, counted once what they count is committed (metrics/shop-counters.ts). */
  counters: ShopCounters;
}

/** An effect to run after commit, with the services (the database then sees the change). */
export type Effect = (services: ChangeServices) => Promise<void> | void;

/** A change under way: its transaction, and what it records to happen once it is committed. */
export interface Change {
  tx: Db;
  /** Something the catalogue shows changed; asked any number of times, it is forgotten once. */
  catalogueChanged(): void;
  /** Runs `effect` after commit (a mail, for one), in the order recorded. */
  afterCommit(effect: Effect): void;
}

/**
 * The change the code running now is part of. Most of a change's work is given its `Change`; a
 * helper deep inside it that writes for it (notify(), whose 18 callers pass a transaction and no
 * more) records its effects here instead.
 */
const changeUnderWay = new AsyncLocalStorage<Change>();

/**
 * Runs `effect` once the change under way is committed; nothing outside a change (a test writing
 * straight to the database).
 */
export function afterThisChange(effect: Effect): void {
  changeUnderWay.getStore()?.afterCommit(effect);
}

/**
 * Runs `work` in one transaction and, once it is committed, what it recorded: the catalogue's kept
 * answers forgotten (once), then each effect in turn. A change that throws rolls back and runs none.
 * An effect that fails is logged and the next still runs: the change is committed, and answering
 * with an error would have its caller try again a change already made.
 */
export async function inChange<T>(
  services: ChangeServices,
  work: (change: Change) => Promise<T>,
): Promise<T> {
  let recorded: { catalogue: boolean; effects: Effect[] } | undefined;
  const result = await services.db.transaction((tx) => {
    // Recorded afresh by each try of the work, so a retried transaction runs its effects once.
    const attempt = { catalogue: false, effects: [] as Effect[] };
    recorded = attempt;
    const change: Change = {
      tx,
      catalogueChanged: () => {
        attempt.catalogue = true;
      },
      afterCommit: (effect) => {
        attempt.effects.push(effect);
      },
    };
    return changeUnderWay.run(change, () => work(change));
  });
  if (!recorded) return result;
  if (recorded.catalogue) services.catalogueChanged();
  for (const effect of recorded.effects) {
    try {
      await effect(services);
    } catch (error) {
      services.log.error({ err: error }, 'an effect of a committed change failed');
    }
  }
  return result;
}
