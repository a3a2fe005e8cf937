/*
 * Stripe's request bodies and queries are form-encoded with nested keys
 * (`line_items[0][price_data][currency]=usd`, `expand[0]=payment_intent`). This rebuilds the
 * objects they stand for: a level whose keys are 0, 1, 2… is a list, as the SDK meant it.
 */

/** A form's value: text, a list or an object of them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** `a[0][b]` as `['a', '0', 'b']`; a key that is not of that shape is one segment. */
function segmentsOf(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const nested = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((found) => found[1] ?? '');
  return [match[1] ?? key, ...nested];
}

/** An object whose keys are exactly 0…n-1 as a list, all the way down. */
function withLists(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, withLists(value[key] as FormValue)] as const);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The object a form-encoded text stands for. */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = segmentsOf(key);
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next !== 'object' || Array.isArray(next)) node[segment] = {};
      node = node[segment] as FormObject;
    });
  }
  return withLists(root) as FormObject;
}
