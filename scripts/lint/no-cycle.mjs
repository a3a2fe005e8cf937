// Lint's rule against a circle of imports (eslint.config.js): import-x's no-cycle, which skips
// type-only imports since they load nothing, made to follow them too. A circle through types is
// still two modules that each need the other: the shared type belongs in a module both import.
import { importX } from 'eslint-plugin-import-x';

const importXNoCycle = importX.rules['no-cycle'];

/** The settings that make import-x read imported files' type-only imports as value ones. */
export const typeImportsAsValues = {
  'import-x/parsers': {
    [new URL('type-imports-as-values.mjs', import.meta.url).pathname]: ['.ts', '.tsx'],
  },
};

/**
 * An import of the linted file as import-x sees it: a type-only one made a value one (its copy,
 * since other rules read the same node).
 * @param {object} node
 * @returns {object}
 */
function asValueImport(node) {
  const { type, specifiers } = /** @type {{ type: string; specifiers?: { type: string }[] }} */ (
    node
  );
  if (type !== 'ImportDeclaration' && type !== 'TSImportEqualsDeclaration') return node;
  const asValue = { ...node, importKind: 'value' };
  if (!specifiers) return asValue;
  return {
    ...asValue,
    specifiers: specifiers.map((specifier) =>
      specifier.type === 'ImportSpecifier' ? { ...specifier, importKind: 'value' } : specifier,
    ),
  };
}

/** @type {typeof importXNoCycle} */
export const noCycle = {
  ...importXNoCycle,
  create(context) {
    const listeners = /** @type {Record<string, (node: object) => void>} */ (
      importXNoCycle.create(context)
    );
    return Object.fromEntries(
      Object.entries(listeners).map(([selector, listen]) => [
        selector,
        (/** @type {object} */ node) => listen(asValueImport(node)),
      ]),
    );
  },
};
