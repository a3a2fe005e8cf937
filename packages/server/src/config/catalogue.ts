import type { EnvReader } from './env-reader.js';

/** How long the catalogue keeps what it computed for the same question. */
export interface CatalogueConfig {
  /** How long explore keeps a count for the same filters; `0` counts on every request. */
  exploreCountSeconds: number;
  /** How long the catalogue's answers to visitors who are not signed in are kept; `0` keeps none. */
  catalogueCacheSeconds: number;
}

/** Long enough to spare a busy explore its counts, short enough that no one waits for a new product. */
const EXPLORE_COUNT_SECONDS = 5;
/**
 * A visitor sees the catalogue at most this old (changes through this instance show at once): the
 * same page asked for a hundred times a second is built once, and nobody can buy without signing in.
 */
const CATALOGUE_CACHE_SECONDS = 5;

/** EXPLORE_COUNT_SECONDS and CATALOGUE_CACHE_SECONDS. */
export function readCatalogueConfig(env: EnvReader): CatalogueConfig {
  return {
    exploreCountSeconds: readCacheSeconds(env, 'EXPLORE_COUNT_SECONDS', EXPLORE_COUNT_SECONDS),
    catalogueCacheSeconds: readCacheSeconds(
      env,
      'CATALOGUE_CACHE_SECONDS',
      CATALOGUE_CACHE_SECONDS,
    ),
  };
}

function readCacheSeconds(env: EnvReader, name: string, fallback: number) {
  const value = env.text(name);
  if (value === undefined) return fallback;
  const seconds = Number(value);
  if (/^\d+$/.test(value) && seconds <= 60) return seconds;
  env.problem(`${name} must be a whole number from 0 to 60; got "${value}"`);
  return fallback;
}
