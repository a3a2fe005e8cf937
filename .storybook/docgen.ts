import { fileURLToPath } from 'node:url';
import type { PropItem } from 'react-docgen-typescript';

/**
 * react-docgen-typescript's options for the docs pages' prop tables, shared with
 * scripts/storybook-docgen.test.ts so the test reads the props exactly as the docs pages do.
 */
export const docgenOptions = {
  // The design system's own project: the root tsconfig.json is a solution file listing no files,
  // through which docgen found no component and every table came out bare.
  tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
  // Only the design system has props worth documenting.
  include: ['packages/ui/src/**/*.tsx'],
  // `variant: "primary" | "secondary"`, not `variant: string`; `label?: string`, not `string | undefined`.
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  propFilter: isDocumentedProp,
};

/**
 * Our own props, and react-aria's that say what they do (`isDisabled`, `onChange`, `name`). The
 * hundred DOM events and global attributes every react-aria component also takes have no words
 * of their own in its types, and would bury the table.
 */
function isDocumentedProp(prop: PropItem): boolean {
  return !prop.parent?.fileName.includes('node_modules/') || prop.description !== '';
}
