// One lint configuration for the whole tree; Prettier owns formatting, so its rules are switched off here.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noCycle, typeImportsAsValues } from './scripts/lint/no-cycle.mjs';

/** The app's features, each a room of its own: one may not reach into another. */
const features = readdirSync(new URL('app/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's outer ring: what assembles the server (`services.ts`, `app.ts` with the jobs'
 * list, the entry points) and answers HTTP (`routes/`, `render/`, serving the app). The domain
 * folders are called by it and never call back: a domain function takes the narrow dependencies
 * it uses (`{ db, payments }`), which `Services` satisfies, rather than importing `Services`.
 */
const serverOuterRing = [
  'packages/server/src/routes',
  'packages/server/src/render',
  'packages/server/src/http/serve-app.ts',
  ...['app', 'server', 'main', 'services', 'index'].map((name) => `packages/server/src/${name}.ts`),
];
/** Every path under `folder` but the outer ring, a folder holding some of it taken file by file. */
const outside = (folder, ring) =>
  readdirSync(new URL(folder, import.meta.url)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (ring.includes(path)) return [];
    return ring.some((held) => held.startsWith(`${path}/`)) ? outside(path, ring) : [path];
  });
const serverDomain = outside('packages/server/src', serverOuterRing);

const domainOneWay = {
  target: serverDomain,
  from: serverOuterRing,
  message:
    'A domain module is called by routes, render and the composition, never the other way: take the narrow dependencies you use (e.g. `{ db, payments }`), not `Services`.',
};

/** Imports go one way (docs/architecture.md, "The house"): each zone names what its files may not import. */
const boundaries = [
  {
    target: 'packages/ui',
    from: ['packages/api', 'packages/server', 'app'],
    message: 'The design system knows nothing of the API or the app: pass what it shows as props.',
  },
  {
    target: 'packages/api',
    from: ['packages/ui', 'packages/server', 'app'],
    message: 'The contract is shared by the server and the app, and imports neither.',
  },
  {
    target: 'packages/server',
    from: ['packages/ui', 'app'],
    message: 'The server reaches the app only through its built render entry.',
  },
  domainOneWay,
  {
    target: ['lib', 'components', 'hooks', 'stores', 'i18n'].map((layer) => `app/src/${layer}`),
    from: ['app/src/features', 'app/src/app', 'app/src/render'],
    message:
      'Shared app code is used by features, never uses one: move the piece down here instead.',
  },
  ...features.map((feature) => ({
    target: `app/src/features/${feature}`,
    from: 'app/src/features',
    except: [`./${feature}`],
    message: `A feature imports no other feature: what ${feature} shares moves down to lib/, components/, hooks/ or stores/.`,
  })),
  {
    target: 'app/src/features',
    from: ['app/src/app', 'app/src/render'],
    message: 'Features are put together by app/ and render/, which they do not import.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/',
      '**/dist-server/',
      // Storybook's builds; STORYBOOK_TEST_DIR names others beside the default.
      '**/storybook-static*/',
      '**/.tsbuild/',
      '**/data/',
      '**/coverage/',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'app/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: { ...jsxA11y.flatConfigs.strict.languageOptions, globals: globals.browser },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      'packages/server/**/*.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '*.{js,ts}',
      '.storybook/**',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, plaza: { rules: { 'no-cycle': noCycle } } },
    settings: {
      // The files no-cycle reads to follow imports, and the parser of the TypeScript ones.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      ...typeImportsAsValues,
      // TypeScript sources are imported as `.js` (the server, the packages) or with no extension (the app).
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaries },
      ],
      // A circle of imports, type-only ones too (scripts/lint/no-cycle.mjs): import-x's rule skips
      // those, but two modules that each need the other's types are still one knot to move down.
      'plaza/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  prettier,
);
