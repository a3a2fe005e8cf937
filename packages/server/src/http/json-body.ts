import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/** docs/api.md, Conventions: JSON nested deeper than this is `400`. */
export const MAX_JSON_DEPTH = 32;

/** The answer to a body nested deeper than {@link MAX_JSON_DEPTH}. */
export const nestedTooDeep = () =>
  new HttpError(400, 'parse_error', `The body is nested deeper than ${MAX_JSON_DEPTH} levels.`);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the character at `at` is escaped: preceded by an odd number of backslashes. */
function isEscaped(text: string, at: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
  return backslashes % 2 === 1;
}

/** Where the string opened by the quote at `start` ends: its closing quote, or the text's end. */
function endOfString(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1);
  while (quote !== -1 && isEscaped(text, quote)) quote = text.indexOf('"', quote + 1);
  return quote === -1 ? text.length : quote;
}

/**
 * Whether the arrays and objects of a JSON text nest deeper than `limit`, read in one pass over its
 * brackets outside strings, without parsing it. A text that is not JSON may be counted wrong; the
 * parser refuses it anyway.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    switch (text.charCodeAt(index)) {
      case QUOTE:
        index = endOfString(text, index);
        break;
      case 0x5b: // [
      case 0x7b: // {
        depth += 1;
        if (depth > limit) return true;
        break;
      case 0x5d: // ]
      case 0x7d: // }
        depth -= 1;
        break;
    }
  }
  return false;
}

/**
 * Parses JSON bodies as Fastify does (prototype poisoning refused), but refuses a body nested deeper
 * than {@link MAX_JSON_DEPTH} before parsing it. Thousands of levels parse, but anything that later
 * walks the value by recursion (a validation message printing it, a log) overflows the stack: a
 * `500` instead of a `400`.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(nestedTooDeep(), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
