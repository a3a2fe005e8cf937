// One lint configuration for the whole tree; Prettier owns formatting, so its rules are switched off here.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  prettier,
);
