import { isAbsolute, resolve } from 'node:path';

/** The environment as `process.env` gives it. */
export type Env = Record<string, string | undefined>;

/**
 * Reads one variable after another and collects what is wrong with them, so `loadConfig` can name
 * every bad value at once instead of stopping at the first.
 */
export interface EnvReader {
  /** The trimmed value, or undefined when unset or blank. */
  text(name: string): string | undefined;
  /** The value as given, untrimmed: passwords keep their spaces. */
  raw(name: string): string | undefined;
  /** One of `allowed`, `fallback` when unset; a problem and `fallback` otherwise. */
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T;
  /** `true` or `false`, `fallback` when unset. */
  flag(name: string, fallback: boolean): boolean;
  /** A path, relative ones resolved against the working folder. */
  path(name: string, fallback: string): string;
  /** Records a problem; the message names its variable. */
  problem(message: string): void;
  readonly problems: readonly string[];
}

/** An {@link EnvReader} over `env`, resolving relative paths against `cwd`. */
export function envReader(env: Env, cwd: string): EnvReader {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = text(name) ?? fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`${name} must be one of ${allowed.join(', ')}; got "${value}"`);
    return fallback;
  };
  return {
    text,
    raw: (name) => env[name],
    oneOf,
    flag: (name, fallback) => oneOf(name, ['true', 'false'], String(fallback)) === 'true',
    path(name, fallback) {
      const value = text(name) ?? fallback;
      return isAbsolute(value) ? value : resolve(cwd, value);
    },
    problem: (message) => problems.push(message),
    problems,
  };
}
