import { ConfigError, loadConfig } from '../../src/config/index.js';

/** The problems `loadConfig` names for `env`, or none when it accepts it. */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/plaza');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
