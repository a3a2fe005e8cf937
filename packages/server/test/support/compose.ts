import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { parse } from 'yaml';

/** What the tests read of a compose.yaml service. */
export interface ComposeService {
  build?: string;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  profiles?: string[];
}

export interface Compose {
  services: Record<string, ComposeService>;
}

/**
 * Compose's interpolations: `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}`,
 * `${NAME?error}`, `$NAME`, and `$$` for a dollar.
 */
const INTERPOLATION =
  /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** One value with `docker compose`'s interpolation; a `?` form whose variable is missing throws. */
function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(
    INTERPOLATION,
    (match, name: string | undefined, operator = '', operand = '', bare: string | undefined) => {
      if (match === '$$') return '$';
      const variable = name ?? bare ?? '';
      const given = variables[variable];
      const present = operator.startsWith(':') ? Boolean(given) : given !== undefined;
      if (present) return given ?? '';
      if (operator.endsWith('?')) throw new Error(`${variable}: ${operand}`);
      return operator.endsWith('-') ? operand : '';
    },
  );
}

function interpolateAll(value: unknown, variables: Record<string, string>): unknown {
  if (typeof value === 'string') return interpolate(value, variables);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, variables));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateAll(item, variables)]),
    );
  }
  return value;
}

/** The variables an env file sets (as `docker compose` reads `.env`). */
export function readEnvFile(path: string): Record<string, string> {
  return parseEnv(readFileSync(path, 'utf8')) as Record<string, string>;
}

/** Every variable compose.yaml interpolates, and those it requires (`:?` and `?` forms). */
export function interpolatedNames(root: string): { all: Set<string>; required: Set<string> } {
  const text = readFileSync(join(root, 'compose.yaml'), 'utf8');
  const all = new Set<string>();
  const required = new Set<string>();
  for (const [match, name, operator = '', , bare] of text.matchAll(INTERPOLATION)) {
    if (match === '$$') continue;
    all.add(name ?? bare ?? '');
    if (operator.endsWith('?')) required.add(name ?? '');
  }
  return { all, required };
}

/**
 * compose.yaml as `docker compose config` gives it: anchors and merge keys resolved, and every
 * value interpolated from `variables` (the operator's `.env`).
 */
export function readCompose(root: string, variables: Record<string, string>): Compose {
  const document: unknown = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), {
    merge: true,
  });
  return interpolateAll(document, variables) as Compose;
}
