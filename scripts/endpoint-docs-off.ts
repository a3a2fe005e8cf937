import type { Plugin } from 'vite';

/** The contract's endpoint tables (packages/api/src/endpoints/). */
const ENDPOINT_TABLE = /\/packages\/api\/src\/endpoints\/[^/]+\.ts$/;

/** What an endpoint says for its document only: the client never reads it (request.ts). */
const DOCUMENT_ONLY = ['summary', 'description', 'tag', 'errors'];

/**
 * A property of an endpoint's declaration, as prettier lays one out: two spaces in, at the top of
 * `endpoint({ … })`, up to the next such property or the declaration's end. What is inside it
 * (a string over several lines, a list) is further in, so it ends there too.
 */
const DOCUMENT_PROPERTY = new RegExp(
  `^  (${DOCUMENT_ONLY.join('|')}):[\\s\\S]*?\\n(?=  [A-Za-z_]\\w*:|\\}\\);)`,
  'gm',
);

/**
 * Leaves the words of the OpenAPI document out of the browser's copy of the endpoint table:
 * each call carries its summary and description for the server's document, and the app, which
 * reads only a call's method, path, fields and answers, would send them to every visitor (the
 * catalogue's and the session's, on the first load, were most of a kilobyte compressed).
 */
export function endpointDocsOff(): Plugin {
  return {
    name: 'plaza:endpoint-docs-off',
    enforce: 'pre',
    transform(code, id) {
      if (!ENDPOINT_TABLE.test(id)) return null;
      return { code: code.replace(DOCUMENT_PROPERTY, ''), map: null };
    },
  };
}
