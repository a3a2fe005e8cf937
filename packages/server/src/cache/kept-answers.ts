import type { Bus } from '../bus/bus.js';
import type { CatalogueConfig } from '../config/catalogue.js';
import type { ShopCounters } from '../metrics/shop-counters.js';
import { createAnswerCache, type AnswerCache, type PageCache } from './answer-cache.js';
import { createTimedCache, type TimedCache } from './timed-cache.js';

/** What the catalogue keeps for a few seconds, and how a change forgets it on every instance. */
export interface KeptAnswers {
  /** Explore's counts for a few seconds (`catalogueChanged` clears them). */
  exploreCounts: TimedCache<number>;
  /** The catalogue's answers to visitors for a few seconds (`catalogueChanged` clears them). */
  catalogueAnswers: AnswerCache;
  /** The pages written for visitors, kept as the catalogue's answers are. */
  pages: PageCache;
  /**
   * Forgets what is kept of the catalogue here and, through the bus, on every other instance: a
   * route that changes what it shows calls it once the change is committed.
   */
  catalogueChanged(): void;
}

export function createKeptAnswers(
  config: CatalogueConfig,
  bus: Bus,
  counted: ShopCounters['keptAnswers'],
): KeptAnswers {
  const looked = (cache: string) => (outcome: 'hit' | 'miss') => counted.inc({ cache, outcome });
  const exploreCounts = createTimedCache<number>(config.exploreCountSeconds, {
    looked: looked('explore_counts'),
  });
  const catalogueAnswers = createAnswerCache(
    config.catalogueCacheSeconds,
    looked('catalogue_answers'),
  );
  const pages: PageCache = createAnswerCache(config.catalogueCacheSeconds, looked('pages'));
  const forget = () => {
    exploreCounts.clear();
    catalogueAnswers.clear();
    pages.clear();
  };
  bus.subscribe('catalogue-changed', forget);
  return {
    exploreCounts,
    catalogueAnswers,
    pages,
    catalogueChanged() {
      forget();
      bus.publish('catalogue-changed');
    },
  };
}
