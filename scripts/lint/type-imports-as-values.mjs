// The parser import-x reads imported TypeScript files with (eslint.config.js, `import-x/parsers`):
// typescript-eslint's, with every type-only import and re-export marked as a value one, because
// import-x follows only value imports when it looks for a cycle, and lint forbids both kinds.
// import-x loads it with `require`, which takes an ES module since Node 20.19 (package.json's engines).
import * as tsParser from '@typescript-eslint/parser';

/**
 * @param {string} code
 * @param {import('@typescript-eslint/parser').ParserOptions} options
 * @returns {ReturnType<typeof tsParser.parseForESLint>}
 */
export function parseForESLint(code, options) {
  const result = tsParser.parseForESLint(code, options);
  for (const node of result.ast.body) {
    if (node.type === 'ImportDeclaration') {
      node.importKind = 'value';
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportSpecifier') specifier.importKind = 'value';
      }
    } else if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') {
      node.exportKind = 'value';
    }
  }
  return result;
}
