import type { EnvReader } from './env-reader.js';

/** How long the catalogue keeps what it computed for the same question. */
export interface CatalogueConfig {
  /** How long explore keeps a count for the same filters; `0` counts on every request. */
  exploreCountSeconds: number;
  /** How long the catalogue's answers to visitors, which shoppers get too, are kept; `0` keeps none. */
  catalogueCacheSeconds: number;
}

/** Long enough to spare a busy explore its counts, short enough that no one waits for a new product. */
const EXPLORE_COUNT_SECONDS = 5;
/**
 * How long a visitor's answer is kept when nothing changes: every change of what the catalogue
 * shows (products, stock, ratings, sellers) clears it at once on every instance (the bus), so the
 * same page asked for a hundred times a second is built once a minute, and checkout reserves
 * against the database whatever the answer said.
 */
const CATALOGUE_CACHE_SECONDS = 60;

/** EXPLORE_COUNT_SECONDS and CATALOGUE_CACHE_SECONDS. */
export function readCatalogueConfig(env: EnvReader): CatalogueConfig {
  return {
    exploreCountSeconds: readCacheSeconds(env, 'EXPLORE_COUNT_SECONDS', EXPLORE_COUNT_SECONDS, 60),
    catalogueCacheSeconds: readCacheSeconds(
      env,
      'CATALOGUE_CACHE_SECONDS',
      CATALOGUE_CACHE_SECONDS,
      3600,
    ),
  };
}

function readCacheSeconds(env: EnvReader, name: string, fallback: number, max: number) {
  const value = env.text(name);
  if (value === undefined) return fallback;
  const seconds = Number(value);
  if (/^\d+$/.test(value) && seconds <= max) return seconds;
  env.problem(`${name} must be a whole number from 0 to ${max}; got "${value}"`);
  return fallback;
}
